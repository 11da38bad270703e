import type { ReservationRequest } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { users, type apiClients } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import type { Auth } from "../../http/session.ts";
import { createReservation } from "../reservations/create-reservation.ts";

type ApiClientRow = typeof apiClients.$inferSelect;

/**
 * `POST /api/partner/reservations` (issue 27): the site's one booking path, run as the agent staff
 * named for the client. The booking sees that agent as its signed-in user (rules, rate limits,
 * the customer found or created by e-mail, the reservation's agent), with no session row behind
 * it: the partner's key stood in for one. Idempotency keys are scoped to the client.
 */
export async function bookAsPartner({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { client: ApiClientRow; key: string; request: ReservationRequest };
}) {
  const { client, request } = input;
  if (!request.customer) throw domainError(400, "VALIDATION_FAILED", { fields: { customer: ["REQUIRED"] } });
  const [agent] = client.agentId ? await ctx.db.select().from(users).where(eq(users.id, client.agentId)) : [];
  // The agent was disabled (or lost the role) since: the client books no more.
  if (!agent || !agent.active || agent.role !== "Agent") throw domainError(403, "FORBIDDEN");
  const auth: Auth = {
    user: agent,
    session: {
      id: client.id,
      userId: agent.id,
      tokenHash: "",
      createdAt: ctx.now,
      lastSeenAt: ctx.now,
      idleExpiresAt: ctx.now,
      absoluteExpiresAt: ctx.now,
      userAgent: ctx.userAgent ?? null,
      ip: ctx.ip,
    },
    token: "",
  };
  return createReservation({
    ctx: { ...ctx, auth: () => Promise.resolve(auth) },
    input: { key: input.key, request, scope: `POST /api/partner/reservations ${client.id}` },
  });
}

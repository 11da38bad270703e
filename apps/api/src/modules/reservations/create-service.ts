import {
  can,
  formatReservationCode,
  serviceNights,
  todayInIstanbul,
  validateServiceRequest,
  type ServiceRequest,
} from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import { hotels, reservations, serviceQuestions } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { limitBookings } from "../../http/rate-limit.ts";
import { sessionUserOf } from "../../http/session.ts";
import { claimKey, peekKey, requestHash, storeResponse } from "./idempotency.ts";
import { mailReservation } from "./reservation-mails.ts";
import { insertRooms } from "./reservation-rows.ts";
import { logReservationEvent } from "./events.ts";
import { viewsOf, type ReservationView } from "./reservations.queries.ts";
import type { CreateReservationResult } from "./create-reservation.ts";

const scope = "POST /api/reservations/service";

/** Until the agency quotes it, a service reservation is priced at nothing, in the base currency. */
const unquotedCurrency = "TRY";

/**
 * POST /api/reservations/service (issue #14): a stay at one of the agency's hotels, with visa and
 * transfer as extras, as a reservation of kind SERVICE (WAITING). No seats are involved; the same
 * idempotency, log and mails as a tour booking. The rules are the domain's (`validateServiceRequest`).
 */
export async function createServiceReservation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { key: string; request: ServiceRequest };
}): Promise<CreateReservationResult> {
  const session = await requireSession(ctx);
  const viewer = sessionUserOf(session.user);
  if (!can(viewer, "reservations.create")) throw domainError(403, "FORBIDDEN");
  await limitBookings(ctx, viewer.id);
  const { request } = input;
  const keyInput = { userId: viewer.id, scope, key: input.key, hash: requestHash(request), now: ctx.now };
  const earlier = await peekKey(ctx.db, ctx.deps.fieldCipher, keyInput);
  if (earlier) return { status: 201, body: earlier.body as ReservationView, replayed: true };

  const fields = validateServiceRequest(request, todayInIstanbul(ctx.now));
  if (Object.keys(fields).length > 0) throw domainError(400, "VALIDATION_FAILED", { fields });
  const [hotel] = await ctx.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, request.hotelId)).limit(1);
  if (!hotel) throw domainError(404, "NOT_FOUND", { fields: { hotelId: ["NOT_FOUND"] } });

  const result = await ctx.db.transaction(async (tx) => {
    const claim = await claimKey(tx, ctx.deps.fieldCipher, keyInput);
    if (!claim.claimed) return { status: 201 as const, body: claim.body as ReservationView, replayed: true };
    const next = (await tx.execute(sql`select nextval('reservation_code_seq')::text as n`)) as unknown as {
      rows: { n: string }[];
    };
    const code = formatReservationCode(Number(todayInIstanbul(ctx.now).slice(0, 4)), Number(next.rows[0]!.n));
    const service = {
      hotelId: hotel.id,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      nights: serviceNights(request),
      extras: [...request.extras],
    };
    const [reservation] = await tx
      .insert(reservations)
      .values({
        code,
        kind: "SERVICE",
        departureId: null,
        customerId: viewer.id,
        agentId: null,
        status: "WAITING",
        currency: unquotedCurrency,
        totalMinor: 0,
        priceSnapshot: { currency: unquotedCurrency, pricing: {}, lines: [], total: 0 },
        seats: 0,
        contact: request.contact,
        service,
        notes: request.note ?? null,
        locale: request.locale,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await insertRooms(tx, ctx.deps.fieldCipher, reservation!.id, request.rooms);
    // Issue 27: staff price it by hand, so it waits in the forms inbox as a question.
    await tx.insert(serviceQuestions).values({ reservationId: reservation!.id, createdAt: ctx.now, updatedAt: ctx.now });
    await logReservationEvent(tx, ctx.deps.now, {
      reservationId: reservation!.id,
      actorId: viewer.id,
      action: "created",
      changes: { status: { from: null, to: "WAITING" }, service: { from: null, to: service } },
    });
    const [view] = await viewsOf(tx, ctx.deps.fieldCipher, [reservation!], () => true);
    await storeResponse(tx, ctx.deps.fieldCipher, { ...keyInput, status: 201, body: view });
    return { status: 201 as const, body: view!, replayed: false };
  });
  if (!result.replayed) await mailReservation(ctx, result.body, "received");
  return result;
}

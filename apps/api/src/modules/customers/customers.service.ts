import { reservationListQuerySchema, todayInIstanbul, type BirthdaySpan, type CalendarDate } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { rowsOf, pageStatement, toListItem, type ListRow } from "../admin-reservations/admin-reservations.queries.ts";
import { changesBetween, eventsOf, recordEvent } from "../audit/audit.ts";
import { notesAbout } from "../notes/notes.queries.ts";
import { isUuid } from "../users/users.service.ts";
import { birthdays, contactHistory, customerById, customerPage, toCustomer } from "./customers.queries.ts";

export async function listCustomers({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { q?: string | undefined; cursor?: string | undefined; pageSize: number };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  let before: { createdAt: string; id: string } | undefined;
  if (input.cursor) {
    const [createdAt, id] = Buffer.from(input.cursor, "base64url").toString("utf8").split("|");
    if (!createdAt || !id || !isUuid(id) || Number.isNaN(Date.parse(createdAt))) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
    }
    before = { createdAt, id };
  }
  const rows = await customerPage(ctx.db, { q: input.q, before, limit: input.pageSize });
  const page = rows.slice(0, input.pageSize).map(toCustomer);
  const last = page.at(-1);
  return {
    data: page,
    next:
      rows.length > input.pageSize && last ? Buffer.from(`${last.createdAt}|${last.id}`).toString("base64url") : null,
  };
}

/** GET /api/admin/customers/{id}: profile, their reservations, notes, contact history and log. */
export async function getCustomer({ ctx, input }: { ctx: ServiceContext; input: { id: string; locale: "tr" | "en" } }) {
  await requirePermission(ctx, "reservations.manage.all");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const row = await customerById(ctx.db, input.id);
  if (!row) throw domainError(404, "NOT_FOUND");
  const customer = toCustomer(row);
  const query = reservationListQuerySchema.parse({ customerId: input.id, locale: input.locale, pageSize: 100 });
  const reservations = await rowsOf<ListRow>(ctx.db, pageStatement(query, 100, null));
  const today = todayInIstanbul(ctx.now);
  return {
    customer,
    reservations: reservations.slice(0, 100).map(toListItem),
    notes: await notesAbout(ctx.db, { customerId: input.id }, today),
    contacts: await contactHistory(ctx.db, customer),
    events: await eventsOf(ctx.db, "customer", input.id),
  };
}

/** PATCH /api/admin/customers/{id}: names, phone and birth date, logged from → to. */
export async function updateCustomer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: {
    id: string;
    change: {
      firstName?: string | undefined;
      surname?: string | undefined;
      phone?: string | null | undefined;
      birthDate?: CalendarDate | null | undefined;
    };
  };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.id)).for("update");
    if (!before || before.role !== "Customer" || before.isAdmin) throw domainError(404, "NOT_FOUND");
    const after = Object.fromEntries(Object.entries(input.change).filter(([, v]) => v !== undefined));
    const changes = changesBetween(before, after, ["firstName", "surname", "phone", "birthDate"]);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(users)
      .set({ ...after, updatedAt: ctx.now })
      .where(eq(users.id, input.id));
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      { entity: "customer", entityId: input.id, action: "updated", changes },
    );
  });
  return getCustomer({ ctx, input: { id: input.id, locale: "tr" } });
}

export async function customerBirthdays({ ctx, input }: { ctx: ServiceContext; input: { span: BirthdaySpan } }) {
  await requirePermission(ctx, "reservations.manage.all");
  return birthdays(ctx.db, todayInIstanbul(ctx.now), input.span);
}

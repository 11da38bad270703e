import {
  canChangeReservationStatus,
  canEditReservation,
  canTransitionReservation,
  maskDocumentNumber,
  money,
  reservationBalance,
  type ReservationStatus,
  type SessionUser,
} from "@rihla/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  departures,
  hotelTranslations,
  identityViews,
  passengers,
  reservationRooms,
  reservations,
  tourTranslations,
  users,
} from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { eventsOf } from "../reservations/reservations.queries.ts";
import { notesAbout } from "../notes/notes.queries.ts";
import {
  reservationAccounts,
  reservationTransactionRows,
  toLedgerEntry,
  toTransactionView,
} from "../accounting/accounting.queries.ts";

type ReservationRow = typeof reservations.$inferSelect;

const personName = (row: { firstName: string; surname: string } | null | undefined) =>
  row ? `${row.firstName} ${row.surname}`.trim() : "";

async function findByCode(db: Db, code: string): Promise<ReservationRow> {
  const [row] = await db.select().from(reservations).where(eq(reservations.code, code)).limit(1);
  if (!row) throw domainError(404, "NOT_FOUND");
  return row;
}

/** What staff may do with a reservation now, by the domain's rules (the page shows these buttons). */
export function actionsFor(viewer: SessionUser, row: ReservationRow) {
  const status = row.status;
  const parties = { customerId: row.customerId, agentId: row.agentId, status };
  const may = (to: ReservationStatus) =>
    canTransitionReservation(status, to) && canChangeReservationStatus(viewer, parties, to);
  return {
    confirm: may("CONFIRMED"),
    cancel: may("CANCELLED"),
    edit: canEditReservation(viewer, { ...parties, kind: row.kind }),
  };
}

/**
 * GET /api/admin/reservations/{code}: everything about one reservation for staff in one answer —
 * customer, agent, departure (with its seats), service, rooms and passengers (numbers masked: a
 * number is shown through `revealIdentity`, which logs it), price snapshot, notes, the actions the
 * domain allows, and the latest identity views.
 */
export async function getAdminReservation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; locale: "tr" | "en" };
}) {
  const viewer = await requirePermission(ctx, "reservations.manage.all");
  const db = ctx.db;
  const row = await findByCode(db, input.code);
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, [row.customerId, ...(row.agentId ? [row.agentId] : [])]));
  const customer = people.find((p) => p.id === row.customerId);
  const agent = row.agentId ? people.find((p) => p.id === row.agentId) : undefined;
  const [departure] =
    row.departureId === null
      ? []
      : await db
          .select({
            id: departures.id,
            tourId: departures.tourId,
            startDate: departures.startDate,
            returnDate: departures.returnDate,
            capacity: departures.capacity,
            seatsTaken: departures.seatsTaken,
            saleState: departures.saleState,
            title: tourTranslations.title,
            slug: tourTranslations.slug,
          })
          .from(departures)
          .leftJoin(
            tourTranslations,
            and(eq(tourTranslations.tourId, departures.tourId), eq(tourTranslations.locale, input.locale)),
          )
          .where(eq(departures.id, row.departureId));
  const [hotel] = row.service
    ? await db
        .select({ name: hotelTranslations.name })
        .from(hotelTranslations)
        .where(and(eq(hotelTranslations.hotelId, row.service.hotelId), eq(hotelTranslations.locale, input.locale)))
    : [];
  const rooms = await db
    .select()
    .from(reservationRooms)
    .where(eq(reservationRooms.reservationId, row.id))
    .orderBy(asc(reservationRooms.position));
  const travellers = await db
    .select()
    .from(passengers)
    .where(eq(passengers.reservationId, row.id))
    .orderBy(asc(passengers.position));
  const cipher = ctx.deps.fieldCipher;
  const masked = (stored: string | null, column: string) =>
    stored === null ? null : maskDocumentNumber(cipher.decrypt(stored, column));
  const views = await identityViewsOf(db, row.id, 20);
  // Issue 26: every admin sees what is still due and the payments; only the accounting role adds or reverses.
  const ledger = await reservationTransactionRows(db, [row.id]);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    customer: customer
      ? { id: customer.id, name: personName(customer), email: customer.email, phone: customer.phone }
      : null,
    agent: agent ? { id: agent.id, name: personName(agent) } : null,
    contact: row.contact,
    departure: departure
      ? {
          id: departure.id,
          tourId: departure.tourId,
          title: departure.title,
          slug: departure.slug,
          startDate: departure.startDate,
          returnDate: departure.returnDate,
          capacity: departure.capacity,
          seatsTaken: departure.seatsTaken,
          saleState: departure.saleState,
        }
      : null,
    service: row.service ? { ...row.service, hotelName: hotel?.name ?? null } : null,
    seats: row.seats,
    total: { amount: row.totalMinor, currency: row.currency },
    balance: reservationBalance(money(row.totalMinor, row.currency), ledger.map(toLedgerEntry)),
    payments: ledger.map(toTransactionView),
    plan: (await reservationAccounts(db, [row])).get(row.id)!.plan,
    price: row.priceSnapshot,
    rooms: rooms.map((room) => ({
      roomType: room.roomType,
      adults: room.adults,
      children: room.children,
      babies: room.babies,
      passengers: travellers
        .filter((p) => p.roomId === room.id)
        .map((p) => ({
          id: p.id,
          passengerType: p.passengerType,
          name: p.name,
          surname: p.surname,
          gender: p.gender,
          birthDate: p.birthDate,
          nationality: p.nationality,
          passportExpiry: p.passportExpiry,
          tckn: masked(p.tcknEncrypted, "tckn"),
          passportNumber: masked(p.passportNumberEncrypted, "passport_number"),
        })),
    })),
    note: row.notes,
    cancelReason: row.cancelReason,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: actionsFor(viewer, row),
    notes: await notesAbout(db, { reservationId: row.id }),
    identityViews: views,
  };
}

async function identityViewsOf(db: Db, reservationId: string, limit: number) {
  const rows = await db
    .select({ view: identityViews, firstName: users.firstName, surname: users.surname })
    .from(identityViews)
    .leftJoin(users, eq(users.id, identityViews.actorId))
    .where(eq(identityViews.reservationId, reservationId))
    .orderBy(desc(identityViews.id))
    .limit(limit);
  return rows.map(({ view, firstName, surname }) => ({
    id: view.id,
    actor: view.actorId ? { id: view.actorId, name: `${firstName ?? ""} ${surname ?? ""}`.trim() } : null,
    passengerId: view.passengerId,
    passengerName: view.passengerName,
    field: view.field,
    createdAt: view.createdAt.toISOString(),
  }));
}

const identityColumns = {
  tckn: (p: typeof passengers.$inferSelect) => p.tcknEncrypted,
  passport_number: (p: typeof passengers.$inferSelect) => p.passportNumberEncrypted,
} as const;

/**
 * POST /api/admin/reservations/{code}/passengers/{id}/identity (KVKK): one passenger's TCKN or
 * passport number in full, for staff only; the view is written to `identity_views` (who, when,
 * which passenger, which number) before the number leaves, in one transaction.
 */
export async function revealIdentity({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; passengerId: number; field: "tckn" | "passport_number" };
}) {
  const viewer = await requirePermission(ctx, "reservations.manage.all");
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ passenger: passengers })
      .from(passengers)
      .innerJoin(reservations, eq(reservations.id, passengers.reservationId))
      .where(and(eq(passengers.id, input.passengerId), eq(reservations.code, input.code)))
      .limit(1);
    if (!found) throw domainError(404, "NOT_FOUND");
    const stored = identityColumns[input.field](found.passenger);
    if (stored === null) throw domainError(404, "NOT_FOUND");
    const passengerName = `${found.passenger.name} ${found.passenger.surname}`;
    await tx.insert(identityViews).values({
      actorId: viewer.id,
      reservationId: found.passenger.reservationId,
      passengerId: found.passenger.id,
      passengerName,
      field: input.field,
      createdAt: ctx.now,
    });
    return {
      passengerId: found.passenger.id,
      passengerName,
      field: input.field,
      value: ctx.deps.fieldCipher.decrypt(stored, input.field),
    };
  });
}

/**
 * GET /api/admin/reservations/{code}/events: the order log for staff, readable — each change with
 * who made it (by name, and whether customer, agent or staff), when, and from → to; with the
 * identity views (KVKK) beside it.
 */
export async function adminReservationLog({ ctx, input }: { ctx: ServiceContext; input: { code: string } }) {
  await requirePermission(ctx, "reservations.manage.all");
  const db = ctx.db;
  const row = await findByCode(db, input.code);
  const events = await eventsOf(db, row.id);
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((id): id is string => id !== null))];
  const actors =
    actorIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            surname: users.surname,
            role: users.role,
            isAdmin: users.isAdmin,
          })
          .from(users)
          .where(inArray(users.id, actorIds));
  const byId = new Map(actors.map((a) => [a.id, a]));
  const kindOf = (id: string) => {
    const actor = byId.get(id);
    if (!actor) return "system" as const;
    if (actor.isAdmin || actor.role === "Master") return "staff" as const;
    if (id === row.customerId) return "customer" as const;
    return id === row.agentId ? ("agent" as const) : ("staff" as const);
  };
  return {
    code: row.code,
    status: row.status,
    data: events.map((event) => ({
      id: event.id,
      action: event.action,
      actor: event.actorId
        ? { id: event.actorId, name: personName(byId.get(event.actorId)), kind: kindOf(event.actorId) }
        : null,
      changes: event.changes,
      note: event.note,
      createdAt: event.createdAt,
    })),
    identityViews: await identityViewsOf(db, row.id, 200),
  };
}

/**
 * KVKK: a staff member who reads a reservation in full through the customer's own call
 * (GET /api/reservations/{code}, the edit page) sees every number of it; each is logged like a
 * "Show" on the staff page. The customer and their booking agent read their own data unlogged.
 */
export async function logFullView(db: Db, viewer: SessionUser, row: ReservationRow, at: Date): Promise<void> {
  if (viewer.id === row.customerId || viewer.id === row.agentId) return;
  const travellers = await db.select().from(passengers).where(eq(passengers.reservationId, row.id));
  const views = travellers.flatMap((p) =>
    (["tckn", "passport_number"] as const)
      .filter((field) => identityColumns[field](p) !== null)
      .map((field) => ({
        actorId: viewer.id,
        reservationId: row.id,
        passengerId: p.id,
        passengerName: `${p.name} ${p.surname}`,
        field,
        createdAt: at,
      })),
  );
  if (views.length > 0) await db.insert(identityViews).values(views);
}

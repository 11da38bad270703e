import { canSeePassengerIdentity, maskDocumentNumber, type ReservationStatus, type SessionUser } from "@rihla/domain";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import type { FieldCipher } from "../../db/field-cipher.ts";
import { reservationAccounts, type PaymentView, type PlanView } from "../accounting/accounting.queries.ts";
import {
  departures,
  passengers,
  reservationEvents,
  reservationRooms,
  reservations,
  type PriceSnapshot,
  type ReservationChange,
  type ReservationContact,
  type ReservationService,
} from "../../db/schema.ts";

type ReservationRow = typeof reservations.$inferSelect;

export interface PassengerView {
  passengerType: string;
  name: string;
  surname: string;
  gender: string;
  birthDate: string;
  /** Plain for the customer, the booking agent and staff in a detail answer; masked in lists. */
  tckn: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  nationality: string;
}

export interface ReservationView {
  id: string;
  code: string;
  kind: string;
  status: ReservationStatus;
  departure: { id: number; tourId: number; startDate: string; returnDate: string } | null;
  customerId: string;
  agentId: string | null;
  seats: number;
  total: { amount: number; currency: string };
  /** What is still due (issue 26): the domain's `reservationBalance` over its ledger, in its currency. */
  balance: { amount: number; currency: string };
  /** Its payments and refunds, each with both amounts and the locked rate (reversals included). */
  payments: PaymentView[];
  /** Its payment plan, if staff set one, with what is left of each instalment. */
  plan: PlanView | null;
  price: PriceSnapshot;
  rooms: Array<{ roomType: string; adults: number; children: number; babies: number; passengers: PassengerView[] }>;
  contact: ReservationContact | null;
  /** SERVICE reservations: the stay and extras asked for; null for a tour. */
  service: ReservationService | null;
  note: string | null;
  cancelReason: string | null;
  /**
   * The option date (ISO): a WAITING tour reservation holds its seats until then (issue 28).
   * Null when it holds none (a service request).
   */
  holdUntil: string | null;
  /** The language of its e-mails. */
  locale: string;
  createdAt: string;
  updatedAt: string;
}

/** Which reservations a viewer lists: staff all, an agent theirs and their bookings, others their own. */
export function visibleTo(viewer: SessionUser, staff: boolean, agent: boolean): SQL | undefined {
  if (staff) return undefined;
  if (agent) return or(eq(reservations.customerId, viewer.id), eq(reservations.agentId, viewer.id));
  return eq(reservations.customerId, viewer.id);
}

/**
 * Full views of reservation rows in one round trip per table. `reveal` decides per reservation
 * whether its personal numbers are shown plain (detail for an allowed viewer) or masked (lists).
 */
export async function viewsOf(
  db: Db,
  cipher: FieldCipher,
  rows: ReservationRow[],
  reveal: (row: ReservationRow) => boolean,
): Promise<ReservationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const departureIds = [...new Set(rows.map((row) => row.departureId).filter((id): id is number => id !== null))];
  // One after another: inside a transaction `db` is a single connection (no parallel queries).
  const roomRows = await db
    .select()
    .from(reservationRooms)
    .where(inArray(reservationRooms.reservationId, ids))
    .orderBy(asc(reservationRooms.position));
  const passengerRows = await db
    .select()
    .from(passengers)
    .where(inArray(passengers.reservationId, ids))
    .orderBy(asc(passengers.position));
  const departureRows =
    departureIds.length === 0
      ? []
      : await db
          .select({
            id: departures.id,
            tourId: departures.tourId,
            startDate: departures.startDate,
            returnDate: departures.returnDate,
          })
          .from(departures)
          .where(inArray(departures.id, departureIds));
  const departureById = new Map(departureRows.map((row) => [row.id, row]));
  const accounts = await reservationAccounts(db, rows);
  return rows.map((row) => {
    const plain = reveal(row);
    const open = (stored: string | null, column: string): string | null => {
      if (stored === null) return null;
      const value = cipher.decrypt(stored, column);
      return plain ? value : maskDocumentNumber(value);
    };
    const rooms = roomRows
      .filter((room) => room.reservationId === row.id)
      .map((room) => ({
        roomType: room.roomType,
        adults: room.adults,
        children: room.children,
        babies: room.babies,
        passengers: passengerRows
          .filter((p) => p.roomId === room.id)
          .map((p): PassengerView => ({
            passengerType: p.passengerType,
            name: p.name,
            surname: p.surname,
            gender: p.gender,
            birthDate: p.birthDate,
            tckn: open(p.tcknEncrypted, "tckn"),
            passportNumber: open(p.passportNumberEncrypted, "passport_number"),
            passportExpiry: p.passportExpiry,
            nationality: p.nationality,
          })),
      }));
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      status: row.status,
      departure: row.departureId === null ? null : (departureById.get(row.departureId) ?? null),
      customerId: row.customerId,
      agentId: row.agentId,
      seats: row.seats,
      total: { amount: row.totalMinor, currency: row.currency },
      balance: accounts.get(row.id)!.balance,
      payments: accounts.get(row.id)!.payments,
      plan: accounts.get(row.id)!.plan,
      price: row.priceSnapshot,
      rooms,
      contact: row.contact,
      service: row.service,
      note: row.notes,
      cancelReason: row.cancelReason,
      holdUntil: row.holdUntil?.toISOString() ?? null,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One reservation by code if the viewer may read it; otherwise null (the caller answers 404). */
export async function findReadable(db: Db, viewer: SessionUser, code: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.code, code)).limit(1);
  if (!row || !canSeePassengerIdentity(viewer, row)) return null;
  return row;
}

export async function listPage(
  db: Db,
  filter: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: ReservationRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(filter)
      .orderBy(desc(reservations.createdAt), desc(reservations.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reservations)
      .where(filter),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function eventsOf(db: Db, reservationId: string) {
  const rows = await db
    .select()
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservationId)))
    // By the sequence, which follows the order the changes took the reservation's row lock (and
    // so committed), never by a clock: issue 28, finding 10.
    .orderBy(asc(reservationEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    changes: row.changes as Record<string, ReservationChange>,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

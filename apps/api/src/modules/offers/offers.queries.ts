import {
  foldSearchText,
  offerStatusCondition,
  searchFoldFrom,
  searchFoldTo,
  offerStatusOn,
  todayInIstanbul,
  type Locale,
  type OfferListQuery,
  type OfferStatus,
} from "@rihla/domain";
import { and, desc, eq, gte, inArray, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  departures,
  informationRequests,
  offers,
  reservations,
  tourTranslations,
  users,
  type PriceSnapshot,
} from "../../db/schema.ts";

export type OfferRow = typeof offers.$inferSelect;

export interface OfferDeparture {
  id: number;
  tourId: number;
  tourTitle: string;
  startDate: string;
  returnDate: string;
}

/** What the public link shows: the quote, never the customer's or the agent's contact data. */
export interface SharedOfferView {
  status: OfferStatus;
  departure: OfferDeparture;
  rooms: OfferRow["rooms"];
  seats: number;
  total: { amount: number; currency: string };
  price: PriceSnapshot;
  validUntil: string;
  agent: { firstName: string; surname: string };
  /** Made by the agency's staff, not an agent (issue 26). */
  byOffice: boolean;
  createdAt: string;
}

export interface OfferView extends SharedOfferView {
  id: string;
  /** Null for an offer made by staff (issue 26). */
  agentId: string | null;
  /** Who made it: the agent or the staff member. */
  createdBy: { id: string; firstName: string; surname: string } | null;
  customer: { email: string | null; firstName: string | null; surname: string | null; phone: string | null };
  /** The private-tour request it answers (issue 25), if any. */
  privateTourId: number | null;
  note: string | null;
  locale: string;
  shareToken: string;
  reservation: { id: string; code: string } | null;
  convertedAt: string | null;
  updatedAt: string;
}

/** Offer rows as views in one query per table: tour titles in `locale`, status as the domain sees it today. */
export async function offerViews(db: Db, rows: OfferRow[], now: Date, locale: Locale): Promise<OfferView[]> {
  if (rows.length === 0) return [];
  const today = todayInIstanbul(now);
  const departureRows = await db
    .select({
      id: departures.id,
      tourId: departures.tourId,
      startDate: departures.startDate,
      returnDate: departures.returnDate,
      title: tourTranslations.title,
    })
    .from(departures)
    .leftJoin(
      tourTranslations,
      and(eq(tourTranslations.tourId, departures.tourId), eq(tourTranslations.locale, locale)),
    )
    .where(inArray(departures.id, [...new Set(rows.map((row) => row.departureId))]));
  const departureOf = new Map(departureRows.map((row) => [row.id, row]));
  const people = [...new Set(rows.flatMap((row) => [row.agentId, row.createdBy]))].filter(
    (id): id is string => id !== null,
  );
  const personRows =
    people.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, surname: users.surname })
          .from(users)
          .where(inArray(users.id, people));
  const personOf = new Map(personRows.map((row) => [row.id, row]));
  const requestOf = new Map(
    (
      await db
        .select({ id: informationRequests.id, offerId: informationRequests.offerId })
        .from(informationRequests)
        .where(
          inArray(
            informationRequests.offerId,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => [row.offerId, row.id]),
  );
  const reservationIds = rows.map((row) => row.reservationId).filter((id): id is string => id !== null);
  const codeOf = new Map(
    reservationIds.length === 0
      ? []
      : (
          await db
            .select({ id: reservations.id, code: reservations.code })
            .from(reservations)
            .where(inArray(reservations.id, reservationIds))
        ).map((row) => [row.id, row.code]),
  );
  return rows.map((row) => {
    const departure = departureOf.get(row.departureId)!;
    const maker = row.createdBy ? personOf.get(row.createdBy) : undefined;
    // The public page names the agent; an offer made by staff names the staff member who made it.
    const agent = (row.agentId ? personOf.get(row.agentId) : undefined) ?? maker;
    return {
      id: row.id,
      agentId: row.agentId,
      createdBy: maker ? { id: maker.id, firstName: maker.firstName, surname: maker.surname } : null,
      privateTourId: requestOf.get(row.id) ?? null,
      status: offerStatusOn(row, today),
      departure: {
        id: departure.id,
        tourId: departure.tourId,
        tourTitle: departure.title ?? "",
        startDate: departure.startDate,
        returnDate: departure.returnDate,
      },
      rooms: row.rooms,
      seats: row.seats,
      total: { amount: row.totalMinor, currency: row.currency },
      price: row.priceSnapshot,
      validUntil: row.validUntil,
      agent: { firstName: agent?.firstName ?? "", surname: agent?.surname ?? "" },
      byOffice: row.agentId === null,
      customer: {
        email: row.customerEmail,
        firstName: row.customerFirstName,
        surname: row.customerSurname,
        phone: row.customerPhone,
      },
      note: row.note,
      locale: row.locale,
      shareToken: row.shareToken,
      reservation: row.reservationId ? { id: row.reservationId, code: codeOf.get(row.reservationId) ?? "" } : null,
      convertedAt: row.convertedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The public part of a view. */
export function sharedView(view: OfferView): SharedOfferView {
  const { status, departure, rooms, seats, total, price, validUntil, agent, byOffice, createdAt } = view;
  return { status, departure, rooms, seats, total, price, validUntil, agent, byOffice, createdAt };
}

export async function findOffer(db: Db, where: SQL): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(where).limit(1);
  return row;
}

/** A page of offers, newest first. */
export async function offerPage(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(offers)
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/**
 * The staff's filter of all offers (issue 26): the status shown today (the domain's
 * `offerStatusCondition`, so the list and the badges agree), who made them (an agent, or `staff`
 * for offers without an agent) and the customer's name, e-mail or phone.
 */
export function staffOfferFilter(query: OfferListQuery, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) {
    const alternatives = offerStatusCondition(query.status, todayInIstanbul(now)).map((alternative) =>
      and(
        eq(offers.status, alternative.stored),
        alternative.validFrom ? gte(offers.validUntil, alternative.validFrom) : undefined,
        alternative.validBefore ? lt(offers.validUntil, alternative.validBefore) : undefined,
      ),
    );
    parts.push(or(...alternatives)!);
  }
  if (query.agent === "staff") parts.push(isNull(offers.agentId));
  else if (query.agent) parts.push(eq(offers.agentId, query.agent));
  const q = query.q?.trim();
  if (q) {
    // Folded like every staff search (the domain's table on both sides: "ayse" finds "Ayşe").
    const pattern = `%${foldSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const folded = (column: SQL) => sql`lower(translate(${column}, ${searchFoldFrom}, ${searchFoldTo}))`;
    const digits = q.replace(/\D/g, "");
    parts.push(
      or(
        like(folded(sql`${offers.customerFirstName} || ' ' || ${offers.customerSurname}`), pattern),
        like(folded(sql`${offers.customerEmail}`), pattern),
        digits.length >= 3 ? like(offers.customerPhone, `%${digits}%`) : undefined,
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

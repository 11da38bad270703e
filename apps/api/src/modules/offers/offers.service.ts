import { randomBytes } from "node:crypto";
import {
  agentSummary,
  bookingRefusal,
  canMakeOffers,
  canMakeStaffOffers,
  canReadOffer,
  can,
  departureMonths,
  matchesDepartureSearch,
  isReservationStaff,
  offerConversionRefusal,
  offerCustomer,
  offerStatusOn,
  offerValidityRefusal,
  pricedCurrencies,
  seatsLeft,
  todayInIstanbul,
  type DeparturePricing,
  type DepartureSearch,
  type Locale,
  type OfferConversion,
  type OfferListQuery,
  type OfferRequest,
  type SessionUser,
  type StaffOfferRequest,
} from "@rihla/domain";
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  departurePrices,
  departures,
  informationRequests,
  offers,
  reservations,
  tours,
  tourTranslations,
} from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { recordEvent, type AuditChanges } from "../audit/audit.ts";
import { sessionUserOf } from "../../http/session.ts";
import { createReservation, prepare } from "../reservations/create-reservation.ts";
import { priceSnapshot } from "../reservations/reservation-rows.ts";
import { viewsOf, type ReservationView } from "../reservations/reservations.queries.ts";
import {
  findOffer,
  offerPage,
  offerViews,
  sharedView,
  staffOfferFilter,
  type OfferRow,
  type OfferView,
} from "./offers.queries.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]{20,64}$/;

async function agentOf(ctx: ServiceContext): Promise<SessionUser> {
  const viewer = sessionUserOf((await requireSession(ctx)).user);
  if (!canMakeOffers(viewer) && !can(viewer, "offers.manage.all")) throw domainError(403, "FORBIDDEN");
  return viewer;
}

/** The offer `id` if this viewer may see it; anyone else gets the same 404 as for a missing one. */
async function readableOffer(ctx: ServiceContext, viewer: SessionUser, id: string): Promise<OfferRow> {
  const row = uuidPattern.test(id) ? await findOffer(ctx.db, eq(offers.id, id)) : undefined;
  if (!row || !canReadOffer(viewer, row)) throw domainError(404, "NOT_FOUND");
  return row;
}

/**
 * An offer's row, priced with the domain's pricing at today's departure prices (the booking
 * path's own checks: closed, sold out, room types, currency) and frozen; the validity checked
 * against Istanbul's today and the departure. One way in for agents' and staff's offers.
 */
async function pricedOffer(
  ctx: ServiceContext,
  request: OfferRequest & { customerPhone?: string },
  who: { agentId: string | null; createdBy: string },
): Promise<typeof offers.$inferInsert> {
  const { departure, seats, pricing, price } = await prepare(ctx, {
    departureId: request.departureId,
    currency: request.currency,
    rooms: request.rooms,
    locale: request.locale,
    note: undefined,
  });
  const refusal = offerValidityRefusal(request.validUntil, todayInIstanbul(ctx.now), departure.startDate);
  if (refusal) throw domainError(400, refusal, { fields: { validUntil: [refusal] } });
  return {
    agentId: who.agentId,
    createdBy: who.createdBy,
    departureId: departure.id,
    rooms: request.rooms.map(({ roomType, adults, children, babies }) => ({ roomType, adults, children, babies })),
    seats,
    currency: pricing.currency,
    totalMinor: price.total.amount,
    priceSnapshot: priceSnapshot(pricing, price),
    validUntil: request.validUntil,
    customerEmail: request.customerEmail ?? null,
    customerFirstName: request.customerFirstName ?? null,
    customerSurname: request.customerSurname ?? null,
    customerPhone: request.customerPhone ?? null,
    note: request.note ?? null,
    locale: request.locale,
    shareToken: randomBytes(24).toString("base64url"),
    status: "OPEN",
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** POST /api/agent/offers: an agent's offer (see `pricedOffer`). */
export async function createOffer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { request: OfferRequest };
}): Promise<OfferView> {
  const viewer = sessionUserOf((await requireSession(ctx)).user);
  if (!canMakeOffers(viewer)) throw domainError(403, "FORBIDDEN");
  const values = await pricedOffer(ctx, input.request, { agentId: viewer.id, createdBy: viewer.id });
  const [row] = await ctx.db.insert(offers).values(values).returning();
  const [view] = await offerViews(ctx.db, [row!], ctx.now, input.request.locale);
  return view!;
}

/**
 * POST /api/admin/offers (issue 26): staff make an offer like an agent's (same pricing, validity
 * and conversion), in the office's name (no agent), for a named customer. With `privateTourId`
 * (issue 25) the request is linked to the offer and moved to "offered" (unless already won), in
 * the same transaction as the offer and with its log entry, like the pipeline's PATCH.
 */
export async function createStaffOffer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { request: StaffOfferRequest };
}): Promise<OfferView> {
  const viewer = await requirePermission(ctx, "offers.manage.all");
  if (!canMakeStaffOffers(viewer)) throw domainError(403, "FORBIDDEN");
  const { request } = input;
  const values = await pricedOffer(ctx, request, { agentId: null, createdBy: viewer.id });
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(offers).values(values).returning();
    if (request.privateTourId !== undefined) {
      const [before] = await tx
        .select({ status: informationRequests.status, offerId: informationRequests.offerId })
        .from(informationRequests)
        .where(eq(informationRequests.id, request.privateTourId))
        .for("update");
      if (!before) {
        throw domainError(400, "VALIDATION_FAILED", { fields: { privateTourId: ["INVALID_VALUE"] } });
      }
      const status = before.status === "won" ? before.status : "offered";
      const changes: AuditChanges = { offerId: { from: before.offerId, to: row!.id } };
      if (status !== before.status) changes.status = { from: before.status, to: status };
      await tx
        .update(informationRequests)
        .set({ status, offerId: row!.id, updatedAt: ctx.now })
        .where(eq(informationRequests.id, request.privateTourId));
      await recordEvent(
        tx,
        { actorId: viewer.id, at: ctx.now },
        { entity: "privateTour", entityId: request.privateTourId, action: "updated", changes },
      );
    }
    return row!;
  });
  const [view] = await offerViews(ctx.db, [row], ctx.now, request.locale);
  return view!;
}

/** GET /api/admin/offers (issue 26): all offers, agents' and staff's, filtered, newest first. */
export async function listStaffOffers({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: OfferListQuery & { locale: Locale };
}) {
  await requirePermission(ctx, "offers.manage.all");
  const { rows, total } = await offerPage(ctx.db, staffOfferFilter(input, ctx.now), input.page, input.pageSize);
  return {
    data: await offerViews(ctx.db, rows, ctx.now, input.locale),
    page: input.page,
    pageSize: input.pageSize,
    total,
  };
}

/** GET /api/admin/offers/{id}: any offer, for staff. */
export async function getStaffOffer({ ctx, input }: { ctx: ServiceContext; input: { id: string; locale: Locale } }) {
  await requirePermission(ctx, "offers.manage.all");
  return getOffer({ ctx, input });
}

/** GET /api/admin/offer-departures: the agents' choice of departures (`bookableDepartures`), for staff. */
export async function staffOfferDepartures({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: DepartureSearch & { locale: Locale };
}) {
  await requirePermission(ctx, "offers.manage.all");
  return bookableDepartures({ ctx, input });
}

/** POST /api/admin/offers/{id}/convert: the one conversion (`convertOffer`), for staff. */
export async function convertStaffOffer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; conversion: OfferConversion };
}) {
  await requirePermission(ctx, "offers.manage.all");
  return convertOffer({ ctx, input });
}

/** GET /api/agent/offers: an agent's own offers (staff: all), newest first. */
export async function listOffers({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { page: number; pageSize: number; locale: Locale };
}) {
  const viewer = await agentOf(ctx);
  const scope = can(viewer, "offers.manage.all") ? undefined : eq(offers.agentId, viewer.id);
  const { rows, total } = await offerPage(ctx.db, scope, input.page, input.pageSize);
  return {
    data: await offerViews(ctx.db, rows, ctx.now, input.locale),
    page: input.page,
    pageSize: input.pageSize,
    total,
  };
}

/** GET /api/agent/offers/{id}: its agent and staff; anyone else 404. */
export async function getOffer({ ctx, input }: { ctx: ServiceContext; input: { id: string; locale: Locale } }) {
  const viewer = await agentOf(ctx);
  const row = await readableOffer(ctx, viewer, input.id);
  const [view] = await offerViews(ctx.db, [row], ctx.now, input.locale);
  return view!;
}

/** GET /api/offers/shared/{token}: the quote for whoever holds the link; no personal data. */
export async function getSharedOffer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { token: string; locale: Locale };
}) {
  const row = tokenPattern.test(input.token) ? await findOffer(ctx.db, eq(offers.shareToken, input.token)) : undefined;
  if (!row) throw domainError(404, "NOT_FOUND");
  const [view] = await offerViews(ctx.db, [row], ctx.now, input.locale);
  return sharedView(view!);
}

class AlreadyConverted extends Error {}

/**
 * POST /api/agent/offers/{id}/convert: the offer becomes a reservation through the one booking
 * path (same seat rule, same idempotency, SOLD_OUT when the seats ran out) at the offer's frozen
 * prices, for the offer's customer and agent. Converting again answers the same reservation
 * (`created: false`); an expired offer is refused (409 OFFER_EXPIRED).
 */
export async function convertOffer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; conversion: OfferConversion };
}): Promise<{ created: boolean; body: ReservationView }> {
  const viewer = await agentOf(ctx);
  const row = await readableOffer(ctx, viewer, input.id);
  if (row.reservationId) return { created: false, body: await reservationOf(ctx, row.reservationId) };
  const refusal = offerConversionRefusal(row, todayInIstanbul(ctx.now));
  if (refusal) throw domainError(409, refusal);
  const customer = offerCustomer(row, input.conversion);
  if (!customer)
    throw domainError(400, "OFFER_CUSTOMER_REQUIRED", { fields: { customer: ["OFFER_CUSTOMER_REQUIRED"] } });
  try {
    const result = await createReservation({
      ctx,
      input: {
        key: `offer-${row.id}`,
        request: {
          departureId: row.departureId,
          currency: row.currency,
          rooms: row.rooms,
          locale: row.locale,
          note: row.note ?? undefined,
          customer,
        },
        conversion: {
          scope: "POST /api/agent/offers/{id}/convert",
          pricing: row.priceSnapshot.pricing as unknown as DeparturePricing,
          agentId: row.agentId,
          lock: async (tx: Db) => {
            const [locked] = await tx.select().from(offers).where(eq(offers.id, row.id)).for("update");
            if (locked?.status !== "OPEN") throw new AlreadyConverted();
          },
          attach: async (tx: Db, reservationId: string) => {
            await tx
              .update(offers)
              .set({ status: "CONVERTED", reservationId, convertedAt: ctx.now, updatedAt: ctx.now })
              .where(eq(offers.id, row.id));
          },
        },
      },
    });
    return { created: !result.replayed, body: result.body };
  } catch (error) {
    // Converted meanwhile by another request (or the seats went to it): answer that reservation.
    const again = await findOffer(ctx.db, eq(offers.id, row.id));
    if (again?.reservationId) return { created: false, body: await reservationOf(ctx, again.reservationId) };
    throw error;
  }
}

async function reservationOf(ctx: ServiceContext, id: string): Promise<ReservationView> {
  const rows = await ctx.db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  const [view] = await viewsOf(ctx.db, ctx.deps.fieldCipher, rows, () => true);
  if (!view) throw domainError(404, "NOT_FOUND");
  return view;
}

/** GET /api/agent/dashboard: the domain's summary of the reservations the agent booked, and their open offers. */
export async function agentDashboard({ ctx }: { ctx: ServiceContext }) {
  const viewer = await agentOf(ctx);
  const staff = isReservationStaff(viewer);
  const rows = await ctx.db
    .select({
      code: reservations.code,
      status: reservations.status,
      currency: reservations.currency,
      totalMinor: reservations.totalMinor,
      seats: reservations.seats,
      startDate: departures.startDate,
    })
    .from(reservations)
    .leftJoin(departures, eq(departures.id, reservations.departureId))
    .where(staff ? undefined : eq(reservations.agentId, viewer.id))
    .orderBy(desc(reservations.createdAt))
    .limit(5000);
  const summary = agentSummary(
    rows.map((row) => ({
      code: row.code,
      status: row.status,
      total: { amount: row.totalMinor, currency: row.currency },
      seats: row.seats,
      departure: row.startDate ? { startDate: row.startDate } : null,
    })),
    todayInIstanbul(ctx.now),
  );
  const offerRows = await ctx.db
    .select({ status: offers.status, validUntil: offers.validUntil })
    .from(offers)
    .where(staff ? undefined : eq(offers.agentId, viewer.id));
  const today = todayInIstanbul(ctx.now);
  const openOffers = offerRows.filter((offer) => offerStatusOn(offer, today) === "OPEN").length;
  return { ...summary, reservations: rows.length, openOffers };
}

/**
 * GET /api/agent/departures: what an offer can be made for — what the domain's `bookingRefusal`
 * accepts for one seat today (published, on sale, not started, a seat left), and priced. The SQL
 * only narrows to upcoming departures; the rule decides. The picker's search (issue 22: tour name,
 * month) is the domain's too; `months` lists every month on offer, so the picker can name them.
 */
export async function bookableDepartures({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: DepartureSearch & { locale: Locale };
}) {
  await agentOf(ctx);
  const today = todayInIstanbul(ctx.now);
  const upcoming = await ctx.db
    .select({
      id: departures.id,
      tourId: departures.tourId,
      startDate: departures.startDate,
      returnDate: departures.returnDate,
      capacity: departures.capacity,
      seatsTaken: departures.seatsTaken,
      saleState: departures.saleState,
      tourPublished: tours.published,
      title: tourTranslations.title,
    })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .leftJoin(
      tourTranslations,
      and(eq(tourTranslations.tourId, departures.tourId), eq(tourTranslations.locale, input.locale)),
    )
    .where(gt(departures.startDate, today))
    .orderBy(asc(departures.startDate), asc(departures.id))
    .limit(2000);
  const bookable = upcoming
    .filter((row) => bookingRefusal(row, 1, today) === null)
    .map((row) => ({ ...row, tourTitle: row.title ?? "" }));
  const rows = bookable.filter((row) => matchesDepartureSearch(row, input)).slice(0, 300);
  const prices =
    rows.length === 0
      ? []
      : await ctx.db
          .select({
            departureId: departurePrices.departureId,
            currency: departurePrices.currency,
            roomType: departurePrices.roomType,
          })
          .from(departurePrices)
          .where(
            inArray(
              departurePrices.departureId,
              rows.map((row) => row.id),
            ),
          );
  return {
    data: rows
      .map((row) => {
        const own = prices.filter((price) => price.departureId === row.id);
        return {
          id: row.id,
          tourId: row.tourId,
          tourTitle: row.tourTitle,
          startDate: row.startDate,
          returnDate: row.returnDate,
          seatsLeft: seatsLeft(row),
          currencies: pricedCurrencies(own),
          roomTypes: [...new Set(own.map((price) => price.roomType))],
        };
      })
      .filter((row) => row.currencies.length > 0),
    months: departureMonths(bookable),
  };
}

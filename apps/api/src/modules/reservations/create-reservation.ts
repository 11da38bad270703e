import { customerOptedIn } from "../whatsapp/whatsapp.service.ts";
import {
  bookingRefusal,
  can,
  departurePricingFromRows,
  draftFromRequest,
  formatReservationCode,
  holdUntilFor,
  isDepartureOffered,
  isReservationStaff,
  priceDraft,
  pricedCurrencies,
  seatHoldRefusal,
  seatsNeeded,
  todayInIstanbul,
  validateReservationRequest,
  type DeparturePricing,
  type ReservationRequest,
} from "@rihla/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { batched } from "../../db/batched.ts";
import type { Db } from "../../db/database.ts";
import { departurePrices, departures, reservations, tours, users } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { ApiError, domainError } from "../../http/errors.ts";
import { limitBookings } from "../../http/rate-limit.ts";
import { sessionUserOf } from "../../http/session.ts";
import { priceOfRow } from "../tours/departure-prices.ts";
import { mailReservation } from "./reservation-mails.ts";
import { insertRooms, priceSnapshot } from "./reservation-rows.ts";
import { claimKey, peekKey, requestHash, storeResponse } from "./idempotency.ts";
import { logReservationEvent } from "./events.ts";
import { viewsOf, type ReservationView } from "./reservations.queries.ts";
import { seatsHeld, takeSeats } from "./seats.ts";

const scope = "POST /api/reservations";

/** Thrown inside the booking's transaction when its key already has an answer: roll back, answer that. */
class Replayed extends Error {
  readonly body: ReservationView;
  constructor(body: ReservationView) {
    super("replayed");
    this.body = body;
  }
}

export interface CreateReservationResult {
  status: 201;
  body: ReservationView;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * How an agent's offer becomes a reservation through this one booking path (offers module): it is
 * priced at the offer's frozen prices, booked for the offer's agent, under its own idempotency
 * scope; `lock` runs in the transaction before the seats are taken (the offer row is locked and
 * checked there) and `attach` after the reservation row exists (the offer is marked converted).
 */
export interface OfferConversionHooks {
  scope: string;
  pricing: DeparturePricing;
  /** The offer's agent; null for an offer made by staff (the reservation then has no agent). */
  agentId: string | null;
  lock: (tx: Db) => Promise<void>;
  attach: (tx: Db, reservationId: string) => Promise<void>;
}

/**
 * POST /api/reservations (issue #14, docs/reservations-api.md). Check and price with the domain,
 * then one transaction: take the seats with one conditional UPDATE, claim the idempotency key,
 * insert the reservation, its rooms, passengers and 'created' event, store the answer. A request
 * whose key already has an answer gets that answer, whether it got this far or was refused.
 */
export async function createReservation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  /** `scope`: the idempotency keys' own scope (a partner client's keys are its own, issue 27). */
  input: { key: string; request: ReservationRequest; conversion?: OfferConversionHooks; scope?: string };
}): Promise<CreateReservationResult> {
  const session = await requireSession(ctx);
  const viewer = sessionUserOf(session.user);
  if (!can(viewer, "reservations.create")) throw domainError(403, "FORBIDDEN");
  const { request } = input;
  const bookedBy = isReservationStaff(viewer)
    ? "staff"
    : can(viewer, "reservations.manage.agency")
      ? "agent"
      : "customer";
  if (request.customer && bookedBy === "customer") {
    throw domainError(400, "INVALID_VALUE", { fields: { customer: ["INVALID_VALUE"] } });
  }
  await limitBookings(ctx, viewer.id);

  const hash = requestHash(request);
  const { conversion } = input;
  const keyInput = {
    userId: viewer.id,
    scope: conversion?.scope ?? input.scope ?? scope,
    key: input.key,
    hash,
    now: ctx.now,
  };

  let published: { departureId: number; tourId: number } | null = null;
  let result: CreateReservationResult;
  try {
    // Checks that fail most bookings in a rush (sold out, closed, bad input) run before the
    // transaction, so the losers of a race cost a few reads and hold no lock.
    const { departure, tourHoldHours, seats, pricing, price } = await prepare(ctx, request, conversion?.pricing);
    result = await ctx.db.transaction(async (tx) => {
      await conversion?.lock(tx);
      // The seats first: one conditional UPDATE; under concurrency the row lock serialises the
      // bookings and the condition is re-checked on the newest row, so the departure is never
      // oversold. A loser of the race stops here, before touching the idempotency keys.
      const taken = await takeSeats(tx, departure.id, seats);
      if (!taken) throw domainError(409, "SOLD_OUT");
      // The per-customer cap, counted under the departure's row lock the seats just took, so two
      // bookings of one customer at once are counted one after the other (issue 28, finding 1).
      if (!conversion && !request.customer) {
        const refusal = seatHoldRefusal({
          held: await seatsHeld(tx, departure.id, viewer.id),
          adding: seats,
          cap: ctx.deps.config.holds.maxSeatsPerCustomer,
          bookedBy,
        });
        if (refusal) throw domainError(409, refusal);
      }
      // Then the key: an earlier request with it committed first, so this one rolls back (its
      // seats with it) and answers the stored reservation.
      const claim = await claimKey(tx, ctx.deps.fieldCipher, keyInput);
      if (!claim.claimed) throw new Replayed(claim.body as ReservationView);

      const customerId = request.customer ? await customerFor(tx, request.customer, ctx.now) : viewer.id;
      const agentId = conversion ? conversion.agentId : customerId === viewer.id ? null : viewer.id;
      const next = (await tx.execute(sql`select nextval('reservation_code_seq')::text as n`)) as unknown as {
        rows: { n: string }[];
      };
      const code = formatReservationCode(Number(todayInIstanbul(ctx.now).slice(0, 4)), Number(next.rows[0]!.n));
      const snapshot = priceSnapshot(pricing, price);
      const [reservation] = await tx
        .insert(reservations)
        .values({
          code,
          kind: "TOUR",
          departureId: departure.id,
          customerId,
          agentId,
          status: "WAITING",
          currency: pricing.currency,
          totalMinor: price.total.amount,
          priceSnapshot: snapshot,
          seats,
          contact: request.contact ?? null,
          notes: request.note ?? null,
          locale: request.locale,
          holdUntil: holdUntilFor({
            now: ctx.now,
            startDate: departure.startDate,
            policy: ctx.deps.config.holds,
            tourHours: tourHoldHours,
          }),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await insertRooms(tx, ctx.deps.fieldCipher, reservation!.id, request.rooms);
      await conversion?.attach(tx, reservation!.id);
      // Issue 27: the customer's own "updates on WhatsApp" box (an agent or staff cannot tick it for them).
      if (request.whatsAppOptIn && bookedBy === "customer" && !conversion) {
        await customerOptedIn(tx, {
          customerId,
          phone: request.contact?.phone ?? session.user.phone,
          source: "RESERVATION",
          now: ctx.now,
        });
      }
      await logReservationEvent(tx, ctx.deps.now, {
        reservationId: reservation!.id,
        actorId: viewer.id,
        action: "created",
        changes: {
          status: { from: null, to: "WAITING" },
          seats: { from: 0, to: seats },
          total: { from: null, to: { amount: price.total.amount, currency: pricing.currency } },
        },
      });
      const [view] = await viewsOf(tx, ctx.deps.fieldCipher, [reservation!], () => true);
      await storeResponse(tx, ctx.deps.fieldCipher, { ...keyInput, status: 201, body: view });
      published = { departureId: departure.id, tourId: departure.tourId };
      return { status: 201 as const, body: view!, replayed: false };
    });
  } catch (error) {
    if (error instanceof Replayed) return { status: 201, body: error.body, replayed: true };
    // A refusal (sold out since, closed, a rule) of a request whose key already has an answer is
    // answered with that answer: the same key always gets the first answer (a 422 for another body).
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const earlier = await peekKey(ctx.db, ctx.deps.fieldCipher, keyInput);
      if (earlier) return { status: 201, body: earlier.body as ReservationView, replayed: true };
    }
    throw error;
  }
  // After the commit: caches showing this departure's seats drop it.
  if (published)
    ctx.deps.changes.publish({ kind: "departure", ...(published as { departureId: number; tourId: number }) });
  if (!result.replayed) await mailReservation(ctx, result.body, "received");
  return result;
}

type DepartureForBooking = {
  departure: typeof departures.$inferSelect;
  tourPublished: boolean;
  tourHoldHours: number | null;
  prices: (typeof departurePrices.$inferSelect)[];
};

const departureLoaders = new WeakMap<Db, (departureId: number) => Promise<DepartureForBooking | undefined>>();

/**
 * A departure with its tour's flags and its prices, in one statement; the bookings of a rush that
 * arrive while one is in flight are read together by the next (`batched`), each departure once.
 */
function departureForBooking(db: Db, departureId: number): Promise<DepartureForBooking | undefined> {
  let load = departureLoaders.get(db);
  if (!load) {
    load = batched(async (ids: number[]) => {
      const rows = await db
        .select({
          departure: departures,
          tourPublished: tours.published,
          tourHoldHours: tours.holdHours,
          price: departurePrices,
        })
        .from(departures)
        .innerJoin(tours, eq(tours.id, departures.tourId))
        .leftJoin(departurePrices, eq(departurePrices.departureId, departures.id))
        .where(inArray(departures.id, [...new Set(ids)]));
      const byId = new Map<number, DepartureForBooking>();
      for (const { price, ...row } of rows) {
        const found = byId.get(row.departure.id) ?? { ...row, prices: [] };
        if (price) found.prices.push(price);
        byId.set(row.departure.id, found);
      }
      return ids.map((id) => byId.get(id));
    });
    departureLoaders.set(db, load);
  }
  return load(departureId);
}

/**
 * Loads the departure and its prices, and lets the domain check, count the seats and price.
 * `quoted` (an offer's frozen prices) replaces the departure's current prices.
 */
export async function prepare(ctx: ServiceContext, request: ReservationRequest, quoted?: DeparturePricing) {
  const found = await departureForBooking(ctx.db, request.departureId);
  const notFound = () => domainError(404, "NOT_FOUND", { fields: { departureId: ["NOT_FOUND"] } });
  if (!found) throw notFound();
  const { departure, tourPublished, tourHoldHours } = found;
  const startDate = departure.startDate;
  // Unknown to the public first: an unpublished tour's departure tells no more than a missing one.
  if (!isDepartureOffered({ tourPublished })) throw notFound();
  const fields = validateReservationRequest(request, startDate);
  if (Object.keys(fields).length > 0) throw domainError(400, "VALIDATION_FAILED", { fields });

  const draft = draftFromRequest(request, startDate);
  const seats = seatsNeeded(draft.rooms);
  const refusal = bookingRefusal({ ...departure, tourPublished, startDate }, seats, todayInIstanbul(ctx.now));
  if (refusal === "NOT_FOUND") throw notFound();
  if (refusal) throw domainError(409, refusal);

  const priceRows = found.prices.map(priceOfRow);
  const currency = quoted?.currency ?? request.currency ?? pricedCurrencies(priceRows)[0];
  const pricing = quoted ?? (currency ? departurePricingFromRows(priceRows, currency) : null);
  if (!pricing) throw domainError(400, "CURRENCY_NOT_OFFERED", { fields: { currency: ["CURRENCY_NOT_OFFERED"] } });
  const price = priceDraft(pricing, draft);
  if (!price.ok) {
    throw domainError(400, price.code, { fields: { [`rooms.${price.roomIndex}.roomType`]: [price.code] } });
  }
  return { departure, tourHoldHours, draft, seats, pricing, price };
}

/** The customer an agent books for: found by e-mail (any case), or created without a password. */
async function customerFor(tx: Db, customer: NonNullable<ReservationRequest["customer"]>, now: Date): Promise<string> {
  const [found] = await tx
    .select({ id: users.id, role: users.role, isAdmin: users.isAdmin })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${customer.email})`)
    .limit(1);
  // Issue 28, finding 13: bookings and their mails attach only to customers, never to staff or
  // another agent found by their e-mail.
  if (found && (found.role !== "Customer" || found.isAdmin)) {
    throw domainError(400, "CUSTOMER_ACCOUNT_REQUIRED", {
      fields: { "customer.email": ["CUSTOMER_ACCOUNT_REQUIRED"] },
    });
  }
  if (found) return found.id;
  const [created] = await tx
    .insert(users)
    .values({
      email: customer.email,
      passwordHash: null,
      firstName: customer.firstName,
      surname: customer.surname,
      role: "Customer",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  // Created meanwhile by a concurrent booking: read it back.
  const [again] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${customer.email})`)
    .limit(1);
  return again!.id;
}

import { z } from "../schemas/zod.ts";
import { reservationStatuses, type ReservationStatus } from "../catalogues/reservationStatuses.ts";
import { compareDates, type CalendarDate } from "../dates/calendarDate.ts";
import { can, type Viewer } from "../roles/roles.ts";
import { calendarDateSchema, emailSchema, localeSchema, phoneSchema, requiredText } from "../schemas/schemas.ts";
import { reservationRoomSchema, type ReservationRequest } from "./request.ts";
import { currencies } from "../money/money.ts";
import { maxRoomsPerReservation } from "./draft.ts";
import { foldSearchText } from "../backoffice/reservationList.ts";

/**
 * Agent offers (issue #14, spec §2 agent routes): a quote for a departure and rooms, priced once
 * with the domain's pricing and frozen, valid until a date, shared by link, and converted into a
 * reservation in one step while the seats last. The rules live here; the API and the site call them.
 */

export const offerStatuses = ["OPEN", "CONVERTED", "EXPIRED"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Badge colours, like the reservation statuses'. */
export const offerStatusColors = {
  OPEN: "orange",
  CONVERTED: "teal",
  EXPIRED: "red",
} as const satisfies Record<OfferStatus, string>;

/** A room of an offer: only head counts (passengers are entered when the customer books). */
const offerRoomSchema = reservationRoomSchema.omit({ passengers: true });

/** Rows of a plain form with no room type chosen are unused rows, not errors. */
function usedRooms(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.filter((room: unknown) => {
    const roomType = room && typeof room === "object" ? (room as { roomType?: unknown }).roomType : "x";
    return roomType !== undefined && roomType !== null && roomType !== "";
  });
}

const optionalText = (max: number) =>
  z
    .string({ error: "INVALID_VALUE" })
    .trim()
    .max(max, { error: "TOO_LONG" })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/**
 * The body of `POST /api/agent/offers` (and the site's offer form): a departure, rooms, the last
 * day it may be accepted, and optionally the customer it is for. The customer's e-mail is optional
 * until conversion; when given it must be valid.
 */
export const offerRequestSchema = z.object({
  departureId: z.coerce
    .number({ error: "REQUIRED" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "REQUIRED" })
    .max(2_000_000_000, { error: "INVALID_VALUE" }),
  currency: z.enum(currencies, { error: "INVALID_VALUE" }).optional(),
  rooms: z.preprocess(
    usedRooms,
    // An offer converts into a reservation: the same 9 rooms at most.
    z
      .array(offerRoomSchema)
      .min(1, { error: "ROOMS_REQUIRED" })
      .max(maxRoomsPerReservation, { error: "ROOMS_TOO_MANY" }),
  ),
  validUntil: calendarDateSchema,
  customerEmail: z.union([z.literal("").transform(() => undefined), emailSchema]).optional(),
  customerFirstName: optionalText(100),
  customerSurname: optionalText(100),
  note: optionalText(1000),
  locale: localeSchema.default("tr"),
});
export type OfferRequest = z.output<typeof offerRequestSchema>;

/**
 * The body of `POST /api/admin/offers` (and the staff's offer form, issue 26): the agent's offer
 * with a named customer — first name, surname, e-mail and phone are required, so the offer converts
 * without asking again and can be sent by WhatsApp — and, when it answers a private-tour request
 * (issue 25), that request's id.
 */
export const staffOfferRequestSchema = offerRequestSchema.extend({
  customerFirstName: requiredText(100),
  customerSurname: requiredText(100),
  customerEmail: emailSchema,
  customerPhone: phoneSchema,
  privateTourId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: "INVALID_VALUE" })
      .int({ error: "INVALID_VALUE" })
      .min(1, { error: "INVALID_VALUE" })
      .max(2_000_000_000, { error: "INVALID_VALUE" })
      .optional(),
  ),
});
export type StaffOfferRequest = z.output<typeof staffOfferRequestSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/admin/offers` (issue 26): all offers, staff's and agents', filtered by the status shown
 * today, by who made them (an agent's id, or `staff` for the office's own) and by the customer's
 * name, e-mail or phone; newest first, paged.
 */
export const offerListQuerySchema = z.object({
  status: z.enum(offerStatuses, { error: "INVALID_VALUE" }).optional(),
  agent: z
    .union([z.literal("staff"), z.string().regex(uuidPattern, { error: "INVALID_VALUE" })], {
      error: "INVALID_VALUE",
    })
    .optional(),
  q: z.string({ error: "INVALID_VALUE" }).trim().max(100, { error: "TOO_LONG" }).optional(),
  page: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(10_000, { error: "INVALID_VALUE" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(100, { error: "INVALID_VALUE" })
    .default(25),
});
export type OfferListQuery = z.output<typeof offerListQuerySchema>;

/**
 * `offerStatusOn` as a query: which stored rows show `status` today. OPEN rows whose validity day
 * is today or later are OPEN; OPEN rows past it (and any stored EXPIRED) are EXPIRED; CONVERTED
 * stays CONVERTED. Alternatives (any of them matches); the API turns them into SQL, and a test
 * checks them against `offerStatusOn`.
 */
export function offerStatusCondition(
  status: OfferStatus,
  today: CalendarDate,
): Array<{ stored: OfferStatus; validFrom?: CalendarDate; validBefore?: CalendarDate }> {
  if (status === "CONVERTED") return [{ stored: "CONVERTED" }];
  if (status === "OPEN") return [{ stored: "OPEN", validFrom: today }];
  return [{ stored: "OPEN", validBefore: today }, { stored: "EXPIRED" }];
}

/** `POST /api/agent/offers/{id}/convert`: the customer, when the offer does not name one fully. */
export const offerConversionSchema = z.object({
  customer: z.object({ email: emailSchema, firstName: requiredText(100), surname: requiredText(100) }).optional(),
});
export type OfferConversion = z.output<typeof offerConversionSchema>;

/**
 * Why an offer may not be valid until `validUntil`: a day already past (Istanbul's today), or a
 * day on or after the departure's start (nobody can book a departure that has begun).
 */
export function offerValidityRefusal(
  validUntil: CalendarDate,
  today: CalendarDate,
  departureStart: CalendarDate,
): "OFFER_VALIDITY_PAST" | "OFFER_VALIDITY_AFTER_DEPARTURE" | null {
  if (compareDates(validUntil, today) < 0) return "OFFER_VALIDITY_PAST";
  if (compareDates(validUntil, departureStart) >= 0) return "OFFER_VALIDITY_AFTER_DEPARTURE";
  return null;
}

/**
 * The status an offer shows today: a converted offer stays CONVERTED; an open one is EXPIRED once
 * its last valid day (Istanbul) has passed; the validity day itself still counts.
 */
export function offerStatusOn(
  offer: { status: OfferStatus; validUntil: CalendarDate },
  today: CalendarDate,
): OfferStatus {
  if (offer.status !== "OPEN") return offer.status;
  return compareDates(today, offer.validUntil) > 0 ? "EXPIRED" : "OPEN";
}

/**
 * Why an offer cannot become a reservation today, or null when it can. A converted offer is not
 * refused here: converting again answers the reservation it became (idempotent).
 */
export function offerConversionRefusal(
  offer: { status: OfferStatus; validUntil: CalendarDate },
  today: CalendarDate,
): "OFFER_EXPIRED" | null {
  return offerStatusOn(offer, today) === "EXPIRED" ? "OFFER_EXPIRED" : null;
}

/** Who the reservation of a converted offer is for: the conversion's customer, else the offer's (if complete). */
export function offerCustomer(
  offer: { customerEmail: string | null; customerFirstName: string | null; customerSurname: string | null },
  conversion: OfferConversion,
): NonNullable<ReservationRequest["customer"]> | null {
  if (conversion.customer) return conversion.customer;
  if (!offer.customerEmail || !offer.customerFirstName || !offer.customerSurname) return null;
  return { email: offer.customerEmail, firstName: offer.customerFirstName, surname: offer.customerSurname };
}

/** Spec §6: an offer is seen by the agent who made it and by staff (offers.manage.all); others get a 404. */
export function canReadOffer(viewer: Viewer, offer: { agentId: string | null }): boolean {
  if (!viewer || !viewer.active) return false;
  if (can(viewer, "offers.manage.all")) return true;
  return offer.agentId === viewer.id && can(viewer, "offers.manage.own");
}

/** Who may make offers in the office's name, for a named customer (issue 26): staff. */
export function canMakeStaffOffers(viewer: Viewer): boolean {
  return can(viewer, "offers.manage.all");
}

/** Who may make offers: agents (and Master, who may do everything). */
export function canMakeOffers(viewer: Viewer): boolean {
  return can(viewer, "offers.manage.own");
}

/** The agent dashboard's figures over the agent's reservations (issue #14). */
export interface AgentSummary {
  counts: Record<ReservationStatus, number>;
  /** Sums of the non-cancelled reservations, per currency, in minor units. */
  totals: Array<{ currency: string; amount: number }>;
  /** Departures of their customers from today on, soonest first (non-cancelled reservations). */
  upcoming: Array<{ code: string; startDate: string; seats: number; status: ReservationStatus }>;
}

export function agentSummary(
  reservations: ReadonlyArray<{
    code: string;
    status: ReservationStatus;
    total: { amount: number; currency: string };
    seats: number;
    departure: { startDate: string } | null;
  }>,
  today: CalendarDate,
  upcomingLimit = 10,
): AgentSummary {
  const counts = Object.fromEntries(reservationStatuses.map((s) => [s, 0])) as Record<ReservationStatus, number>;
  const totals = new Map<string, number>();
  const upcoming: AgentSummary["upcoming"] = [];
  for (const reservation of reservations) {
    counts[reservation.status] += 1;
    if (reservation.status === "CANCELLED") continue;
    const { currency, amount } = reservation.total;
    totals.set(currency, (totals.get(currency) ?? 0) + amount);
    const start = reservation.departure?.startDate;
    if (start && compareDates(start as CalendarDate, today) >= 0) {
      upcoming.push({ code: reservation.code, startDate: start, seats: reservation.seats, status: reservation.status });
    }
  }
  upcoming.sort(
    (a, b) => compareDates(a.startDate as CalendarDate, b.startDate as CalendarDate) || (a.code < b.code ? -1 : 1),
  );
  return {
    counts,
    totals: [...totals]
      .map(([currency, amount]) => ({ currency, amount }))
      .sort((a, b) => (a.currency < b.currency ? -1 : 1)),
    upcoming: upcoming.slice(0, upcomingLimit),
  };
}

/** A month of departures as the agent's picker asks for it: 'YYYY-MM'. */
export const departureMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "INVALID_VALUE" });

/** What the agent's departure picker narrows by (issue 22): words of the tour's name, a month. */
export interface DepartureSearch {
  tour?: string | undefined;
  month?: string | undefined;
}

/**
 * Whether a departure answers the picker's search: the tour's title holds the typed text (case and
 * Turkish letters folded like every search of the site, so "umre" finds "Umre", "kudus" "Kudüs")
 * and it starts in the month. An empty search matches everything.
 */
export function matchesDepartureSearch(
  departure: { tourTitle: string; startDate: string },
  search: DepartureSearch,
): boolean {
  const needle = foldSearchText(search.tour?.trim() ?? "");
  if (needle && !foldSearchText(departure.tourTitle).includes(needle)) return false;
  return !search.month || departure.startDate.startsWith(`${search.month}-`);
}

/** The months ('YYYY-MM') the departures start in, soonest first, once each. */
export function departureMonths(departures: readonly { startDate: string }[]): string[] {
  return [...new Set(departures.map((departure) => departure.startDate.slice(0, 7)))].sort();
}

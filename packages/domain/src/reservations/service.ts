import { z } from "../schemas/zod.ts";
import { compareDates, daysBetween, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import type { FieldErrors } from "../schemas/fieldErrors.ts";
import { calendarDateSchema, localeSchema } from "../schemas/schemas.ts";
import {
  reservationContactSchema,
  reservationNoteSchema,
  reservationRoomSchema,
  validateReservationRequest,
} from "./request.ts";

/**
 * Service reservations (issue #14, `/reservation/service-{id}`): a request for a stay at one of
 * the agency's hotels, with visa and airport transfer as extras, outside any tour. It holds no
 * seats and has no price yet (the agency quotes it); it is a reservation of kind SERVICE with the
 * same states, log and idempotency as a tour booking. The rules live here once.
 */

/** What a stay request may add: the visa and the airport–hotel transfer. */
export const serviceExtras = ["VISA", "TRANSFER"] as const;
export type ServiceExtra = (typeof serviceExtras)[number];

/** The longest stay one request covers (the text SERVICE_STAY_TOO_LONG names it). */
export const serviceMaxNights = 60;

const serviceShape = z.object({
  hotelId: z
    .number({ error: "REQUIRED" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(999_999_999, { error: "INVALID_VALUE" }),
  checkIn: calendarDateSchema,
  checkOut: calendarDateSchema,
  rooms: z
    .array(reservationRoomSchema.omit({ passengers: true }))
    .min(1, { error: "ROOMS_REQUIRED" })
    .max(20, { error: "TOO_LONG" }),
  extras: z
    .array(z.enum(serviceExtras, { error: "INVALID_VALUE" }))
    .max(10, { error: "TOO_LONG" })
    .default([])
    .transform((extras) => serviceExtras.filter((extra) => extras.includes(extra))),
  contact: reservationContactSchema,
  note: reservationNoteSchema,
  locale: localeSchema.default("tr"),
});

export type ServiceRequest = z.output<typeof serviceShape>;

/**
 * The date-free and date rules of a stay request as field errors: the rooms' rules are the
 * draft's (`validateReservationRequest`); check-out after check-in, at most `serviceMaxNights`;
 * with `today`, a check-in before today is refused.
 */
export function validateServiceRequest(
  request: Pick<ServiceRequest, "rooms" | "checkIn" | "checkOut">,
  today?: CalendarDate,
): FieldErrors {
  const errors: FieldErrors = validateReservationRequest({ rooms: request.rooms });
  // The shape's date check reports an impossible date; the rules below need two real dates.
  if (!isCalendarDate(request.checkIn) || !isCalendarDate(request.checkOut)) {
    if (!isCalendarDate(request.checkIn)) errors.checkIn = ["DATE_INVALID"];
    if (!isCalendarDate(request.checkOut)) errors.checkOut = ["DATE_INVALID"];
    return errors;
  }
  if (today && compareDates(request.checkIn, today) < 0) errors.checkIn = ["SERVICE_DATE_PAST"];
  if (compareDates(request.checkOut, request.checkIn) <= 0) errors.checkOut = ["SERVICE_CHECKOUT_NOT_AFTER_CHECKIN"];
  else if (serviceNights(request) > serviceMaxNights) errors.checkOut = ["SERVICE_STAY_TOO_LONG"];
  return errors;
}

/** Nights between check-in and check-out. */
export function serviceNights({ checkIn, checkOut }: { checkIn: CalendarDate; checkOut: CalendarDate }): number {
  return daysBetween(checkIn, checkOut);
}

/** `POST /api/reservations/service`: the shape, then the rules that need no clock. */
export const serviceRequestSchema = serviceShape.superRefine((request, ctx) => {
  for (const [path, codes] of Object.entries(validateServiceRequest(request))) {
    for (const code of codes) {
      ctx.addIssue({
        code: "custom",
        message: code,
        path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
    }
  }
});

/** A service request shows "the agency will quote" instead of a price until it is priced. */
export function awaitsQuote(reservation: { kind: string; total: { amount: number } }): boolean {
  return reservation.kind === "SERVICE" && reservation.total.amount === 0;
}

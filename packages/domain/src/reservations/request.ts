import { z } from "../schemas/zod.ts";
import { roomTypes } from "../catalogues/rooms.ts";
import type { CalendarDate } from "../dates/calendarDate.ts";
import { currencies } from "../money/money.ts";
import type { FieldErrors } from "../schemas/fieldErrors.ts";
import { emailSchema, localeSchema, passengerSchema, phoneSchema, requiredText } from "../schemas/schemas.ts";
import { maxRoomsPerReservation, validateDraft, type Passenger, type ReservationDraft } from "./draft.ts";

/**
 * The body of `POST /api/reservations` (issue #14): a departure, rooms with their head counts and
 * (optionally) their passengers. The rules are the draft's (`validateDraft`), so they exist once;
 * this file only maps between the request's shape and the draft's.
 */

const headCount = z
  .number({ error: "ROOM_COUNT_INVALID" })
  .int({ error: "ROOM_COUNT_INVALID" })
  .min(0, { error: "ROOM_COUNT_INVALID" })
  .max(20, { error: "ROOM_COUNT_INVALID" });

export const reservationPassengerSchema = passengerSchema.omit({ roomIndex: true });

export const reservationRoomSchema = z.object({
  roomType: z.enum(roomTypes, { error: "INVALID_VALUE" }),
  adults: headCount,
  children: headCount.default(0),
  babies: headCount.default(0),
  passengers: z.array(reservationPassengerSchema).max(30, { error: "TOO_LONG" }).optional(),
});

export const reservationContactSchema = z.object({
  name: requiredText(200),
  phone: phoneSchema,
  email: emailSchema.optional(),
});

/** A reservation's note: trimmed, up to 1,000 characters, empty means none. */
export const reservationNoteSchema = z
  .string({ error: "INVALID_VALUE" })
  .trim()
  .max(1000, { error: "TOO_LONG" })
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const requestShape = z.object({
  departureId: z
    .number({ error: "REQUIRED" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(2_000_000_000, { error: "INVALID_VALUE" }),
  /** Defaults to the first currency the departure is priced in (`pricedCurrencies`). */
  currency: z.enum(currencies, { error: "INVALID_VALUE" }).optional(),
  // The draft's own limit (9), enforced by the server too (issue 28, finding 1).
  rooms: z
    .array(reservationRoomSchema)
    .min(1, { error: "ROOMS_REQUIRED" })
    .max(maxRoomsPerReservation, { error: "ROOMS_TOO_MANY" }),
  contact: reservationContactSchema.optional(),
  note: reservationNoteSchema,
  /** The language of the reservation's e-mails (spec §9: tr by default). */
  locale: localeSchema.default("tr"),
  /**
   * Issue 27: the customer ticked "I'd like updates on WhatsApp" on the planner: an opt-in (source
   * RESERVATION) for the contact's phone, else the account's. Only the customer's own booking counts.
   */
  whatsAppOptIn: z.boolean({ error: "INVALID_VALUE" }).optional(),
  /** An agent booking for a customer names them by e-mail (found, or created without a password). */
  customer: z.object({ email: emailSchema, firstName: requiredText(100), surname: requiredText(100) }).optional(),
});

export type ReservationRequest = z.output<typeof requestShape>;
export type ReservationRoomRequest = z.output<typeof reservationRoomSchema>;

/** The request as a reservation draft: rooms in order, passengers flattened with their room index. */
export function draftFromRequest(
  request: Pick<ReservationRequest, "rooms">,
  departureDate?: CalendarDate,
): ReservationDraft {
  const passengers: Passenger[] = request.rooms.flatMap((room, roomIndex) =>
    (room.passengers ?? []).map((passenger) => ({ ...passenger, roomIndex })),
  );
  return {
    ...(departureDate ? { departureDate } : {}),
    rooms: request.rooms.map((room) => ({
      adult: room.adults,
      child: room.children,
      baby: room.babies,
      roomType: room.roomType,
      options: [],
    })),
    passengers,
  };
}

const roomFieldNames: Record<string, string> = { adult: "adults", child: "children", baby: "babies" };

/** Maps a room error path of the draft ('rooms.0.adult') to the request's ('rooms.0.adults'). */
function roomPath(path: string): string {
  const [head, index, field] = path.split(".");
  if (head !== "rooms" || index === undefined || field === undefined) return path;
  return `rooms.${index}.${roomFieldNames[field] ?? field}`;
}

/**
 * The draft's rules on a request, as field errors in the request's paths. Without a departure
 * date the age and passport rules wait (the API checks again once it has loaded the departure).
 * A room that lists passengers must list exactly its head count; rooms may leave them out.
 */
export function validateReservationRequest(
  request: Pick<ReservationRequest, "rooms">,
  departureDate?: CalendarDate,
): FieldErrors {
  const draft = draftFromRequest(request, departureDate);
  const errors: FieldErrors = {};
  const add = (path: string, code: FieldErrors[string][number]): void => {
    const codes = (errors[path] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  for (const error of validateDraft({ ...draft, passengers: [] })) add(roomPath(error.path), error.code);
  for (const [roomIndex, room] of request.rooms.entries()) {
    if (!room.passengers) continue;
    // One room at a time, so a room without passengers is not a count mismatch.
    const single: ReservationDraft = {
      ...(departureDate ? { departureDate } : {}),
      rooms: [draft.rooms[roomIndex]!],
      passengers: room.passengers.map((passenger) => ({ ...passenger, roomIndex: 0 })),
    };
    for (const error of validateDraft(single, { requirePassengers: true })) {
      if (error.path.startsWith("rooms.0.") || error.path === "rooms.0") {
        if (error.code === "PASSENGER_COUNT_MISMATCH") add(`rooms.${roomIndex}.passengers`, error.code);
        continue; // room rules were reported above
      }
      add(error.path.replace(/^passengers\./, `rooms.${roomIndex}.passengers.`), error.code);
    }
  }
  return errors;
}

/** The draft's date-free rules as zod issues on the request's paths. */
function addRuleIssues(request: Pick<ReservationRequest, "rooms">, ctx: z.RefinementCtx): void {
  for (const [path, codes] of Object.entries(validateReservationRequest(request))) {
    for (const code of codes) {
      ctx.addIssue({
        code: "custom",
        message: code,
        path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  }
}

/** The request schema: shape first, then the draft's rules (the date-free ones). */
export const reservationRequestSchema = requestShape.superRefine(addRuleIssues);

/**
 * The body of `PATCH /api/reservations/{code}`: the whole room plan (and passengers) again, and
 * optionally the note. Same rules as a booking.
 */
export const reservationChangeSchema = z
  .object({ rooms: requestShape.shape.rooms, note: reservationNoteSchema })
  .superRefine(addRuleIssues);

export type ReservationChange = z.output<typeof reservationChangeSchema>;

export const cancelReservationSchema = z.object({
  reason: requiredText(500),
});

/** `POST /api/admin/reservations/{code}/status`: staff move a reservation (a reason to cancel). */
export const reservationStatusChangeSchema = z
  .object({
    status: z.enum(["CONFIRMED", "CANCELLED"], { error: "INVALID_VALUE" }),
    reason: z.string({ error: "INVALID_VALUE" }).trim().max(500, { error: "TOO_LONG" }).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === "CANCELLED" && !change.reason) {
      ctx.addIssue({ code: "custom", message: "CANCEL_REASON_REQUIRED", path: ["reason"] });
    }
  });

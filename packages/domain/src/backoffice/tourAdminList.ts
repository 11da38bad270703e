import { z } from "../schemas/zod.ts";
import { roomTypes } from "../catalogues/rooms.ts";
import { tourCategories } from "../catalogues/tours.ts";
import { isReservationCode } from "../reservations/reservation.ts";
import { visaStates } from "../operations/readiness.ts";
import { tourLists } from "../tours/tourLists.ts";

/**
 * Issue 25: the staff's tour list (`/admin/tour/allTours`), the availability board
 * (`/admin/availability`) and the hand changes of rooming and visas, as the URL and the API
 * both spell them.
 */
export const tourAdminSorts = ["title", "-created", "next-departure", "-popularity"] as const;
export type TourAdminSort = (typeof tourAdminSorts)[number];
export const tourAdminPageSize = 25;

const yesNo = z.enum(["yes", "no"], { error: "INVALID_VALUE" }).optional();

export const tourAdminListQuerySchema = z.object({
  q: z
    .string({ error: "INVALID_VALUE" })
    .trim()
    .max(100, { error: "TOO_LONG" })
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  /** A tour list's id (`tourLists`): the tours that list shows, published or not. */
  list: z
    .string({ error: "INVALID_VALUE" })
    .refine((id) => tourLists.some((list) => list.id === id), { error: "INVALID_VALUE" })
    .optional(),
  category: z.enum(tourCategories, { error: "INVALID_VALUE" }).optional(),
  /** A season id, '2025-2026': tours with a departure in it. */
  season: z
    .string({ error: "INVALID_VALUE" })
    .regex(/^(\d{4})-(\d{4})$/, { error: "INVALID_VALUE" })
    .refine((id) => Number(id.slice(5)) === Number(id.slice(0, 4)) + 1, { error: "INVALID_VALUE" })
    .optional(),
  published: yesNo,
  /** Tours with at least one upcoming departure on sale. */
  open: yesNo,
  sort: z.enum(tourAdminSorts, { error: "INVALID_VALUE" }).default("title"),
  page: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(10_000, { error: "INVALID_VALUE" })
    .default(1),
  locale: z.enum(["tr", "en"], { error: "INVALID_VALUE" }).default("tr"),
});
export type TourAdminListQuery = z.output<typeof tourAdminListQuerySchema>;

export const availabilityQuerySchema = z.object({
  /** 'YYYY-MM': departures starting that month (default: every upcoming one). */
  month: z
    .string({ error: "INVALID_VALUE" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "INVALID_VALUE" })
    .optional(),
  tourId: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(2_000_000_000, { error: "INVALID_VALUE" })
    .optional(),
  locale: z.enum(["tr", "en"], { error: "INVALID_VALUE" }).default("tr"),
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

const key = z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }).max(80, { error: "TOO_LONG" });
const hotelId = z
  .number({ error: "INVALID_VALUE" })
  .int({ error: "INVALID_VALUE" })
  .min(0, { error: "INVALID_VALUE" })
  .max(2_000_000_000, { error: "INVALID_VALUE" });

/** `POST /api/admin/departures/{id}/rooming`: one hand change to one hotel's list (`RoomingChange`). */
export const roomingChangeSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("move"), hotelId, personKey: key, toRoomKey: key }),
    z.object({
      kind: z.literal("moveToNewRoom"),
      hotelId,
      personKey: key,
      roomType: z.enum(roomTypes, { error: "INVALID_VALUE" }),
    }),
    z.object({ kind: z.literal("lock"), hotelId, roomKey: key }),
    z.object({ kind: z.literal("unlock"), hotelId, roomKey: key }),
    z.object({ kind: z.literal("release"), hotelId, roomKey: key }),
  ],
  { error: "INVALID_VALUE" },
);
export type RoomingChangeInput = z.output<typeof roomingChangeSchema>;

/** `PUT /api/admin/departures/{id}/visas`: visa states set by staff, per traveller. */
export const visaChangeSchema = z.object({
  visas: z
    .array(
      z.object({
        reservationCode: z.string({ error: "REQUIRED" }).refine(isReservationCode, { error: "INVALID_VALUE" }),
        position: z
          .number({ error: "INVALID_VALUE" })
          .int({ error: "INVALID_VALUE" })
          .min(0, { error: "INVALID_VALUE" })
          .max(1000, { error: "INVALID_VALUE" }),
        state: z.enum(visaStates, { error: "INVALID_VALUE" }),
      }),
    )
    .min(1, { error: "REQUIRED" })
    .max(1000, { error: "TOO_LONG" }),
});
export type VisaChangeInput = z.output<typeof visaChangeSchema>;

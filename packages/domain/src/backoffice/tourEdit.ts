import { z } from "../schemas/zod.ts";
import { roomTypes, roomViews } from "../catalogues/rooms.ts";
import { tourCategories } from "../catalogues/tours.ts";
import { compareDates, daysBetween, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { currencies } from "../money/money.ts";
import { locales, type Locale } from "../paths/locale.ts";
import { videoEmbed } from "../tours/video.ts";
import { tourLists } from "../tours/tourLists.ts";
import { foldSearchText } from "./reservationList.ts";

/**
 * Issue 25: what staff may write about a tour and its departures, in one place for the edit
 * page's form and `POST/PATCH /api/admin/tours…`. Both languages are edited side by side, so a
 * tour is always complete in tr and en. Codes are the domain's (`REQUIRED`, `TOO_LONG`,
 * `INVALID_VALUE`, `DATE_INVALID`); what needs the database (a slug already taken, capacity under
 * the seats sold) the API refuses with the back office's own codes (`backofficeErrorCodes`).
 */

/** A tour's address segment: lowercase letters, digits and single hyphens; never only digits (an id). */
export const tourSlugPattern = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const tourSlugMaxLength = 120;

export function isTourSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= tourSlugMaxLength && tourSlugPattern.test(value);
}

/** A slug a tour may not take because a tour list answers `/tour/{slug}` first (spec §2). */
export function isReservedTourSlug(slug: string, locale: Locale): boolean {
  return tourLists.some((list) => list.slug[locale] === slug);
}

/** A slug suggested from a title: 'Ramazan Umresi 15 Gün' → 'ramazan-umresi-15-gun'. */
export function slugFromTitle(title: string): string {
  return foldSearchText(title)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, tourSlugMaxLength)
    .replace(/-+$/, "");
}

const text = (max: number) =>
  z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(max, { error: "TOO_LONG" });

/** A text that may be empty: empty (or null) means none. Absent stays absent (patches). */
const nullableText = (max: number) =>
  z
    .union([z.null(), z.string({ error: "INVALID_VALUE" })], { error: "INVALID_VALUE" })
    .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
    .pipe(z.string().max(max, { error: "TOO_LONG" }).nullable());

const whole = (min: number, max: number) =>
  z
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(min, { error: "INVALID_VALUE" })
    .max(max, { error: "INVALID_VALUE" });

/**
 * An image of the catalogue: a bundled demo image ('scenes/kaaba.jpg') or an upload
 * ('uploads/tours/….webp'); the same characters the image pipeline serves.
 */
export const catalogueImagePattern = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*\.(?:jpg|jpeg|png|webp|svg)$/;
const imagePath = z
  .string({ error: "REQUIRED" })
  .trim()
  .min(1, { error: "REQUIRED" })
  .max(300, { error: "TOO_LONG" })
  .refine((value) => catalogueImagePattern.test(value) && !value.includes(".."), { error: "INVALID_VALUE" });

export const tourGalleryMax = 30;

export const tourTextSchema = z.object({
  slug: z
    .string({ error: "REQUIRED" })
    .trim()
    .min(1, { error: "REQUIRED" })
    .max(tourSlugMaxLength, { error: "TOO_LONG" })
    .refine((value) => tourSlugPattern.test(value), { error: "INVALID_VALUE" }),
  title: text(200),
  /** Cards cut it to 120 characters (spec §9, `truncateSummary`); the form previews that cut. */
  shortDescription: text(500),
  campaignDescription: nullableText(500).default(null),
  descriptionHtml: z.string({ error: "INVALID_VALUE" }).trim().max(50_000, { error: "TOO_LONG" }).default(""),
  itinerary: z
    .array(
      z.object({
        day: whole(1, 60),
        title: text(200),
        text: z.string({ error: "INVALID_VALUE" }).trim().max(4000, { error: "TOO_LONG" }),
      }),
    )
    .max(60, { error: "TOO_LONG" })
    .default([]),
  includes: z.array(text(200)).max(40, { error: "TOO_LONG" }).default([]),
  excludes: z.array(text(200)).max(40, { error: "TOO_LONG" }).default([]),
});
export type TourTextInput = z.output<typeof tourTextSchema>;

export const tourFlightLegs = ["outbound", "return", "internal"] as const;
const clock = z.string({ error: "REQUIRED" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "INVALID_VALUE" });
const airport = z
  .string({ error: "REQUIRED" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "INVALID_VALUE" });

export const tourFlightSchema = z.object({
  leg: z.enum(tourFlightLegs, { error: "INVALID_VALUE" }),
  airline: text(80),
  flightNumber: z
    .string({ error: "REQUIRED" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,3} ?\d{1,4}[A-Z]?$/, { error: "INVALID_VALUE" }),
  fromAirport: airport,
  toAirport: airport,
  departureTime: clock,
  arrivalTime: clock,
});

export const tourHotelSchema = z.object({
  hotelId: whole(1, 2_000_000_000),
  nights: whole(1, 60),
  /** The room view the tour sells at that hotel (spec §3 room-view types), if it names one. */
  viewType: z.enum(roomViews, { error: "INVALID_VALUE" }).nullable().default(null),
});

export const tourGalleryImageSchema = z.object({
  src: imagePath,
  alt: z.object({
    tr: z.string({ error: "INVALID_VALUE" }).trim().max(200, { error: "TOO_LONG" }),
    en: z.string({ error: "INVALID_VALUE" }).trim().max(200, { error: "TOO_LONG" }),
  }),
});

/**
 * A tour's fields without defaults: zod applies a default even inside `.optional()`, so a patch
 * built from defaulted fields would reset what it does not name (an unsent `published` → false).
 */
const tourFields = {
  category: z.enum(tourCategories, { error: "INVALID_VALUE" }),
  days: whole(1, 60),
  /** The lowest hotel star rating of the package. */
  stars: whole(1, 5),
  popularGuide: z.boolean({ error: "INVALID_VALUE" }),
  minAge: whole(0, 120).nullable(),
  maxAge: whole(0, 120).nullable(),
  /** Only the domain's players (`videoEmbed`: YouTube, Vimeo); empty means none. */
  videoUrl: nullableText(500).refine((value) => value === null || videoEmbed(value) !== null, {
    error: "INVALID_VALUE",
  }),
  coverImage: imagePath,
  gallery: z.array(tourGalleryImageSchema).max(tourGalleryMax, { error: "TOO_LONG" }),
  published: z.boolean({ error: "INVALID_VALUE" }),
  /** Keys of the tour groups it appears in (`/tours/{link}`); lists follow from its fields. */
  groups: z.array(z.string({ error: "INVALID_VALUE" }).max(64, { error: "TOO_LONG" })).max(20, { error: "TOO_LONG" }),
  hotels: z.array(tourHotelSchema).max(10, { error: "TOO_LONG" }),
  flights: z.array(tourFlightSchema).max(12, { error: "TOO_LONG" }),
};

type AgeRange = { minAge?: number | null | undefined; maxAge?: number | null | undefined };
type Hotels = { hotels?: readonly { hotelId: number }[] | undefined };

function checkTour(tour: AgeRange & Hotels, ctx: z.RefinementCtx): void {
  if (tour.minAge != null && tour.maxAge != null && tour.minAge > tour.maxAge) {
    ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["maxAge"] });
  }
  const seen = new Set<number>();
  tour.hotels?.forEach((hotel, index) => {
    if (seen.has(hotel.hotelId))
      ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["hotels", index, "hotelId"] });
    seen.add(hotel.hotelId);
  });
}

/** `POST /api/admin/tours`: a whole tour in both languages. */
export const tourCreateSchema = z
  .object({
    ...tourFields,
    popularGuide: tourFields.popularGuide.default(false),
    minAge: tourFields.minAge.default(null),
    maxAge: tourFields.maxAge.default(null),
    videoUrl: tourFields.videoUrl.default(null),
    gallery: tourFields.gallery.default([]),
    published: tourFields.published.default(false),
    groups: tourFields.groups.default([]),
    hotels: tourFields.hotels.default([]),
    flights: tourFields.flights.default([]),
    translations: z.object({ tr: tourTextSchema, en: tourTextSchema }),
  })
  .superRefine(checkTour);
export type TourCreateInput = z.output<typeof tourCreateSchema>;

/**
 * `PATCH /api/admin/tours/{id}`: any field; a language's texts are sent whole. The age range is
 * checked against the stored one by the API (`tourAgeRangeValid`).
 */
export const tourPatchSchema = z
  .object({
    ...tourFields,
    translations: z.object({ tr: tourTextSchema.optional(), en: tourTextSchema.optional() }),
  })
  .partial()
  .superRefine(checkTour)
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: "VALIDATION_FAILED" });
export type TourPatchInput = z.output<typeof tourPatchSchema>;

export function tourAgeRangeValid(range: { minAge: number | null; maxAge: number | null }): boolean {
  return range.minAge === null || range.maxAge === null || range.minAge <= range.maxAge;
}

/** The fields of a tour the event log records (texts by locale, never the whole HTML twice). */
export const tourLoggedFields = [
  "category",
  "days",
  "stars",
  "popularGuide",
  "minAge",
  "maxAge",
  "videoUrl",
  "coverImage",
  "gallery",
  "published",
  "groups",
  "hotels",
  "flights",
] as const;

/** One price row of a departure: per person in minor units, per room type and currency (spec §3). */
export const departurePriceSchema = z
  .object({
    roomType: z.enum(roomTypes, { error: "INVALID_VALUE" }),
    currency: z.enum(currencies, { error: "INVALID_VALUE" }),
    /** The adult price (turAdult). */
    amount: whole(0, 2_000_000_000),
    /** The crossed-out 'high price'; not below the price. */
    highAmount: whole(0, 2_000_000_000).nullable().default(null),
    /** turChild and turBaby; null: a child pays the room price, a baby nothing (ADR 0100). */
    childAmount: whole(0, 2_000_000_000).nullable().default(null),
    babyAmount: whole(0, 2_000_000_000).nullable().default(null),
  })
  .refine((price) => price.highAmount === null || price.highAmount >= price.amount, {
    error: "INVALID_VALUE",
    path: ["highAmount"],
  });
export type DeparturePriceInput = z.output<typeof departurePriceSchema>;

const prices = z
  .array(departurePriceSchema)
  .max(roomTypes.length * currencies.length, { error: "TOO_LONG" })
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = `${row.roomType}:${row.currency}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: [index, "roomType"] });
      seen.add(key);
    });
  });

const capacity = whole(1, 5000);
const date = z
  .string({ error: "REQUIRED" })
  .min(1, { error: "REQUIRED" })
  .pipe(z.string().refine(isCalendarDate, { error: "DATE_INVALID" }))
  .transform((value) => value as CalendarDate);

// Zod runs an object's refinements even when a field failed: compare only real dates.
const bothDates = (departure: { startDate: unknown; returnDate: unknown }) =>
  isCalendarDate(departure.startDate) && isCalendarDate(departure.returnDate);

/** `POST /api/admin/tours/{id}/departures`. The days follow from the dates. */
export const departureCreateSchema = z
  .object({
    startDate: date,
    returnDate: date,
    capacity,
    closed: z.boolean({ error: "INVALID_VALUE" }).default(false),
    prices: prices.default([]),
    /** The group's guide, named on the day's operations list. */
    guideName: nullableText(120).default(null),
    /** Where the group meets at the airport (the manifest names the outbound airport otherwise). */
    meetingPoint: nullableText(200).default(null),
  })
  .refine((departure) => !bothDates(departure) || compareDates(departure.returnDate, departure.startDate) >= 0, {
    error: "INVALID_VALUE",
    path: ["returnDate"],
  });
export type DepartureCreateInput = z.output<typeof departureCreateSchema>;

/**
 * `PATCH /api/admin/departures/{id}`: capacity, open/closed for sale, and the whole price list
 * (rows left out are removed). Dates are not changed once a departure exists: its reservations'
 * passports and prices were checked against them.
 */
export const departurePatchSchema = z
  .object({
    capacity: capacity.optional(),
    closed: z.boolean({ error: "INVALID_VALUE" }).optional(),
    prices: prices.optional(),
    guideName: nullableText(120).optional(),
    meetingPoint: nullableText(200).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: "VALIDATION_FAILED" });
export type DeparturePatchInput = z.output<typeof departurePatchSchema>;

/** Calendar days a departure lasts, both ends included (10–19 December: 10 days). */
export function departureDays(departure: { startDate: CalendarDate; returnDate: CalendarDate }): number {
  return daysBetween(departure.startDate, departure.returnDate) + 1;
}

/** The locales a tour is edited in, side by side: every one of them. */
export const tourEditLocales: readonly Locale[] = locales;

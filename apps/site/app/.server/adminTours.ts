import {
  currencies,
  departureCreateSchema,
  departurePatchSchema,
  locales,
  moneyFromDecimal,
  parseWithCodes,
  roomTypes,
  tourCreateSchema,
  type Currency,
  type DepartureCreateInput,
  type DeparturePatchInput,
  type Locale,
  type MessageParams,
  type TourCreateInput,
} from "@rihla/domain";
import type { ApiError } from "./forms";

/**
 * The tour edit page's forms (issue 25) read into the domain's shapes and checked by the
 * domain's schemas before the API sees them, so a refusal names its field in the page's words.
 * Forms post plain names: `translations.tr.slug`, `prices.0.amount` (decimal major units, as
 * staff type prices; the API takes minor units).
 */

/** What a refused form gives back to the page: codes per field name, and the form's own code. */
export interface FormRefusal {
  ok: false;
  intent: string;
  departureId: number | null;
  code: string;
  params?: MessageParams | undefined;
  fields: Record<string, string[]>;
}

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A whole number as typed; anything else goes to the schema as typed, to be refused there. */
const whole = (form: FormData, name: string): number | string | null => {
  const value = text(form, name)?.trim() ?? "";
  if (value === "") return null;
  return /^-?\d{1,10}$/.test(value) ? Number(value) : value;
};

const checked = (form: FormData, name: string) => form.getAll(name).includes("true");

function listOf<K extends string>(form: FormData, name: string, key: K): Partial<Record<K, string[]>> {
  const value = text(form, name);
  if (value === undefined) return {};
  const items = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return { [key]: items } as Partial<Record<K, string[]>>;
}

/** A language's route, day by day, when the page showed it: a row without a title is no day. */
function readItinerary(form: FormData, locale: Locale) {
  if (!form.has(`translations.${locale}.itineraryShown`)) return null;
  const days: unknown[] = [];
  const rowOf: number[] = [];
  for (let row = 0; row < 61; row++) {
    const name = (field: string) => `translations.${locale}.itinerary.${row}.${field}`;
    const title = text(form, name("title"))?.trim() ?? "";
    if (title === "") continue;
    days.push({ day: whole(form, name("day")), title, text: text(form, name("text")) ?? "" });
    rowOf.push(row);
  }
  return { days, rowOf };
}

/** The hotel rows of the tour form (a row without a hotel is none), when the page showed them. */
function readHotels(form: FormData) {
  if (!form.has("hotelsShown")) return null;
  const hotels: unknown[] = [];
  const rowOf: number[] = [];
  for (let row = 0; row < 11; row++) {
    const hotelId = whole(form, `hotels.${row}.hotelId`);
    if (hotelId === null) continue;
    const view = text(form, `hotels.${row}.viewType`) ?? "";
    hotels.push({ hotelId, nights: whole(form, `hotels.${row}.nights`), viewType: view === "" ? null : view });
    rowOf.push(row);
  }
  return { hotels, rowOf };
}

/** The flight rows of the tour form (a row without a flight number is none), when the page showed them. */
function readFlights(form: FormData) {
  if (!form.has("flightsShown")) return null;
  const flights: unknown[] = [];
  const rowOf: number[] = [];
  for (let row = 0; row < 13; row++) {
    const flightNumber = text(form, `flights.${row}.flightNumber`)?.trim() ?? "";
    if (flightNumber === "") continue;
    const field = (name: string) => text(form, `flights.${row}.${name}`) ?? "";
    flights.push({
      leg: field("leg"),
      airline: field("airline"),
      flightNumber,
      fromAirport: field("fromAirport"),
      toAirport: field("toAirport"),
      departureTime: field("departureTime"),
      arrivalTime: field("arrivalTime"),
    });
    rowOf.push(row);
  }
  return { flights, rowOf };
}

/** The tour form as `tourCreateSchema` reads it: every field the page shows, both languages. */
export function readTourForm(form: FormData) {
  const hotels = readHotels(form);
  const flights = readFlights(form);
  const itinerary = { tr: readItinerary(form, "tr"), en: readItinerary(form, "en") };
  const textOf = (locale: Locale) => ({
    slug: text(form, `translations.${locale}.slug`) ?? "",
    title: text(form, `translations.${locale}.title`) ?? "",
    shortDescription: text(form, `translations.${locale}.shortDescription`) ?? "",
    campaignDescription: text(form, `translations.${locale}.campaignDescription`) ?? null,
    descriptionHtml: text(form, `translations.${locale}.descriptionHtml`) ?? "",
    // One item a line ('Vize', 'Transferler'); blank lines are no items.
    ...listOf(form, `translations.${locale}.includes`, "includes"),
    ...listOf(form, `translations.${locale}.excludes`, "excludes"),
    ...(itinerary[locale] ? { itinerary: itinerary[locale].days } : {}),
  });
  const raw = {
    category: text(form, "category"),
    days: whole(form, "days"),
    stars: whole(form, "stars"),
    popularGuide: checked(form, "popularGuide"),
    minAge: whole(form, "minAge"),
    maxAge: whole(form, "maxAge"),
    videoUrl: text(form, "videoUrl") ?? null,
    coverImage: text(form, "coverImage") ?? "",
    published: checked(form, "published"),
    groups: form.getAll("groups").filter((value): value is string => typeof value === "string"),
    translations: { tr: textOf("tr"), en: textOf("en") },
    ...(hotels ? { hotels: hotels.hotels } : {}),
    ...(flights ? { flights: flights.flights } : {}),
  };
  return Object.assign(parseWithCodes(tourCreateSchema, raw), {
    withHotels: hotels !== null,
    withFlights: flights !== null,
    withItinerary: itinerary.tr !== null && itinerary.en !== null,
    rows: {
      hotels: hotels?.rowOf ?? [],
      flights: flights?.rowOf ?? [],
      "itinerary.tr": itinerary.tr?.rowOf ?? [],
      "itinerary.en": itinerary.en?.rowOf ?? [],
    } satisfies RowsOf,
  });
}

/**
 * The change a saved edit form makes: the fields the page shows. The texts the page does not edit
 * (the route, and the lists when a form does not carry them) travel as they are, since a
 * language's texts are sent whole.
 */
export function tourChangeOf(
  value: TourCreateInput,
  current: Record<Locale, { itinerary: unknown; includes: unknown; excludes: unknown }>,
  withGroups: boolean,
  withLists = false,
  withHotels = false,
  withFlights = false,
  withItinerary = false,
) {
  const translations = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        ...value.translations[locale],
        itinerary: withItinerary ? value.translations[locale].itinerary : current[locale].itinerary,
        includes: withLists ? value.translations[locale].includes : current[locale].includes,
        excludes: withLists ? value.translations[locale].excludes : current[locale].excludes,
      },
    ]),
  ) as Record<Locale, TourCreateInput["translations"]["tr"]>;
  return {
    category: value.category,
    days: value.days,
    stars: value.stars,
    popularGuide: value.popularGuide,
    minAge: value.minAge,
    maxAge: value.maxAge,
    videoUrl: value.videoUrl,
    coverImage: value.coverImage,
    published: value.published,
    ...(withGroups ? { groups: value.groups } : {}),
    ...(withHotels ? { hotels: value.hotels } : {}),
    ...(withFlights ? { flights: value.flights } : {}),
    translations,
  };
}

/**
 * The price rows of a departure form. A row without an adult price is no row (that is how staff
 * remove one); `rowOf[k]` is the form row of the k-th price, to put the schema's codes back.
 */
function readPrices(form: FormData) {
  const prices: unknown[] = [];
  const rowOf: number[] = [];
  const max = roomTypes.length * currencies.length + 1;
  for (let row = 0; row < max; row++) {
    const amount = text(form, `prices.${row}.amount`)?.trim() ?? "";
    if (amount === "") continue;
    const currency = (text(form, `prices.${row}.currency`) ?? "") as Currency;
    const minor = (name: string) => {
      const value = text(form, `prices.${row}.${name}`)?.trim() ?? "";
      if (value === "") return null;
      if (!(currencies as readonly string[]).includes(currency)) return value;
      // Staff type 51000 or 51.000,50 or 51000.50: the domain's money reading.
      const parsed = moneyFromDecimal(value.replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", "."), currency);
      return parsed ? parsed.amount : value;
    };
    prices.push({
      roomType: text(form, `prices.${row}.roomType`),
      currency,
      amount: minor("amount"),
      highAmount: minor("highAmount"),
      childAmount: minor("childAmount"),
      babyAmount: minor("babyAmount"),
    });
    rowOf.push(row);
  }
  return { prices, rowOf };
}

/** Which form row holds the k-th item of a list the reader compacted (blank rows are no items). */
export type RowsOf = Partial<
  Record<"prices" | "hotels" | "flights" | "gallery" | "itinerary.tr" | "itinerary.en", readonly number[]>
>;

/** Field codes of a refusal, renamed from the schema's items to the form's rows and boxes. */
export function formFields(fields: Record<string, string[]>, rows: RowsOf): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [name, codes] of Object.entries(fields)) {
    const field = name
      .replace(
        /^(prices|hotels|flights|gallery)\.(\d+)\./,
        (_, list: "prices" | "hotels" | "flights" | "gallery", k: string) => `${list}.${rows[list]?.[Number(k)] ?? k}.`,
      )
      .replace(
        /^translations\.(tr|en)\.itinerary\.(\d+)\./,
        (_, l: "tr" | "en", k: string) => `translations.${l}.itinerary.${rows[`itinerary.${l}`]?.[Number(k)] ?? k}.`,
      )
      // A list's item is a line of its one text box: the box carries the codes.
      .replace(/^(translations\.\w+\.(?:includes|excludes))\.\d+$/, "$1");
    named[field] = [...new Set([...(named[field] ?? []), ...codes])];
  }
  return named;
}

export function readNewDepartureForm(form: FormData) {
  const { prices, rowOf } = readPrices(form);
  const parsed = parseWithCodes(departureCreateSchema, {
    startDate: text(form, "startDate") ?? "",
    returnDate: text(form, "returnDate") ?? "",
    capacity: whole(form, "capacity"),
    closed: checked(form, "closed"),
    prices,
  });
  return { parsed, rowOf } as {
    parsed: { ok: true; data: DepartureCreateInput } | { ok: false; errors: Record<string, string[]> };
    rowOf: number[];
  };
}

export function readDepartureForm(form: FormData) {
  const { prices, rowOf } = readPrices(form);
  const parsed = parseWithCodes(departurePatchSchema, {
    capacity: whole(form, "capacity"),
    closed: checked(form, "closed"),
    guideName: text(form, "guideName") ?? null,
    meetingPoint: text(form, "meetingPoint") ?? null,
    prices,
  });
  return { parsed, rowOf } as {
    parsed: { ok: true; data: DeparturePatchInput } | { ok: false; errors: Record<string, string[]> };
    rowOf: number[];
  };
}

export function refusal(
  intent: string,
  departureId: number | null,
  error: Pick<ApiError, "code" | "fields" | "params"> | { code: string; fields: Record<string, string[]> },
  rows: RowsOf = {},
): FormRefusal {
  return {
    ok: false,
    intent,
    departureId,
    code: error.code,
    params: "params" in error ? error.params : undefined,
    fields: formFields(error.fields ?? {}, rows),
  };
}

/** The largest gallery a form row can hold (the domain allows 30 images). */
const galleryRowsMax = 30;

export type GalleryImage = { src: string; alt: Record<Locale, string> };

/** What a gallery button asks: save as is, move one image up or down, remove one, or upload. */
export type GalleryOperation = { kind: "save" } | { kind: "upload" } | { kind: "up" | "down" | "remove"; row: number };

/** `gallery`, `gallery.upload`, `gallery.up.2`, `gallery.down.0`, `gallery.remove.4`; else null. */
export function galleryOperationOf(intent: string): GalleryOperation | null {
  if (intent === "gallery") return { kind: "save" };
  if (intent === "gallery.upload") return { kind: "upload" };
  const match = /^gallery\.(up|down|remove)\.(\d{1,2})$/.exec(intent);
  return match ? { kind: match[1] as "up" | "down" | "remove", row: Number(match[2]) } : null;
}

/**
 * The gallery form's images in the order the page showed them (`gallery.{row}.src`,
 * `gallery.{row}.alt.tr`, `gallery.{row}.alt.en`), with the button's move or removal applied.
 * `rowOf[k]` is the form row of the k-th image sent, so a refused alt text is shown on its box.
 */
export function readGalleryForm(form: FormData, operation: GalleryOperation) {
  const rows: { image: GalleryImage; row: number }[] = [];
  for (let row = 0; row < galleryRowsMax; row++) {
    const src = text(form, `gallery.${row}.src`);
    if (src === undefined) continue;
    const alt = (locale: Locale) => text(form, `gallery.${row}.alt.${locale}`) ?? "";
    rows.push({ image: { src, alt: { tr: alt("tr"), en: alt("en") } }, row });
  }
  if (operation.kind === "up" || operation.kind === "down" || operation.kind === "remove") {
    const at = rows.findIndex((entry) => entry.row === operation.row);
    const to = operation.kind === "up" ? at - 1 : at + 1;
    if (at >= 0 && operation.kind === "remove") rows.splice(at, 1);
    else if (at >= 0 && to >= 0 && to < rows.length) [rows[at], rows[to]] = [rows[to]!, rows[at]!];
  }
  return { gallery: rows.map((entry) => entry.image), rowOf: rows.map((entry) => entry.row) };
}

import type { SaleState } from "../catalogues/tours.ts";
import { isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { toDecimalString, type Money } from "../money/money.ts";

export interface FaqEntry {
  question: string;
  answer: string;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (isObject(value)) return textOf(value["text"] ?? value["name"]);
  return "";
}

/**
 * Spec §3: the page's `faq`, from the mainEntity of its JSON-LD (SA_Jsonld). Accepts a JSON
 * string or a parsed value, a single node, an array of nodes or an @graph. Bad JSON or an
 * unexpected shape gives [], never a throw.
 */
export function faqFromJsonLd(input: unknown): FaqEntry[] {
  let data: unknown = input;
  if (typeof input === "string") {
    try {
      data = JSON.parse(input);
    } catch {
      return [];
    }
  }
  const nodes: unknown[] = [];
  const visit = (value: unknown): void => {
    for (const node of asArray(value)) {
      if (!isObject(node)) continue;
      nodes.push(node);
      if (node["@graph"] !== undefined) visit(node["@graph"]);
    }
  };
  visit(data);
  const entries: FaqEntry[] = [];
  for (const node of nodes) {
    if (!isObject(node)) continue;
    for (const question of asArray(node["mainEntity"])) {
      if (!isObject(question)) continue;
      const q = textOf(question["name"]);
      const a = textOf(asArray(question["acceptedAnswer"])[0]);
      if (q !== "" && a !== "") entries.push({ question: q, answer: a });
    }
  }
  return entries;
}

/** Spec §9: Event structured data starts 12:00 and ends 19:00 at +03:00. */
export const eventStartTime = "12:00:00";
export const eventEndTime = "19:00:00";
export const eventUtcOffset = "+03:00";

export function eventDateTime(date: CalendarDate, time: string): string {
  return `${date}T${time}${eventUtcOffset}`;
}

export interface TourEventInput {
  name: string;
  description?: string;
  url: string;
  image?: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  price?: Money;
  saleState?: SaleState;
  locationName?: string;
  organizerName?: string;
  organizerUrl?: string;
}

const availability: Record<SaleState, string> = {
  ON_SALE: "https://schema.org/InStock",
  SOLD_OUT: "https://schema.org/SoldOut",
  CLOSED: "https://schema.org/Discontinued",
};

/** schema.org Event for a tour departure (spec §3, §9). */
export function tourEventJsonLd(input: TourEventInput): JsonObject {
  if (!isCalendarDate(input.startDate) || !isCalendarDate(input.endDate)) {
    throw new RangeError("Tour event needs calendar dates");
  }
  const event: JsonObject = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    startDate: eventDateTime(input.startDate, eventStartTime),
    endDate: eventDateTime(input.endDate, eventEndTime),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: input.url,
  };
  if (input.description) event["description"] = input.description;
  if (input.image) event["image"] = [input.image];
  if (input.locationName) event["location"] = { "@type": "Place", name: input.locationName };
  if (input.organizerName) {
    event["organizer"] = {
      "@type": "Organization",
      name: input.organizerName,
      ...(input.organizerUrl ? { url: input.organizerUrl } : {}),
    };
  }
  if (input.price) {
    event["offers"] = {
      "@type": "Offer",
      price: toDecimalString(input.price),
      priceCurrency: input.price.currency,
      availability: availability[input.saleState ?? "ON_SALE"],
      url: input.url,
    };
  }
  return event;
}

import type { PassengerType } from "../catalogues/passengers.ts";
import { roomTypes, type RoomType } from "../catalogues/rooms.ts";
import type { CalendarDate } from "../dates/calendarDate.ts";
import type { ErrorCode } from "../messages/messages.ts";
import {
  addMoney,
  currencies,
  money,
  multiplyMoney,
  sumMoney,
  zeroMoney,
  type Currency,
  type Money,
} from "../money/money.ts";
import type { ReservationDraft } from "../reservations/draft.ts";

/** DOUBLE and TWIN share one price (both are two people in a room). */
export const priceRoomTypes = ["SINGLE", "DOUBLE", "TRIPLE", "QUAD"] as const;
export type PriceRoomType = (typeof priceRoomTypes)[number];

export function priceRoomTypeOf(roomType: RoomType): PriceRoomType {
  return roomType === "TWIN" ? "DOUBLE" : roomType;
}

/**
 * What a departure costs, in minor units of one currency. Adult prices are per person and
 * depend on the room type; `listPrices` are the optional higher 'high price' shown struck through.
 * Children pay `childPrice` (default: the adult price of the room), babies `babyPrice` (default 0).
 */
export interface DeparturePricing {
  departureDate?: CalendarDate;
  currency: Currency;
  prices: Partial<Record<PriceRoomType, number>>;
  listPrices?: Partial<Record<PriceRoomType, number>>;
  childPrice?: number;
  babyPrice?: number;
  /** Per room type child and baby prices; where set they win over `childPrice` / `babyPrice`. */
  childPrices?: Partial<Record<PriceRoomType, number>>;
  babyPrices?: Partial<Record<PriceRoomType, number>>;
}

export interface PriceLine {
  roomIndex: number;
  roomType: RoomType;
  passengerType: PassengerType;
  quantity: number;
  unitPrice: Money;
  /** Struck-through unit price when higher than the unit price. */
  listUnitPrice: Money | null;
  total: Money;
}

export type DraftPrice =
  | { ok: true; lines: PriceLine[]; total: Money; listTotal: Money | null }
  | { ok: false; code: ErrorCode; roomIndex: number };

const nonNegative = (amount: number | undefined): number | undefined =>
  amount === undefined ? undefined : Math.max(0, Math.trunc(amount));

/**
 * Prices a draft: one line per room and passenger type with people in it. The total is the sum
 * of the lines; never negative; adding a person never lowers it (all unit prices are ≥ 0).
 */
export function priceDraft(departure: DeparturePricing, draft: Pick<ReservationDraft, "rooms">): DraftPrice {
  const lines: PriceLine[] = [];
  let hasListPrice = false;
  for (const [roomIndex, room] of draft.rooms.entries()) {
    const key = priceRoomTypeOf(room.roomType);
    const adultPrice = nonNegative(departure.prices[key]);
    if (adultPrice === undefined) return { ok: false, code: "ROOM_TYPE_NOT_OFFERED", roomIndex };
    const list = nonNegative(departure.listPrices?.[key]);
    const unit: Record<PassengerType, number> = {
      turAdult: adultPrice,
      turChild: nonNegative(departure.childPrices?.[key] ?? departure.childPrice) ?? adultPrice,
      turBaby: nonNegative(departure.babyPrices?.[key] ?? departure.babyPrice) ?? 0,
    };
    const counts: Record<PassengerType, number> = { turAdult: room.adult, turChild: room.child, turBaby: room.baby };
    for (const passengerType of ["turAdult", "turChild", "turBaby"] as const) {
      const quantity = Math.max(0, Math.trunc(counts[passengerType]));
      if (quantity === 0) continue;
      const unitPrice = money(unit[passengerType], departure.currency);
      const listUnit =
        passengerType === "turAdult" && list !== undefined && list > adultPrice
          ? money(list, departure.currency)
          : null;
      if (listUnit) hasListPrice = true;
      lines.push({
        roomIndex,
        roomType: room.roomType,
        passengerType,
        quantity,
        unitPrice,
        listUnitPrice: listUnit,
        total: multiplyMoney(unitPrice, quantity),
      });
    }
  }
  const total = sumMoney(
    lines.map((line) => line.total),
    departure.currency,
  );
  const listTotal = hasListPrice
    ? lines.reduce(
        (sum, line) => addMoney(sum, multiplyMoney(line.listUnitPrice ?? line.unitPrice, line.quantity)),
        zeroMoney(departure.currency),
      )
    : null;
  return { ok: true, lines, total, listTotal };
}

/** The lowest adult price of a departure ("from …" on tour cards); null when nothing is priced. */
export function lowestAdultPrice(departure: DeparturePricing): Money | null {
  const amounts = Object.values(departure.prices).filter((a): a is number => a !== undefined && a >= 0);
  return amounts.length === 0 ? null : money(Math.min(...amounts.map(Math.trunc)), departure.currency);
}

/** One stored price row of a departure (table departure_prices), amounts in minor units. */
export interface DeparturePriceRow {
  roomType: string;
  currency: string;
  amount: number;
  highAmount?: number | null;
  childAmount?: number | null;
  babyAmount?: number | null;
}

/**
 * The pricing of a departure in one currency from its stored rows; null when no row is in that
 * currency. Unknown room types are ignored; a TWIN row prices the shared DOUBLE key.
 */
export function departurePricingFromRows(
  rows: readonly DeparturePriceRow[],
  currency: Currency,
): DeparturePricing | null {
  const pricing: DeparturePricing & Required<Pick<DeparturePricing, "listPrices" | "childPrices" | "babyPrices">> = {
    currency,
    prices: {},
    listPrices: {},
    childPrices: {},
    babyPrices: {},
  };
  let found = false;
  for (const row of rows) {
    if (row.currency !== currency || !(roomTypes as readonly string[]).includes(row.roomType)) continue;
    const key = priceRoomTypeOf(row.roomType as RoomType);
    found = true;
    pricing.prices[key] = row.amount;
    if (row.highAmount != null) pricing.listPrices[key] = row.highAmount;
    if (row.childAmount != null) pricing.childPrices[key] = row.childAmount;
    if (row.babyAmount != null) pricing.babyPrices[key] = row.babyAmount;
  }
  return found ? pricing : null;
}

/** Currencies a departure is priced in, in the catalogue order (TRY first: the default for a booking). */
export function pricedCurrencies(rows: readonly Pick<DeparturePriceRow, "currency">[]): Currency[] {
  const present = new Set(rows.map((row) => row.currency));
  return currencies.filter((currency) => present.has(currency));
}

/**
 * The price rows a visitor is shown for a departure: those in the currency they read in (the
 * locale's), or, when the departure has none in it, those in the first currency it is priced in.
 * Empty only when the departure has no price at all.
 */
export function pricesShownIn<Row extends Pick<DeparturePriceRow, "currency">>(
  rows: readonly Row[],
  preferred: string,
): Row[] {
  const shown = rows.some((row) => row.currency === preferred) ? preferred : rows[0]?.currency;
  return rows.filter((row) => row.currency === shown);
}

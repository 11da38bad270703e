import { addDays, type CalendarDate, type SaleState } from "@rihla/domain";
import type { RihlaApi } from "../app.ts";
import { departurePrices, departures, tours } from "../db/schema.ts";

let counter = 0;

/**
 * A tour with one departure priced in USD and TRY, straight in the tables. Prices (minor units),
 * per person: DOUBLE/TWIN 1500.00 USD, TRIPLE 1300.00, child 1000.00, baby 250.00; TRY DOUBLE 51000.00
 * with no child or baby price (children pay the room price, babies nothing).
 */
export async function createDeparture(
  api: RihlaApi,
  overrides: Partial<{ capacity: number; seatsTaken: number; saleState: SaleState; startDate: CalendarDate }> = {},
) {
  const db = api.deps.database.db;
  const [tour] = await db
    .insert(tours)
    .values({ key: `test-tour-${++counter}-${Date.now()}`, category: "umrah", days: 10, stars: 5, coverImage: "x.jpg" })
    .returning();
  const startDate = overrides.startDate ?? "2026-12-10";
  const [departure] = await db
    .insert(departures)
    .values({
      tourId: tour!.id,
      startDate,
      returnDate: addDays(startDate, 10),
      days: 10,
      capacity: overrides.capacity ?? 40,
      seatsTaken: overrides.seatsTaken ?? 0,
      saleState: overrides.saleState ?? "ON_SALE",
    })
    .returning();
  await db.insert(departurePrices).values([
    {
      departureId: departure!.id,
      roomType: "DOUBLE",
      currency: "USD",
      amountMinor: 150000,
      highAmountMinor: 172500,
      childAmountMinor: 100000,
      babyAmountMinor: 25000,
    },
    {
      departureId: departure!.id,
      roomType: "TRIPLE",
      currency: "USD",
      amountMinor: 130000,
      highAmountMinor: null,
      childAmountMinor: 100000,
      babyAmountMinor: 25000,
    },
    {
      departureId: departure!.id,
      roomType: "DOUBLE",
      currency: "TRY",
      amountMinor: 5100000,
      highAmountMinor: null,
      childAmountMinor: null,
      babyAmountMinor: null,
    },
  ]);
  return { tourId: tour!.id, departureId: departure!.id };
}

/** A passenger that passes every draft rule for a departure on 2026-12-10. */
export function passenger(overrides: Record<string, unknown> = {}) {
  return {
    passengerType: "turAdult",
    name: "Ayşe",
    surname: "Yılmaz",
    tckn: "10000000146",
    birthDate: "1980-05-01",
    gender: "female",
    passportNumber: "U12345678",
    passportExpiry: "2030-01-01",
    citizenship: "TUR",
    ...overrides,
  };
}

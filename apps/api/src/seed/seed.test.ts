import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cities, seasonOf, seasonStartingIn } from "@rihla/domain";
import { count, eq, inArray, lt, lte, max, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { createApi } from "../app.ts";
import { loadConfig } from "../config.ts";
import { departures, hotels, pages, tours } from "../db/schema.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";
import { hotelContents } from "./content/hotels.ts";
import { buildTourCatalogue } from "./content/tours.ts";
import { seedDemo } from "./seed.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const total = async (table: typeof tours | typeof departures | typeof pages) =>
  (await api.deps.database.db.select({ n: count() }).from(table))[0]!.n;

describe("demo seed", () => {
  it("loads a believable catalogue", async () => {
    // Exact counts from the seed's own data for the tests' clock, then the spec's floor.
    const catalogue = buildTourCatalogue({
      today: "2026-11-21",
      hotelNames: Object.fromEntries(hotelContents.map((hotel) => [hotel.key, hotel.name])),
    });
    const seededDepartures = catalogue.reduce((sum, tour) => sum + tour.departures.length, 0);
    expect(await total(tours)).toBe(catalogue.length);
    expect(await total(departures)).toBe(seededDepartures);
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    expect(seededDepartures).toBeGreaterThanOrEqual(400);
    const holyCityHotels = await api.deps.database.db
      .select({ n: count() })
      .from(hotels)
      .where(inArray(hotels.cityId, ["MAKKAH", "MADINA"]));
    const seededHolyCity = hotelContents.filter((hotel) => ["MAKKAH", "MADINA"].includes(hotel.cityId)).length;
    expect(holyCityHotels[0]!.n).toBe(seededHolyCity);
    expect(seededHolyCity).toBeGreaterThanOrEqual(12);
    expect((await api.deps.database.db.select({ n: count() }).from(hotels))[0]!.n).toBe(hotelContents.length);
    expect(cities.length).toBeGreaterThan(0);
  });

  it("puts departures in the current and next season relative to the clock", async () => {
    const [range] = await api.deps.database.db
      .select({ first: min(departures.startDate), last: max(departures.startDate) })
      .from(departures);
    const season = seasonOf("2026-11-21");
    // Nothing over: groups on the road today (/tour/ongoing-tours) and departures ahead.
    const over = await api.deps.database.db
      .select({ n: count() })
      .from(departures)
      .where(lt(departures.returnDate, "2026-11-21"));
    expect(over[0]!.n).toBe(0);
    const onTheRoad = await api.deps.database.db
      .select({ n: count() })
      .from(departures)
      .where(lte(departures.startDate, "2026-11-21"));
    expect(onTheRoad[0]!.n).toBeGreaterThan(0);
    expect(range!.first! > "2026-10-21").toBe(true);
    expect(range!.last! < seasonStartingIn(season.startYear + 1).end).toBe(true);
    expect(range!.last! >= seasonStartingIn(season.startYear + 1).start).toBe(true);
  });

  it("is idempotent and can reset", async () => {
    const before = await total(departures);
    expect((await seedDemo({ db: api.deps.database.db, now: testNow })).skipped).toBe(true);
    expect(await total(departures)).toBe(before);
    const later = new Date("2027-03-01T09:00:00Z");
    const report = await seedDemo({ db: api.deps.database.db, now: later, reset: true });
    expect(report.skipped).toBe(false);
    expect(await total(tours)).toBe(report.tours);
    const [ended] = await api.deps.database.db
      .select({ n: count() })
      .from(departures)
      .where(lt(departures.returnDate, "2027-03-01"));
    expect(ended!.n).toBe(0);
    expect(
      (await api.deps.database.db.select({ n: count() }).from(pages).where(eq(pages.key, "umre-nedir")))[0]!.n,
    ).toBe(1);
  });
});

describe("embedded database at start", () => {
  it("loads the demo into an empty PGlite folder once, and not when DEMO_SEED=off", async () => {
    if (process.env.TEST_DATABASE_URL) return; // PostgreSQL is seeded only by `npm run db:seed`.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-seed-"));
    try {
      const config = { ...loadConfig({ DATA_DIR: folder }), rateLimit: { max: 5, windowMs: 60_000 } };
      const first = await createApi(config, { now: () => testNow });
      const response = await first.app.request("/api/tours?list=umre-turlari&pageSize=1");
      expect(((await response.json()) as { total: number }).total).toBeGreaterThan(20);
      await first.close();
      const off = await createApi(
        { ...loadConfig({ DATA_DIR: path.join(folder, "other"), DEMO_SEED: "off" }) },
        { now: () => testNow },
      );
      expect((await off.app.request("/api/site")).status).toBe(404);
      await off.close();
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 90_000);
});

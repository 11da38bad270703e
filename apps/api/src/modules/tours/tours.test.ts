/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import {
  addDays,
  cities,
  hotelClassStars,
  priceRoomTypeOf,
  tourFromOffer,
  tourLists,
  type CalendarDate,
  type Currency,
  type SaleState,
} from "@rihla/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { hotelContents } from "../../seed/content/hotels.ts";
import { buildTourCatalogue, priceRows } from "../../seed/content/tours.ts";
import { insertCities, insertHotels, insertTours, type DepartureSpec, type TourSpec } from "../../seed/factories.ts";
import { createTestApi, getJson } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const get = (url: string) => getJson(api, url);
const today = "2026-11-21";

describe("GET /api/tours by tour-list slug", () => {
  it.each(
    tourLists.flatMap((list) => [
      [list.id, "tr", list.slug.tr],
      [list.id, "en", list.slug.en],
    ]),
  )("%s (%s %s) lists at least one matching tour", async (_id, locale, slug) => {
    const { status, body } = await get(`/api/tours?locale=${locale}&list=${slug}&pageSize=100`);
    expect(status).toBe(200);
    expect(body.list.slug).toBe(slug);
    expect(body.items.length).toBeGreaterThan(0);
    const list = tourLists.find((l) => l.slug.tr === slug || l.slug.en === slug)!;
    for (const tour of body.items) {
      expect(tour.category).toBe(list.filter.category);
      if (list.filter.days) expect(tour.days).toBe(list.filter.days);
      if (list.filter.stars) expect(tour.stars).toBeGreaterThanOrEqual(list.filter.stars);
      if (list.filter.guide) expect(tour.popularGuide).toBe(true);
      expect(tour.nextDeparture >= today).toBe(true);
      if (list.filter.month) expect(Number(tour.nextDeparture.slice(5, 7))).toBe(list.filter.month);
    }
  });

  it("answers 404 for an unknown list slug", async () => {
    const { status, body } = await get("/api/tours?list=olmayan-liste");
    expect(status).toBe(404);
    expect(body.error.code).toBe("TOUR_LIST_NOT_FOUND");
  });
});

describe("GET /api/tours filters, sort and pagination", () => {
  it("sorts by price ascending in the requested currency and filters the range", async () => {
    const { body } = await get("/api/tours?category=umrah&sort=price&currency=TRY&pageSize=100");
    const prices = body.items.map((t: any) => t.fromPrice?.amount ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.items[0].fromPrice.currency).toBe("TRY");
    const min = prices[2];
    const max = prices[6];
    const ranged = await get(`/api/tours?category=umrah&currency=TRY&minPrice=${min}&maxPrice=${max}&pageSize=100`);
    expect(ranged.body.items.length).toBeGreaterThan(0);
    for (const tour of ranged.body.items) expect(tour.fromPrice.amount).toBeGreaterThanOrEqual(min);
    for (const tour of ranged.body.items) expect(tour.fromPrice.amount).toBeLessThanOrEqual(max);
  });

  it("sorts by popularity and by next departure", async () => {
    const popular = (await get("/api/tours?sort=popularity&pageSize=100")).body.items.map((t: any) => t.popularity);
    expect(popular).toEqual([...popular].sort((a: number, b: number) => b - a));
    const dates = (await get("/api/tours?sort=date&pageSize=100")).body.items.map((t: any) => t.nextDeparture);
    expect(dates).toEqual([...dates].sort());
  });

  it("filters by departure window, days, stars and category", async () => {
    const from = "2027-01-01";
    const to = "2027-01-31";
    const { body } = await get(`/api/tours?from=${from}&to=${to}&days=10&stars=4&pageSize=100`);
    expect(body.items.length).toBeGreaterThan(0);
    for (const tour of body.items) {
      expect(tour.nextDeparture >= from && tour.nextDeparture <= to).toBe(true);
      expect(tour.days).toBe(10);
      expect(tour.stars).toBeGreaterThanOrEqual(4);
    }
    const hajj = await get("/api/tours?category=hajj");
    expect(hajj.body.items.map((t: any) => t.category)).toEqual(hajj.body.items.map(() => "hajj"));
    expect(hajj.body.items.length).toBeGreaterThan(0);
  });

  it("paginates with a stable total", async () => {
    const first = await get("/api/tours?pageSize=5&page=1");
    const second = await get("/api/tours?pageSize=5&page=2");
    expect(first.body.total).toBeGreaterThanOrEqual(40);
    expect(second.body.total).toBe(first.body.total);
    expect(first.body.items).toHaveLength(5);
    const ids = new Set([...first.body.items, ...second.body.items].map((t: any) => t.id));
    expect(ids.size).toBe(10);
    const beyond = await get("/api/tours?pageSize=50&page=10");
    expect(beyond.body).toMatchObject({ items: [], total: first.body.total });
  });

  it("answers 400 with field errors for bad filters", async () => {
    const { status, body } = await get("/api/tours?month=13&sort=cheapest&from=2027-02-30&currency=GBP");
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(["currency", "from", "month", "sort"]);
  });
});

describe("GET /api/tours/{link}", () => {
  it("answers a tour by its slug in either locale, in the requested locale", async () => {
    const { status, body } = await get("/api/tours/7-gunluk-konfor-umre-turu?locale=en&currency=USD");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: "7-day-comfort-umrah-tour",
      slugs: { tr: "7-gunluk-konfor-umre-turu" },
      days: 7,
      locale: "en",
    });
    expect(body.itinerary).toHaveLength(7);
    expect(body.hotels.map((h: any) => h.city).sort()).toEqual(["Madina", "Makkah"]);
    expect(body.hotels.reduce((n: number, h: any) => n + h.nights, 0)).toBe(6);
    expect(body.flights.length).toBe(2);
    expect(body.departures.length).toBeGreaterThan(5);
    for (const departure of body.departures) {
      expect(departure.startDate >= today).toBe(true);
      expect(departure.prices.every((p: any) => p.currency === "USD")).toBe(true);
      expect(["ON_SALE", "SOLD_OUT", "CLOSED"]).toContain(departure.saleState);
    }
    expect(body.departures[0].prices[0]).toMatchObject({ roomType: "DOUBLE", amount: expect.any(Number) });
    const again = await get(`/api/tours/${body.id}?locale=tr`);
    expect(again.body.slug).toBe("7-gunluk-konfor-umre-turu");
    expect(new Set(again.body.departures[0].prices.map((p: any) => p.currency))).toEqual(new Set(["TRY", "USD"]));
  });

  it("prices each departure from its cheapest room, and leaves JSON-LD to the pages", async () => {
    const { body } = await get("/api/tours/10-day-comfort-umrah-tour?locale=en");
    const first = body.departures[0];
    const usd = first.prices.filter((p: any) => p.currency === "USD").map((p: any) => p.amount);
    expect(first.fromPrices[0]).toEqual({ amount: Math.min(...usd), currency: "USD" });
    expect(first.fromPrices.map((m: any) => m.currency)).toEqual(["USD", "TRY"]);
    // The site builds the page's schema.org Events itself (apps/site/app/tourSeo.ts).
    expect(body).not.toHaveProperty("jsonLd");
  });

  it("summarises approved reviews only", async () => {
    const { body } = await get("/api/tours/10-gunluk-konfor-umre-turu");
    expect(body.reviews.count).toBe(3);
    expect(body.reviews.average).toBeCloseTo(4.7, 1);
    const blocked = await get("/api/tours/7-gunluk-ekonomik-umre-turu");
    expect(blocked.body.reviews).toEqual({ count: 0, average: null, latest: [] });
  });

  it("answers 404 and 400", async () => {
    expect((await get("/api/tours/no-such-tour")).status).toBe(404);
    expect((await get("/api/tours/999999")).body.error.code).toBe("TOUR_NOT_FOUND");
    expect((await get("/api/tours/7-gunluk-konfor-umre-turu?currency=XXX")).status).toBe(400);
  });
});

describe("GET /api/tour-links/{link}: a /tour/{link} page in one call", () => {
  it.each(
    tourLists.flatMap((list) => [
      ["tr", list.slug.tr],
      ["en", list.slug.en],
    ]),
  )("answers a list slug (%s %s) as GET /api/tours?list= does", async (locale, slug) => {
    const query = `locale=${locale}&sort=price&page=1&pageSize=5&currency=TRY`;
    const { status, body } = await get(`/api/tour-links/${slug}?${query}`);
    expect(status).toBe(200);
    expect(body.kind).toBe("list");
    expect(body.page).toEqual((await get(`/api/tours?${query}&list=${slug}`)).body);
  });

  it("names this locale's slug for the other locale's list slug (the site moves it with a 301)", async () => {
    const list = tourLists[0]!;
    const { body } = await get(`/api/tour-links/${list.slug.tr}?locale=en`);
    expect(body.kind).toBe("list");
    expect(body.page.list.slug).toBe(list.slug.en);
  });

  it.each([
    ["tr", "7-gunluk-konfor-umre-turu", "7-gunluk-konfor-umre-turu"],
    ["en", "7-gunluk-konfor-umre-turu", "7-day-comfort-umrah-tour"],
  ])("answers a tour (%s, %s) as GET /api/tours/{link} does, in every currency", async (locale, link, slug) => {
    const { status, body } = await get(`/api/tour-links/${link}?locale=${locale}&currency=TRY`);
    expect(status).toBe(200);
    expect(body.kind).toBe("tour");
    expect(body.tour.slug).toBe(slug);
    expect(body.tour).toEqual((await get(`/api/tours/${link}?locale=${locale}`)).body);
    expect(new Set(body.tour.departures[0].prices.map((p: any) => p.currency))).toEqual(new Set(["TRY", "USD"]));
  });

  it("answers a tour by id, 404 for a link that names neither and 400 for a bad filter", async () => {
    const tour = (await get("/api/tours/7-gunluk-konfor-umre-turu")).body;
    expect((await get(`/api/tour-links/${tour.id}?locale=tr`)).body.tour.slug).toBe("7-gunluk-konfor-umre-turu");
    const missing = await get("/api/tour-links/no-such-page?locale=tr");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("TOUR_NOT_FOUND");
    expect((await get("/api/tour-links/umre-turlari?month=13")).status).toBe(400);
  });
});

describe("tour groups, tour lists, reviews", () => {
  it("answers a group by either locale's slug with its tours", async () => {
    const { body } = await get("/api/tour-groups/international-tours?locale=en");
    expect(body).toMatchObject({ slug: "international-tours", slugs: { tr: "yurtdisi-turlari" } });
    expect(body.tours.items.length).toBeGreaterThanOrEqual(5);
    expect(body.tours.items.every((t: any) => t.category === "international")).toBe(true);
    expect((await get("/api/tour-groups/nope")).status).toBe(404);
    expect((await get("/api/tour-groups/yurtdisi-turlari?sort=nope")).status).toBe(400);
  });

  it("lists every domain tour list with both slugs", async () => {
    const { body } = await get("/api/tour-lists?locale=en");
    expect(body.items.map((l: any) => l.key)).toEqual(tourLists.map((l) => l.id));
    expect(body.items[0]).toMatchObject({ slug: "umrah-tours", slugs: { tr: "umre-turlari", en: "umrah-tours" } });
  });

  it("lists every tour with a programme and an upcoming departure, with its stops and days, for /tourDetail/routes", async () => {
    // Expected from the seed's own catalogue, not from the API.
    const seeded = buildTourCatalogue({ today, hotelNames: {} }).filter(
      (spec) => spec.translations.en.itinerary.length > 0 && spec.departures.some((d) => d.startDate >= today),
    );
    expect(seeded.length).toBeGreaterThan(5);
    const { status, body } = await get("/api/tour-routes?locale=en");
    expect(status).toBe(200);
    expect(body.items.map((item: any) => item.slug).sort()).toEqual(
      seeded.map((spec) => spec.translations.en.slug).sort(),
    );
    const spec = seeded[0]!;
    const item = body.items.find((entry: any) => entry.slug === spec.translations.en.slug);
    expect(item.itinerary).toEqual(spec.translations.en.itinerary.map(({ day, title }) => ({ day, title })));
    expect(item.stops.map((stop: any) => stop.nights)).toEqual(spec.hotels.map((hotel) => hotel.nights));
    expect(item.slugs).toEqual({ tr: spec.translations.tr.slug, en: spec.translations.en.slug });
    expect((await get("/api/tour-routes?locale=xx")).status).toBe(400);
  });

  it("lists the departures on the road today with the tour's day, for /tour/ongoing-tours", async () => {
    // Expected from the seed's own catalogue, with the day counted here.
    const expected = buildTourCatalogue({ today, hotelNames: {} }).flatMap((spec) =>
      spec.departures
        .filter((d) => d.startDate <= today && d.returnDate >= today)
        .map((d) => ({
          slug: spec.translations.tr.slug,
          startDate: d.startDate,
          day: Math.round((Date.parse(today) - Date.parse(d.startDate)) / 86_400_000) + 1,
        })),
    );
    expect(expected.length).toBeGreaterThan(2);
    const { status, body } = await get("/api/ongoing-departures?locale=tr");
    expect(status).toBe(200);
    expect(body.today).toBe(today);
    const got = body.items.map((item: any) => ({ slug: item.tour.slug, startDate: item.startDate, day: item.day }));
    expect(got.sort((a: any, b: any) => a.slug.localeCompare(b.slug))).toEqual(
      expected.sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    for (const item of body.items) expect(item.day).toBeLessThanOrEqual(item.days);
    // Under way, so none of them can be booked: the tour page lists only what is still ahead.
    const first = body.items[0];
    const detail = await get(`/api/tours/${first.tour.slug}?locale=tr`);
    expect(detail.body.departures.some((d: any) => d.id === first.id)).toBe(false);
  });

  it("lists approved reviews only, newest first", async () => {
    const { body } = await get("/api/reviews?pageSize=100");
    expect(body.total).toBe(body.items.length);
    expect(body.items.some((r: any) => r.name === "Spam Bot")).toBe(false);
    const dates = body.items.map((r: any) => r.travelledOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get("/api/reviews?locale=en")).body.items.every((r: any) => r.locale === "en")).toBe(true);
    expect((await get("/api/reviews?pageSize=0")).status).toBe(400);
  });

  it("names each review's tour in the reader's language, whatever the review's own", async () => {
    const [tr, en] = await Promise.all([get("/api/reviews?pageSize=100"), get("/api/reviews?pageSize=100&titles=en")]);
    const linked = en.body.items.filter((r: any) => r.tourId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const review of linked) {
      const tour = await get(`/api/tours/${review.tourId}?locale=en`);
      expect([review.tourSlug, review.tourTitle]).toEqual([tour.body.slug, tour.body.title]);
    }
    // Same reviews, same languages; only the titles follow `titles`.
    expect(en.body.items.map((r: any) => [r.id, r.locale])).toEqual(tr.body.items.map((r: any) => [r.id, r.locale]));
  });
});

describe("tour detail query count", () => {
  it("stays the same for a tour with 3 departures and one with 150 departures and 8 hotels", async () => {
    const queries: string[] = [];
    const counted = await createTestApi({}, { onQuery: (query) => queries.push(query) });
    try {
      const db = counted.deps.database.db;
      await insertCities(db, cities);
      await insertHotels(db, hotelContents.slice(0, 8), (hotelClass) => hotelClassStars[hotelClass]);
      const tour = (key: string, departures: number, hotelCount: number): TourSpec => ({
        key,
        category: "umrah",
        days: 10,
        stars: 4,
        popularGuide: false,
        minAge: null,
        maxAge: null,
        videoUrl: null,
        coverImage: "scenes/kaaba-dusk.jpg",
        gallery: [],
        popularity: 1,
        translations: {
          tr: {
            slug: `${key}-tr`,
            title: key,
            shortDescription: "k",
            campaignDescription: null,
            descriptionHtml: "<p>k</p>",
            itinerary: [],
            includes: [],
            excludes: [],
          },
          en: {
            slug: `${key}-en`,
            title: key,
            shortDescription: "s",
            campaignDescription: null,
            descriptionHtml: "<p>s</p>",
            itinerary: [],
            includes: [],
            excludes: [],
          },
        },
        flights: [],
        hotels: hotelContents.slice(0, hotelCount).map((h) => ({ hotelKey: h.key, nights: 1 })),
        groups: [],
        departures: Array.from({ length: departures }, (_, i) => {
          const start = addDays(today as CalendarDate, i + 1);
          return {
            startDate: start,
            returnDate: addDays(start, 9),
            days: 10,
            capacity: 40,
            seatsTaken: 0,
            saleState: "ON_SALE" as const,
            prices: priceRows(1500, start, ["DOUBLE", "TRIPLE", "QUAD", "SINGLE"]),
          };
        }),
      });
      await insertTours(db, [tour("small", 3, 1), tour("large", 150, 8)]);

      queries.length = 0;
      const small = await counted.app.request("/api/tours/small-tr");
      const smallQueries = queries.length;
      queries.length = 0;
      const large = await counted.app.request("/api/tours/large-tr");
      const largeQueries = queries.length;

      expect(small.status).toBe(200);
      expect(large.status).toBe(200);
      const body = (await large.json()) as { departures: { prices: unknown[] }[]; hotels: unknown[] };
      expect(body.departures).toHaveLength(150);
      expect(body.departures[0]!.prices).toHaveLength(8);
      expect(body.hotels).toHaveLength(8);
      expect(largeQueries).toBe(smallQueries);
      expect(largeQueries).toBeLessThanOrEqual(5);
    } finally {
      await counted.close();
    }
  });
});

describe("tour rules from the domain (issue 9 §3)", () => {
  /** The seed's own rows for the tests' clock, read without the API or SQL. */
  const catalogue = buildTourCatalogue({
    today: today as CalendarDate,
    hotelNames: Object.fromEntries(hotelContents.map((hotel) => [hotel.key, hotel.name])),
  });
  const pricing = (departure: DepartureSpec, currency: Currency) => ({
    saleState: departure.saleState,
    startDate: departure.startDate,
    currency,
    prices: Object.fromEntries(
      departure.prices
        .filter((price) => price.currency === currency)
        .map((price) => [priceRoomTypeOf(price.roomType), price.amountMinor]),
    ),
  });

  it("lists the tours that stay at a hotel (the hotel page's tours), as the seed assigns them", async () => {
    const hotels = (await get("/api/hotels?pageSize=100")).body.items as { id: number; key: string }[];
    let checked = 0;
    for (const hotel of hotels) {
      const expected = catalogue
        .filter((tour) => tour.hotels.some((stay) => stay.hotelKey === hotel.key))
        .map((tour) => tour.key)
        .sort();
      const { body } = await get(`/api/tours?hotel=${hotel.id}&pageSize=100`);
      expect(body.items.map((tour: any) => tour.key).sort(), hotel.key).toEqual(expected);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each(["TRY", "USD"] as const)(
    "lists each tour from the lowest adult price of its departures on sale (%s) and names that departure, as the domain computes it",
    async (currency) => {
      const { body } = await get(`/api/tours?currency=${currency}&pageSize=100`);
      expect(body.items.length).toBe(catalogue.length);
      for (const item of body.items) {
        const spec = catalogue.find((tour) => tour.key === item.key)!;
        const upcoming = spec.departures.filter((departure) => departure.startDate >= today);
        const expected = tourFromOffer(upcoming.map((departure) => pricing(departure, currency)));
        expect(expected, item.key).not.toBeNull();
        expect(item.fromPrice, item.key).toEqual(expected!.price);
        expect(item.fromDeparture?.startDate, item.key).toBe(expected!.departure.startDate);
      }
      // The seed prices departures differently, so the rule has a departure to choose.
      const named = body.items.filter((item: any) => item.fromDeparture.startDate !== item.nextDeparture);
      expect(named.length).toBeGreaterThan(0);
    },
  );

  it("gives every tour's page the list's 'from' price and departure, in each currency", async () => {
    let compared = 0;
    for (const currency of ["TRY", "USD"] as const) {
      const { body } = await get(`/api/tours?currency=${currency}&pageSize=100`);
      for (const item of body.items) {
        const detail = (await get(`/api/tours/${item.slug}?locale=tr`)).body;
        const offer = detail.fromOffers.find((o: any) => o.price.currency === currency);
        expect(offer?.price, item.key).toEqual(item.fromPrice);
        const departure = detail.departures.find((d: any) => d.id === offer.departureId);
        expect(departure.startDate, item.key).toBe(item.fromDeparture.startDate);
        expect(
          departure.fromPrices.find((p: any) => p.currency === currency),
          item.key,
        ).toEqual(item.fromPrice);
        compared++;
      }
    }
    expect(compared).toBe(catalogue.length * 2);
  });

  it("names the cheapest departure of a month list's tour within that month", async () => {
    const { body } = await get(`/api/tours?list=aralik-umre-turlari&currency=TRY&pageSize=100`);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      const spec = catalogue.find((tour) => tour.key === item.key)!;
      const december = spec.departures.filter((d) => d.startDate >= today && d.startDate.slice(5, 7) === "12");
      const expected = tourFromOffer(december.map((departure) => pricing(departure, "TRY")));
      expect(item.fromPrice, item.key).toEqual(expected?.price ?? null);
      expect(item.fromDeparture?.startDate ?? null, item.key).toBe(expected?.departure.startDate ?? null);
    }
  });

  it("derives each sale state from departures built for it, in the list and on the tour", async () => {
    const own = await createTestApi();
    try {
      const start = addDays(today as CalendarDate, 10);
      const departure = (saleState: SaleState, offset: number): DepartureSpec => ({
        startDate: addDays(start, offset),
        returnDate: addDays(start, offset + 9),
        days: 10,
        capacity: 40,
        seatsTaken: saleState === "SOLD_OUT" ? 40 : 0,
        saleState,
        // Departures not on sale are the cheaper ones: a "from" price that ignored the state would show.
        prices: priceRows(saleState === "ON_SALE" ? 1500 : 900, addDays(start, offset), ["DOUBLE", "QUAD"]),
      });
      const text = (key: string, locale: string) => ({
        slug: `${key}-${locale}`,
        title: key,
        shortDescription: "s",
        campaignDescription: null,
        descriptionHtml: "<p>s</p>",
        itinerary: [],
        includes: [],
        excludes: [],
      });
      const tour = (key: string, states: SaleState[]): TourSpec => ({
        key,
        category: "private",
        days: 10,
        stars: 4,
        popularGuide: false,
        minAge: null,
        maxAge: null,
        videoUrl: null,
        coverImage: "/images/cover.webp",
        gallery: [],
        popularity: 1,
        translations: { tr: text(key, "tr"), en: text(key, "en") },
        flights: [],
        hotels: [],
        groups: [],
        departures: states.map((state, index) => departure(state, index * 7)),
      });
      const expected: Record<string, SaleState> = {
        "on-sale-among-others": "ON_SALE",
        "sold-out-and-closed": "SOLD_OUT",
        "only-closed": "CLOSED",
      };
      await insertTours(own.deps.database.db, [
        tour("on-sale-among-others", ["SOLD_OUT", "CLOSED", "ON_SALE"]),
        tour("sold-out-and-closed", ["CLOSED", "SOLD_OUT", "CLOSED"]),
        tour("only-closed", ["CLOSED", "CLOSED"]),
      ]);
      const list = (await getJson(own, "/api/tours?category=private&currency=TRY&pageSize=100")).body;
      expect(Object.fromEntries(list.items.map((item: any) => [item.key, item.saleState]))).toEqual(expected);
      for (const [key, state] of Object.entries(expected)) {
        const detail = (await getJson(own, `/api/tours/${key}-en?locale=en`)).body;
        expect(detail.saleState, key).toBe(state);
        // Only a departure on sale gives a "from" price.
        const fromPrice = list.items.find((item: any) => item.key === key).fromPrice;
        expect(fromPrice === null, key).toBe(state !== "ON_SALE");
      }
      const onSale = departure("ON_SALE", 14).prices.filter((price) => price.currency === "TRY");
      expect(list.items.find((item: any) => item.key === "on-sale-among-others").fromPrice).toEqual({
        amount: Math.min(...onSale.map((price) => price.amountMinor)),
        currency: "TRY",
      });
    } finally {
      await own.close();
    }
  });
});

describe("GET /api/departures/{id}", () => {
  it("answers one departure with its tour, prices in every currency and whether it can be booked", async () => {
    const tour = (await get("/api/tours/7-gunluk-konfor-umre-turu?locale=tr")).body;
    const listed = tour.departures.find((d: any) => d.saleState === "ON_SALE" && d.seatsLeft > 0);
    const { status, body } = await get(`/api/departures/${listed.id}?locale=en`);
    expect(status).toBe(200);
    expect(body.tour).toMatchObject({ id: tour.id, slug: "7-day-comfort-umrah-tour" });
    expect(body.departure).toMatchObject({
      id: listed.id,
      startDate: listed.startDate,
      seatsLeft: listed.seatsLeft,
      saleState: "ON_SALE",
    });
    // The tour page's prices of this departure (both currencies), unchanged.
    const byKey = (p: any) => `${p.currency}/${p.roomType}/${p.amount}`;
    expect(body.departure.prices.map(byKey).sort()).toEqual(listed.prices.map(byKey).sort());
    expect(body.refusal).toBeNull();
    const closed = tour.departures.find((d: any) => d.saleState !== "ON_SALE");
    if (closed) {
      const answer = await get(`/api/departures/${closed.id}`);
      expect(answer.body.refusal).toBe(closed.saleState === "CLOSED" ? "DEPARTURE_CLOSED" : "SOLD_OUT");
    }
  });

  it("answers 404 for an unknown departure and 400 for a malformed id", async () => {
    expect((await get("/api/departures/999999999")).status).toBe(404);
    expect((await get("/api/departures/abc")).status).toBe(400);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { hotelContents } from "../../seed/content/hotels.ts";
import { createTestApi, getJson } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const get = (url: string) => getJson(api, url);

describe("GET /api/hotels", () => {
  it("has at least 12 hotels in Makkah and Madina, nearest first per city", async () => {
    const makkah = (await get("/api/hotels?city=MAKKAH&pageSize=100")).body;
    const madina = (await get("/api/hotels?city=MADINA&pageSize=100")).body;
    // Exact counts from the seed's own rows: `.every()` below is then never vacuously true.
    const seeded = (city: string) => hotelContents.filter((hotel) => hotel.cityId === city).length;
    expect(makkah.total).toBe(seeded("MAKKAH"));
    expect(madina.total).toBe(seeded("MADINA"));
    expect(makkah.total + madina.total).toBeGreaterThanOrEqual(12);
    const distances = makkah.items.map((h: any) => h.distanceMeters);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(makkah.items.every((h: any) => h.distanceTo === "haram" && h.city === "Mekke")).toBe(true);
  });

  it("filters by class and room view and paginates", async () => {
    const kaabaView = (await get("/api/hotels?view=KABAVIEW&locale=en&pageSize=100")).body;
    expect(kaabaView.items.length).toBe(hotelContents.filter((hotel) => hotel.viewTypes.includes("KABAVIEW")).length);
    expect(kaabaView.items.length).toBeGreaterThan(0);
    expect(kaabaView.items.every((h: any) => h.viewTypes.includes("KABAVIEW"))).toBe(true);
    const boutique = (await get("/api/hotels?hotelClass=BOUTIQUE&pageSize=100")).body;
    expect(boutique.items.length).toBe(hotelContents.filter((hotel) => hotel.hotelClass === "BOUTIQUE").length);
    expect(boutique.items.length).toBeGreaterThan(0);
    expect(boutique.items.every((h: any) => h.hotelClass === "BOUTIQUE" && h.stars === null)).toBe(true);
    const page1 = (await get("/api/hotels?pageSize=4&page=1")).body;
    const page2 = (await get("/api/hotels?pageSize=4&page=2")).body;
    expect(page1.items).toHaveLength(4);
    expect(page1.items.map((h: any) => h.id)).not.toEqual(page2.items.map((h: any) => h.id));
  });

  it("sorts by distance to the mosque, nearest first, across cities", async () => {
    const { body } = await get("/api/hotels?sort=distance&pageSize=100");
    const expected = [...hotelContents]
      .map((hotel) => hotel.distanceMeters ?? Number.POSITIVE_INFINITY)
      .sort((a, b) => a - b)
      .map((meters) => (meters === Number.POSITIVE_INFINITY ? null : meters));
    expect(body.items.map((h: any) => h.distanceMeters)).toEqual(expected);
    expect((await get("/api/hotels?sort=stars")).status).toBe(400);
  });

  it("answers 400 for an unknown city, class or view", async () => {
    const { status, body } = await get("/api/hotels?city=PARIS&hotelClass=7STARS&view=SEA");
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(["city", "hotelClass", "view"]);
  });
});

describe("GET /api/hotels/{id}", () => {
  it("answers one hotel in the requested locale, 404 and 400", async () => {
    const first = (await get("/api/hotels?pageSize=1")).body.items[0];
    const { status, body } = await get(`/api/hotels/${first.id}?locale=en`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: first.id, locale: "en", city: "Makkah" });
    expect(body.description).toMatch(/walk/);
    expect((await get("/api/hotels/99999")).status).toBe(404);
    expect((await get("/api/hotels/abc")).status).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { departures, siteSettingTranslations } from "../../db/schema.ts";
import { createTestApi, getJson } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

/** Issue 10: what every page reads is answered from memory until a write says it changed. */
describe("the data cache behind the public API", () => {
  it("serves the tour from cache until its departure changes, then the new seats", async () => {
    const { body: list } = await getJson(api, "/api/tours?locale=en&list=umrah-tours&pageSize=1");
    const slug = list.items[0].slug as string;
    const before = (await getJson(api, `/api/tours/${slug}?locale=en`)).body;
    const departure = before.departures[0];
    await api.deps.database.db
      .update(departures)
      .set({ saleState: "SOLD_OUT" })
      .where(eq(departures.id, departure.id as number));
    // The write above bypassed the services, so nothing published: the cached answer stands.
    expect((await getJson(api, `/api/tours/${slug}?locale=en`)).body.departures[0].saleState).toBe(departure.saleState);
    api.deps.changes.publish({ kind: "departure", departureId: departure.id, tourId: before.id });
    expect((await getJson(api, `/api/tours/${slug}?locale=en`)).body.departures[0].saleState).toBe("SOLD_OUT");
  });

  it("serves /api/site from cache until the site changes", async () => {
    const title = (await getJson(api, "/api/site?locale=tr")).body.settings.siteTitle as string;
    await api.deps.database.db
      .update(siteSettingTranslations)
      .set({ siteTitle: "Yeni başlık" })
      .where(eq(siteSettingTranslations.locale, "tr"));
    expect((await getJson(api, "/api/site?locale=tr")).body.settings.siteTitle).toBe(title);
    api.deps.changes.publish({ kind: "tour", tourId: 1 });
    expect((await getJson(api, "/api/site?locale=tr")).body.settings.siteTitle).toBe(title);
    api.deps.changes.publish({ kind: "site" });
    expect((await getJson(api, "/api/site?locale=tr")).body.settings.siteTitle).toBe("Yeni başlık");
  });
});

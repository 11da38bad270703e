/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { holidaysOfYear } from "@rihla/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi, getJson } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const get = (url: string) => getJson(api, url);

describe("GET /api/holidays", () => {
  it("answers the domain's holidays of a year in the requested locale", async () => {
    const { status, body } = await get("/api/holidays?year=2026&locale=en");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(holidaysOfYear(2026).length);
    const feast = body.items.find((h: any) => h.slug === "hday-2026-ramazan-bayrami");
    expect(feast).toMatchObject({ type: "religious", start: "2026-03-20", end: "2026-03-22" });
    expect(feast.name).not.toBe("Ramazan Bayramı");
    const kandil = await get("/api/holidays?year=2025&type=kandil");
    expect(kandil.body.items.length).toBeGreaterThan(0);
    expect(kandil.body.items.every((h: any) => h.type === "kandil")).toBe(true);
  });

  it("answers 400 outside 2025-2026 or for an unknown type", async () => {
    expect((await get("/api/holidays?year=2027")).status).toBe(400);
    expect((await get("/api/holidays?year=2026&type=birthday")).status).toBe(400);
  });
});

describe("GET /api/quizzes", () => {
  it("lists quizzes and answers one with at least 10 questions in each locale", async () => {
    const list = (await get("/api/quizzes?locale=en")).body;
    expect(list.items).toHaveLength(1);
    const tr = (await get(`/api/quizzes/${list.items[0].id}?locale=tr`)).body;
    const en = (await get(`/api/quizzes/${list.items[0].id}?locale=en`)).body;
    expect(tr.questions.length).toBeGreaterThanOrEqual(10);
    expect(en.questions).toHaveLength(tr.questions.length);
    for (const [i, question] of en.questions.entries()) {
      expect(question.choices[question.correctChoice]).toBeDefined();
      expect(question.correctChoice).toBe(tr.questions[i].correctChoice);
      expect(question.explanation.length).toBeGreaterThan(10);
    }
    expect((await get("/api/quizzes/999")).status).toBe(404);
    expect((await get("/api/quizzes/x")).status).toBe(400);
  });
});

describe("GET /api/campaigns", () => {
  it("lists campaigns running on the clock's day", async () => {
    const { body } = await get("/api/campaigns?locale=en");
    expect(body.items.length).toBeGreaterThan(0);
    for (const campaign of body.items)
      expect(campaign.startsOn <= "2026-11-21" && campaign.endsOn >= "2026-11-21").toBe(true);
    expect((await get("/api/campaigns?locale=de")).status).toBe(400);
  });
});

describe("GET /api/site", () => {
  it("answers settings, banner and menus of a locale in one call", async () => {
    const { status, body } = await get("/api/site?locale=en");
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({
      agencyName: "Rihla Turizm",
      tursabLicence: "7677",
      promoText: "2026-2027 Umrah Programmes",
    });
    expect(body.banner).toMatchObject({ buttonUrl: "/en/tour/umrah-tours" });
    expect(Object.keys(body.menus).sort()).toEqual(["footerCategories", "footerQuick", "header", "mobile"]);
    const umrah = body.menus.header[0];
    expect(umrah.href).toBe("/en/tour/umrah-tours");
    expect(umrah.children.map((c: any) => c.href)).toContain("/en/tour/private-umrah-tours");
    const tr = (await get("/api/site")).body;
    expect(tr.menus.header[0].children.map((c: any) => c.href)).toContain("/tour/kisiye-ozel-umre-turlari");
    expect((await get("/api/site?locale=ar")).status).toBe(400);
  });

  it("answers 404 when nothing is seeded", async () => {
    const empty = await createTestApi();
    try {
      const response = await empty.app.request("/api/site");
      expect(response.status).toBe(404);
      expect(((await response.json()) as any).error.code).toBe("SITE_NOT_CONFIGURED");
    } finally {
      await empty.close();
    }
  });
});

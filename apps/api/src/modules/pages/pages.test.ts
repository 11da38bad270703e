import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { eq } from "drizzle-orm";
import { pageTranslations } from "../../db/schema.ts";
import { createTestApi, getJson } from "../../testing/test-api.ts";

/** Spec §2 information pages plus the other pages it names. */
const informationSlugs = [
  "umre-nedir",
  "umreye-gitme-sartlari-nelerdir",
  "umre-turlari-nezaman-yapilir",
  "umre-hakkinda-bilinmesi-gerekenler",
  "umre-fiyatlari-nasil-hesaplanir",
  "gizlilik",
  "yorumlar",
  "ekibimiz",
  "banka-hesaplari",
  "grup-bayi-ozel-umre",
  "umreye-gitmeden-alinacaklar-rehberi",
  "hac",
  "hakkimizda",
  "pasaport-dogrulama",
  "yardim",
  "umre-rehberi",
  "umre-ve-hac-rehberi",
  "belgeler",
  "tur-sozlesmesi",
  "tur-fotograflari",
];

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const get = (url: string) => getJson(api, url);

describe("GET /api/page/find", () => {
  it("answers the English page with its FAQ for the Turkish slug, naming its English slug", async () => {
    const { status, body } = await get("/api/page/find?locale=en&slug=umre-nedir");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      locale: "en",
      slug: "what-is-umrah",
      slugs: { tr: "umre-nedir", en: "what-is-umrah" },
      title: "What Is Umrah? How Is Umrah Performed?",
      mainGroup: "information",
    });
    expect(body.content.bodyHtml).toContain("Safa and Marwa");
    expect(body.faq.length).toBeGreaterThanOrEqual(3);
    expect(body.faq[0]).toEqual({
      question: "When can Umrah be performed?",
      answer: expect.stringContaining("Day of Arafah"),
    });
    expect(body.content.jsonLd["@type"]).toBe("FAQPage");
    expect(body.pageTitle).toBe("What Is Umrah? How Is Umrah Performed? | Rihla Turizm");
  });

  it.each(informationSlugs)("resolves %s in both locales with distinct text", async (slug) => {
    const tr = await get(`/api/page/find?locale=tr&slug=${slug}`);
    const en = await get(`/api/page/find?locale=en&slug=${slug}`);
    expect(tr.status).toBe(200);
    expect(en.status).toBe(200);
    expect(tr.body.locale).toBe("tr");
    expect(en.body.locale).toBe("en");
    expect(en.body.title).not.toBe(tr.body.title);
    expect(tr.body.content.bodyHtml.length).toBeGreaterThan(100);
    expect(`${tr.body.content.bodyHtml}${en.body.content.bodyHtml}`).not.toMatch(/lorem ipsum/i);
  });

  it("uses the English slug 'comments' for yorumlar and resolves it", async () => {
    const { body } = await get("/api/page/find?locale=en&slug=comments");
    expect(body).toMatchObject({ slug: "comments", slugs: { tr: "yorumlar", en: "comments" } });
  });

  it("answers the slugs the domain's pageSlugFromPath sends for corporate, hotel and catalogue routes", async () => {
    const about = await get("/api/page/find?locale=tr&slug=kurumsal/hakkimizda");
    expect(about.body).toMatchObject({ key: "hakkimizda", mainGroup: "corporate" });
    const team = await get("/api/page/find?locale=en&slug=ekibimiz");
    expect(team.body.content.parentSlug).toBe("about-us");
    expect((await get("/api/page/find?locale=en&slug=hotels")).body.title).toBe("Hotels in Makkah and Madina");
    const list = await get("/api/page/find?locale=en&slug=kasim-umre-turlari");
    expect(list.body).toMatchObject({
      mainGroup: "tour-list",
      slug: "november-umrah-tours",
      title: "November Umrah Tours",
    });
    const group = await get("/api/page/find?locale=tr&slug=international-tours");
    expect(group.body).toMatchObject({ mainGroup: "tour-group", slug: "yurtdisi-turlari" });
    const tour = await get("/api/page/find?locale=en&slug=7-gunluk-konfor-umre-turu");
    expect(tour.body).toMatchObject({
      mainGroup: "tour",
      slug: "7-day-comfort-umrah-tour",
      pageTitle: "7-Day Comfort Umrah Tour | Rihla Turizm",
    });
  });

  it("lists the corporate family (parent first, then its children) for the side navigation", async () => {
    const { body } = await get("/api/page/find?locale=en&slug=ekibimiz");
    const slugs = (body.family as { slug: string }[]).map((page) => page.slug);
    expect(slugs[0]).toBe("about-us");
    expect(body.family[0].title).toBe("About Us");
    // The seed's pages with parentKey "hakkimizda", English slugs.
    expect(slugs.slice(1).sort()).toEqual(
      ["bank-accounts", "documents", "comments", "our-team", "privacy", "tour-photos", "tour-contract"].sort(),
    );
    const alone = await get("/api/page/find?locale=tr&slug=umre-nedir");
    expect(alone.body.family).toEqual([{ slug: "umre-nedir", title: alone.body.title }]);
  });

  it("sanitises a stored body before answering it", async () => {
    const db = api.deps.database.db;
    const [row] = await db.select().from(pageTranslations).where(eq(pageTranslations.slug, "gizlilik"));
    await db
      .update(pageTranslations)
      .set({ bodyHtml: `<p onclick="x()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>` })
      .where(eq(pageTranslations.pageId, row!.pageId));
    try {
      const { body } = await get("/api/page/find?locale=tr&slug=gizlilik");
      expect(body.content.bodyHtml).toBe("<p>ok</p><a>l</a>");
    } finally {
      await db
        .update(pageTranslations)
        .set({ bodyHtml: row!.bodyHtml })
        .where(eq(pageTranslations.pageId, row!.pageId));
    }
  });

  it("serves holiday pages from the domain's holiday data", async () => {
    const { status, body } = await get("/api/page/find?locale=en&slug=hday-2026-ramazan-bayrami");
    expect(status).toBe(200);
    expect(body.holiday).toEqual({ type: "religious", start: "2026-03-20", end: "2026-03-22" });
  });

  it("answers 404 PAGE_NOT_FOUND for an unknown slug", async () => {
    const { status, body } = await get("/api/page/find?locale=tr&slug=olmayan-sayfa");
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "PAGE_NOT_FOUND", message: "Page Not Found: olmayan-sayfa" } });
  });

  it("answers 400 with field errors for a missing slug or a bad locale", async () => {
    const { status, body } = await get("/api/page/find?locale=fr");
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields).toMatchObject({ locale: ["INVALID_VALUE"], slug: expect.any(Array) });
  });
});

describe("GET /api/page/faq", () => {
  it("answers one topic per page with a FAQ, help pages first", async () => {
    const { status, body } = await get("/api/page/faq?locale=tr&groups=help,hajj");
    expect(status).toBe(200);
    const keys = (body.items as { key: string }[]).map((topic) => topic.key);
    // Seed: the help pages yardim and sss and the Hajj page hac carry FAQs.
    expect(keys.slice(0, 2).sort()).toEqual(["sss", "yardim"]);
    expect(keys).toContain("hac");
    const help = body.items.find((topic: { key: string }) => topic.key === "yardim");
    expect(help.heading).toBe("Yardım");
    expect(help.faq[0].question).toBe("Rezervasyon için ne kadar ön ödeme gerekir?");
  });

  it("answers 400 for an unknown group", async () => {
    const { status, body } = await get("/api/page/faq?locale=en&groups=help,nope");
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("GET /api/redirects/check", () => {
  it("maps old monthly and day-count SEO paths to the tour lists", async () => {
    expect((await get("/api/redirects/check?path=/kasim-ayi-umre-turlari")).body).toEqual({
      from: "/kasim-ayi-umre-turlari",
      target: "/tour/kasim-umre-turlari",
      status: 301,
      absolute: false,
    });
    expect((await get("/api/redirects/check?path=/en/7-days-umrah/")).body.target).toBe("/en/tour/7-day-umrah-tours");
  });

  it("allows absolute targets", async () => {
    const { body } = await get("/api/redirects/check?path=/katalog");
    expect(body).toMatchObject({ absolute: true, status: 302, target: expect.stringMatching(/^https:\/\//) });
  });

  it("answers 404 for an unknown path and 400 for a non-path", async () => {
    expect((await get("/api/redirects/check?path=/nowhere")).status).toBe(404);
    expect((await get("/api/redirects/check?path=nowhere")).status).toBe(400);
  });
});

describe("GET /api/short-links/{id}", () => {
  it("resolves, 404s and 400s", async () => {
    expect((await get("/api/short-links/umre")).body).toEqual({ id: "umre", target: "/tour/umre-turlari" });
    expect((await get("/api/short-links/nope")).status).toBe(404);
    expect((await get("/api/short-links/bad%20id")).status).toBe(400);
  });
});

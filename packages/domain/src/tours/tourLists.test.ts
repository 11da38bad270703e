import { describe, expect, it } from "vitest";
import {
  findTourList,
  findTourListById,
  listTakesRequests,
  tourListPath,
  tourLists,
  translateTourListSlug,
} from "./tourLists.ts";

describe("spec §2: tour list slugs, Turkish ↔ English", () => {
  it("maps umre-turlari to umrah-tours both ways", () => {
    expect(translateTourListSlug("umre-turlari", "en")).toBe("umrah-tours");
    expect(translateTourListSlug("umrah-tours", "tr")).toBe("umre-turlari");
    expect(translateTourListSlug("umrah-tours", "en")).toBe("umrah-tours");
  });

  it("has the twelve monthly lists from August to July", () => {
    const months = tourLists.filter((list) => list.filter.month !== undefined);
    expect(months.map((list) => list.slug.tr)).toEqual([
      "agustos-umre-turlari",
      "eylul-umre-turlari",
      "ekim-umre-turlari",
      "kasim-umre-turlari",
      "aralik-umre-turlari",
      "ocak-umre-turlari",
      "subat-umre-turlari",
      "mart-umre-turlari",
      "nisan-umre-turlari",
      "mayis-umre-turlari",
      "haziran-umre-turlari",
      "temmuz-umre-turlari",
    ]);
    expect(months.map((list) => list.filter.month)).toEqual([8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7]);
    expect(translateTourListSlug("kasim-umre-turlari", "en")).toBe("november-umrah-tours");
    expect(findTourList("kasim-umre-turlari")?.list.title).toEqual({
      tr: "Kasım Umre Turları",
      en: "November Umrah Tours",
    });
  });

  it("has day-length lists for 3, 5, 7, 8, 10, 12, 13, 14 and 15 days", () => {
    const days = tourLists.flatMap((list) => (list.filter.days === undefined ? [] : [list.filter.days]));
    expect(days).toEqual([3, 5, 7, 8, 10, 12, 13, 14, 15]);
    expect(translateTourListSlug("7-gunluk-umre-turlari", "en")).toBe("7-day-umrah-tours");
    expect(findTourList("10-day-umrah-tours")).toMatchObject({ locale: "en", list: { filter: { days: 10 } } });
  });

  it("has private, 5-star luxury and popular-guide lists with their filters", () => {
    expect(findTourList("kisiye-ozel-umre-turlari")?.list).toMatchObject({
      slug: { en: "private-umrah-tours" },
      filter: { category: "private" },
    });
    expect(findTourList("5-yildizli-luks-umre-turlari")?.list).toMatchObject({
      slug: { en: "5-star-luxury-umrah-tours" },
      filter: { category: "umrah", stars: 5 },
    });
    expect(findTourList("umrah-tours-with-popular-guides")?.list.filter).toEqual({
      category: "umrah",
      guide: "popular",
    });
  });

  it("covers every tour list link of the header", () => {
    for (const slug of [
      "umre-turlari",
      "kisiye-ozel-umre-turlari",
      "7-gunluk-umre-turlari",
      "10-gunluk-umre-turlari",
      "5-yildizli-luks-umre-turlari",
      "kasim-umre-turlari",
      "aralik-umre-turlari",
      "ocak-umre-turlari",
      "subat-umre-turlari",
    ]) {
      expect(findTourList(slug)?.locale, slug).toBe("tr");
    }
  });

  it("keeps slugs and ids unique across both locales, with titles in both", () => {
    const all = tourLists.flatMap((list) => [list.slug.tr, list.slug.en]);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(tourLists.map((list) => list.id)).size).toBe(tourLists.length);
    for (const list of tourLists) {
      expect(list.title.tr).not.toBe("");
      expect(list.title.en).not.toBe("");
      expect(list.slug.tr).toMatch(/^[a-z0-9-]+$/);
      expect(list.slug.en).toMatch(/^[a-z0-9-]+$/);
    }
    expect(tourLists).toHaveLength(1 + 12 + 9 + 3);
  });

  it("answers undefined for unknown slugs", () => {
    expect(findTourList("nope")).toBeUndefined();
    expect(translateTourListSlug("nope", "en")).toBeUndefined();
  });

  it("builds localized list paths (non-Turkish locales prefix the path)", () => {
    const list = findTourListById("umrah");
    expect(list).toBeDefined();
    if (!list) return;
    expect(tourListPath(list, "tr")).toBe("/tour/umre-turlari");
    expect(tourListPath(list, "en")).toBe("/en/tour/umrah-tours");
    expect(findTourListById("nope")).toBeUndefined();
  });
});

describe("lists that take information requests (spec §2)", () => {
  it("is the private-Umrah list only", () => {
    expect(listTakesRequests("private")).toBe(true);
    expect(tourLists.filter((list) => listTakesRequests(list.id)).map((list) => list.id)).toEqual(["private"]);
    expect(listTakesRequests("no-such-list")).toBe(false);
  });
});

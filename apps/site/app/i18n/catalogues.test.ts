import { locales } from "@rihla/domain";
import { describe, expect, it } from "vitest";
import { pageTexts } from "./catalogues";
import { countText } from "./count";

describe("page texts", () => {
  // The root loader sends them to the browser as JSON: a function would arrive as nothing and
  // break the page on client navigation (it did: `t.tours.count is not a function`).
  it.each(locales)("survive the loader's JSON unchanged (%s)", (locale) => {
    const texts = pageTexts(locale);
    expect(JSON.parse(JSON.stringify(texts))).toEqual(texts);
  });

  it("count by the locale's plural rules", () => {
    const en = pageTexts("en").tours.count;
    const tr = pageTexts("tr").tours.count;
    expect([countText(en, 1, "en"), countText(en, 3, "en")]).toEqual(["1 tour", "3 tours"]);
    expect([countText(tr, 1, "tr"), countText(tr, 3, "tr")]).toEqual(["1 tur", "3 tur"]);
  });
});

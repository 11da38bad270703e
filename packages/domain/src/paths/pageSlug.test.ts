import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocale, locales, parseLocalePath } from "./locale.ts";
import { buildLocalePath, isPlausibleSlug, pageSlugFromPath, switchLocalePath } from "./pageSlug.ts";

describe("spec §2: page slug rule", () => {
  it.each([
    ["/tour/umre-turlari", "tr", "umre-turlari"],
    ["/en/tour/umrah-tours", "en", "umrah-tours"],
    ["/tours/rota-yurtdisi-turlari", "tr", "rota-yurtdisi-turlari"],
    ["/tourDetail/print/abc", "tr", "abc"],
    ["/tourDetail/routes", "tr", "routes"],
    ["/user/quiz/quiz-12", "tr", "quiz-12"],
    ["/hotel/hotels", "tr", "hotels"],
    ["/page/umre-nedir", "tr", "umre-nedir"],
    ["/iframe/tour/ramazan", "tr", "ramazan"],
    ["/admin/tour/ops-2026-01-10", "tr", "ops-2026-01-10"],
    ["/kurumsal/hakkimizda", "tr", "kurumsal/hakkimizda"],
    ["/contact", "tr", "contact"],
    ["/user/login", "tr", "user/login"],
    ["/", "tr", "home"],
    ["/en", "en", "home"],
  ])("%s → %s %s", (path, locale, slug) => {
    expect(pageSlugFromPath(path)).toEqual({ locale, slug });
  });

  it("turns yorumlar into comments in English only", () => {
    expect(pageSlugFromPath("/en/page/yorumlar").slug).toBe("comments");
    expect(pageSlugFromPath("/page/yorumlar").slug).toBe("yorumlar");
    expect(pageSlugFromPath("/tr/page/yorumlar").slug).toBe("yorumlar");
  });
});

describe("spec §2: localized path builder", () => {
  const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/).filter((s) => !isLocale(s));
  const canonicalPath = fc
    .tuple(fc.constantFrom(...locales), fc.array(segment, { maxLength: 5 }))
    .map(([locale, segments]) => buildLocalePath({ locale, segments }));

  it("★ round trip: build(parse(p)) = p for canonical paths", () => {
    fc.assert(
      fc.property(canonicalPath, (path) => {
        expect(buildLocalePath(parseLocalePath(path))).toBe(path);
      }),
    );
  });

  it("★ parse(build(x)) gives back the locale and segments", () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.array(segment, { maxLength: 5 }), (locale, segments) => {
        expect(parseLocalePath(buildLocalePath({ locale, segments }))).toMatchObject({ locale, segments });
      }),
    );
  });

  it("canonicalises /tr/ and trailing slashes", () => {
    expect(buildLocalePath(parseLocalePath("/tr/page/x/"))).toBe("/page/x");
    expect(buildLocalePath(parseLocalePath("/en/"))).toBe("/en");
  });

  it("switches the locale of a path", () => {
    expect(switchLocalePath("/tour/umre-turlari", "en")).toBe("/en/tour/umre-turlari");
    expect(switchLocalePath("/en/contact", "tr")).toBe("/contact");
  });
});

describe("a plausible slug", () => {
  it("is 1 to 200 characters without control characters", () => {
    expect(isPlausibleSlug("7-gunluk-konfor-umre-turu")).toBe(true);
    expect(isPlausibleSlug("x".repeat(200))).toBe(true);
    expect(isPlausibleSlug("x".repeat(201))).toBe(false);
    expect(isPlausibleSlug("")).toBe(false);
    for (const control of ["\u0000", "\t", "\n", "\r", "\u007f", "\u0085"]) {
      expect(isPlausibleSlug(`umre${control}turlari`)).toBe(false);
    }
  });
});

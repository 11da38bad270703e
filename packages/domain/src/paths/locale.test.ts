import { describe, expect, it } from "vitest";
import { isEmbeddablePath, localeCookie, localeFromCookie, localizePath, parseLocalePath } from "./locale.ts";
import { contentRoutePath } from "./contentRoutes.ts";

describe("spec §2: locale from the first path segment", () => {
  it("reads en as the locale and leaves the rest", () => {
    expect(parseLocalePath("/en/tour/umrah-tours")).toEqual({
      locale: "en",
      segments: ["tour", "umrah-tours"],
      slug: "umrah-tours",
    });
  });
  it("reads tr as the locale too", () => {
    expect(parseLocalePath("/tr/page/umre-nedir").locale).toBe("tr");
  });
  it("defaults to tr without a locale segment", () => {
    expect(parseLocalePath("/page/umre-nedir")).toMatchObject({ locale: "tr", slug: "umre-nedir" });
  });
  it("gives slug home when nothing is left", () => {
    expect(parseLocalePath("/").slug).toBe("home");
    expect(parseLocalePath("/en").slug).toBe("home");
    expect(parseLocalePath("/en/").slug).toBe("home");
    expect(parseLocalePath("").slug).toBe("home");
  });
  it("does not take other languages for a locale", () => {
    expect(parseLocalePath("/fr/tour")).toMatchObject({ locale: "tr", segments: ["fr", "tour"] });
  });
});

describe("spec §2: localized paths", () => {
  it("keeps Turkish paths without a prefix", () => {
    expect(localizePath("/contact", "tr")).toBe("/contact");
    expect(localizePath("/", "tr")).toBe("/");
  });
  it("prefixes English paths with /en", () => {
    expect(localizePath("/contact", "en")).toBe("/en/contact");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("contact", "en")).toBe("/en/contact");
  });
});

describe("spec §1, §9: the locale cookie", () => {
  it("lasts 365 days on path /", () => {
    expect(localeCookie).toEqual({ name: "locale", maxAgeSeconds: 31_536_000, path: "/" });
  });
  it("accepts only known locales", () => {
    expect(localeFromCookie("en")).toBe("en");
    expect(localeFromCookie("fr")).toBeUndefined();
    expect(localeFromCookie(null)).toBeUndefined();
  });
});

describe("spec §2: only the iframe pages may be framed", () => {
  it("allows /iframe/… in both locales, with or without a query", () => {
    expect(isEmbeddablePath("/iframe/tour/umre-turlari")).toBe(true);
    expect(isEmbeddablePath("/en/iframe/tour/umrah-tours?x=1")).toBe(true);
  });
  it("refuses every other page, and a bare /iframe", () => {
    expect(isEmbeddablePath("/")).toBe(false);
    expect(isEmbeddablePath("/user/settings")).toBe(false);
    expect(isEmbeddablePath("/tour/iframe")).toBe(false);
    expect(isEmbeddablePath("/iframe")).toBe(false);
    expect(isEmbeddablePath("/iframe/tour/")).toBe(false);
    expect(isEmbeddablePath("/iframe/page/x")).toBe(false);
    expect(isEmbeddablePath("/en/page/iframe/x")).toBe(false);
    expect(isEmbeddablePath("/iframe/../user/settings")).toBe(false);
  });
});

describe("content routes with a path per language (issue 22, problem 4)", () => {
  it("gives each its locale's own address", () => {
    expect(contentRoutePath("hajj", "tr")).toBe("/page/hac");
    expect(contentRoutePath("hajj", "en")).toBe("/en/page/hajj");
    expect(contentRoutePath("help", "en")).toBe("/en/help");
    expect(contentRoutePath("help", "tr")).toBe("/yardim");
  });
});

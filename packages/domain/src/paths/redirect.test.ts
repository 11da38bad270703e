import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect, trustedSiteOrigin } from "./redirect.ts";

declare const URL: new (input: string, base?: string) => { origin: string };

const origin = "https://rihla.example";
const fallback = "/user/dashboard";

/** Known open-redirect payloads, as the server sees them after one URL decoding (issue 11). */
const offSite = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\t/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\r\nSet-Cookie:x=1",
  "/ /evil.example",
  " //evil.example",
  "/.//evil.example",
  "/x/..//evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example",
  "http://evil.example/path",
  "HTTPS://rihla.example.evil.example",
  "https://rihla.example@evil.example",
  "//rihla.example@evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "/\u0000/evil.example",
  "/\u00a0/evil.example",
  "/ｅｖｉｌ.example",
  "/〱evil.example",
  "//evil.example%2f",
  "/%2f%2fevil.example",
  "",
  "   ",
];

describe("safeRedirect", () => {
  it.each(offSite)("falls back for %j", (payload) => {
    const answer = safeRedirect(payload, origin, fallback);
    // Whatever the answer, the browser must stay on the site.
    expect(new URL(answer, origin).origin).toBe(origin);
    if (!payload.startsWith("/%2f")) expect(answer).toBe(fallback);
  });

  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/en/user/settings?tab=2#x", origin, fallback)).toBe("/en/user/settings?tab=2#x");
    expect(safeRedirect("/", origin, fallback)).toBe("/");
    expect(safeRedirect("/umre-turlari/a%20b", origin, fallback)).toBe("/umre-turlari/a%20b");
    expect(safeRedirect(`${origin}/user/reservations`, origin, fallback)).toBe("/user/reservations");
    // Encoded slashes stay inside the path: the browser does not decode them in Location.
    expect(safeRedirect("/%2f%2fevil.example", origin, fallback)).toBe("/%2f%2fevil.example");
  });

  it("falls back for null, undefined and non-strings", () => {
    expect(safeRedirect(null, origin, fallback)).toBe(fallback);
    expect(safeRedirect(undefined, origin, fallback)).toBe(fallback);
    expect(safeRedirect("/x", "not an origin", fallback)).toBe(fallback);
    expect(safeRedirect("http://[::", origin, fallback)).toBe(fallback);
  });

  it("never answers a Location that leaves the site or holds a control character (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (target) => {
          const answer = safeRedirect(target, origin, fallback);
          expect(answer.startsWith("/")).toBe(true);
          expect(answer.startsWith("//")).toBe(false);
          expect(/[^\x21-\x7e]/.test(answer)).toBe(false);
          expect(new URL(answer, origin).origin).toBe(origin);
        },
      ),
    );
  });
});

describe("safeRedirect with offSite (a target the agency stored)", () => {
  it("keeps an absolute http(s) address of another site, normalised", () => {
    expect(safeRedirect("https://katalog.rihla.example/2026.pdf", origin, fallback, { offSite: true })).toBe(
      "https://katalog.rihla.example/2026.pdf",
    );
    expect(safeRedirect("HTTP://Example.COM", origin, fallback, { offSite: true })).toBe("http://example.com/");
    expect(safeRedirect("/tour/umre", origin, fallback, { offSite: true })).toBe("/tour/umre");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://user:pass@evil.example/",
    "https://evil.example/\u0000",
    "https://evil.example/\r\nSet-Cookie:x=1",
    "https://evil .example/",
    "javascript:alert(1)",
    "ftp://evil.example/",
    "data:text/html,x",
  ])("still refuses %j", (payload) => {
    expect(safeRedirect(payload, origin, fallback, { offSite: true })).toBe(fallback);
  });
});

describe("trustedSiteOrigin", () => {
  it("is PUBLIC_URL's origin when configured", () => {
    expect(trustedSiteOrigin("https://rihla.example/base", 3000)).toBe("https://rihla.example");
  });

  it("is otherwise the server's own listen origin, whatever host a request named", () => {
    expect(trustedSiteOrigin(undefined, 3000)).toBe("http://localhost:3000");
    expect(trustedSiteOrigin(undefined, 80)).toBe("http://localhost");
    expect(trustedSiteOrigin(undefined, 0)).toBe("http://localhost");
  });
});

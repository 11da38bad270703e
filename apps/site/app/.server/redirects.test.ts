import type { RihlaApi } from "@rihla/api";
import { createTestApi } from "@rihla/api/testing/api";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiContext } from "../context";
import { loader as notFoundLoader } from "../routes/not-found";
import { siteRedirect, storedRedirect } from "./redirects";

/**
 * Issue 28, finding 2: every Location the site builds stays on the site (or, for a redirect the
 * agency stored, goes to an http(s) address), whatever the address or a stored target holds.
 */
const origin = "https://rihla.example";

/** As an attacker writes them in a link; the server sees them after the URL parser. */
const payloads = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/en//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\nSet-Cookie: x=1",
  "/\u0000/evil.example",
  "/%00",
  "/%ZZ",
  "/.//evil.example",
  "https:evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/\ud800",
  "/çarşı",
];

function judge(response: Response): string {
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, origin).origin).toBe(origin);
  expect(location.startsWith("//")).toBe(false);
  return location;
}

describe("siteRedirect", () => {
  it.each(payloads)("keeps %j on the site", (payload) => {
    judge(siteRedirect(payload, 301));
  });

  it("keeps the site's own paths, a Turkish slug percent-encoded", () => {
    expect(siteRedirect("/en/tour/umrah?x=1", 301).headers.get("location")).toBe("/en/tour/umrah?x=1");
    expect(siteRedirect("/tour/çarşı").headers.get("location")).toBe("/tour/%C3%A7ar%C5%9F%C4%B1");
    expect(siteRedirect("//evil.example", 302, "/user/dashboard").headers.get("location")).toBe("/user/dashboard");
  });
});

describe("storedRedirect", () => {
  it("follows a stored path or http(s) address and nothing else", () => {
    expect(storedRedirect("/kurumsal/hakkimizda", 301)?.headers.get("location")).toBe("/kurumsal/hakkimizda");
    expect(storedRedirect("https://katalog.rihla.example/a.pdf", 302)?.headers.get("location")).toBe(
      "https://katalog.rihla.example/a.pdf",
    );
    for (const target of ["//evil.example", "/\\evil.example", "javascript:alert(1)", "https://x/\u0000", "x"]) {
      expect(storedRedirect(target, 302)).toBeNull();
    }
  });
});

describe("the not-found page's /tr redirect", () => {
  let rihla: RihlaApi;
  const context = new RouterContextProvider();
  beforeAll(async () => {
    rihla = await createTestApi();
    context.set(apiContext, rihla);
  });
  afterAll(() => rihla?.close());

  /** What the loader answers for an address: a redirect's Location, or the status it threw. */
  async function visit(path: string): Promise<{ status: number; location: string | null }> {
    const request = new Request(`${origin}${path}`);
    const url = new URL(request.url);
    try {
      await notFoundLoader({ request, context, url, params: {}, unstable_pattern: "*" } as never);
      return { status: 200, location: null };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: judge(thrown) };
      const status = (thrown as { init?: { status?: number } }).init?.status;
      return { status: status ?? 500, location: null };
    }
  }

  it("moves /tr/… to the Turkish path", async () => {
    expect(await visit("/tr/umre?x=1")).toEqual({ status: 301, location: "/umre?x=1" });
    expect(await visit("/tr")).toEqual({ status: 301, location: "/" });
  });

  it.each([
    "/tr//evil.example",
    "/tr///evil.example",
    "/tr/\\evil.example",
    "/tr/%5C%5Cevil.example",
    "/tr/%2F%2Fevil.example",
    "/tr/%09/evil.example",
    "/tr//%09/evil.example",
    "/tr/%00",
    "/tr/%ZZ",
    "/tr/.//evil.example",
    "/en//evil.example",
    "//evil.example",
  ])("never sends %s off the site, and answers no 500", async (path) => {
    const { status } = await visit(path);
    expect([301, 404]).toContain(status);
  });

  it("answers /tr//evil.example with the 404 page, not a redirect", async () => {
    expect(await visit("/tr//evil.example")).toEqual({ status: 404, location: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

/** Issue 11, findings 3 and 6: `/auth/logout?redirect=` stays on the site and never answers 500. */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const payloads = [
  "/%09/evil.example",
  "//evil.example",
  "/%5Cevil.example",
  "%5C%5Cevil.example",
  "https:evil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%0a/x",
  "/%C3%A7ar%C5%9F%C4%B1",
  "/.//evil.example",
  "%2F%2Fevil.example",
  "/%E2%80%AE/evil.example",
  "javascript:alert(1)",
];

describe("GET /auth/logout?redirect=", () => {
  it.each(payloads)("keeps %s on the site", async (payload) => {
    const origin = "http://127.0.0.1:3000";
    const response = await api.app.request(`${origin}/auth/logout?redirect=${payload}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(new URL(location, origin).origin).toBe(origin);
    expect(location).not.toMatch(/[\s\\]/);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("x="))).toBe(false);
  });

  it("follows a same-site path", async () => {
    const response = await api.app.request("/auth/logout?redirect=%2Fen%2Fuser%2Flogin%3Fa%3D1", {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.headers.get("location")).toBe("/en/user/login?a=1");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createUser, signIn, testOrigin } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

/** Issue 11, finding 9: another site's link cannot sign a user out; it gets a confirm page instead. */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const me = (cookie: string) => api.app.request(`${testOrigin}/api/custom/me`, { headers: { cookie } });

describe("GET /auth/logout", () => {
  it.each([
    { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" },
    { "sec-fetch-site": "none", "sec-fetch-mode": "navigate" },
    { "sec-fetch-site": "same-origin" },
    { referer: `${testOrigin}/en/user/dashboard` },
    { origin: testOrigin },
  ])("signs out a navigation from this origin: %o", async (headers) => {
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    const response = await api.app.request(`${testOrigin}/auth/logout?redirect=/en`, {
      headers: { cookie: session.cookie, ...headers },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
    expect((await me(session.cookie)).status).toBe(401);
  });

  // Issue 28, finding 8: same-site is not same-origin, and an image is no navigation.
  it.each([
    { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" },
    { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    { referer: "http://localhost:8081/page" },
    { origin: "http://localhost:8081" },
    { referer: "not a url" },
    {},
  ])("keeps the session and shows the confirm page for %o", async (headers) => {
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    const response = await api.app.request(`${testOrigin}/auth/logout?redirect=/en`, {
      headers: { cookie: session.cookie, ...headers },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await me(session.cookie)).status).toBe(200);
  });

  it("gives the confirm page a policy under which its button posts here", async () => {
    const response = await api.app.request(`${testOrigin}/auth/logout`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/(^|; )form-action 'self'(;|$)/);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
  });

  it("a cross-site GET keeps the session and shows a confirm page with a POST form, in the path's language", async () => {
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    for (const [redirect, words] of [
      ["/en/user/dashboard", /Sign out\?/],
      ["/", /Çıkış yapılsın mı\?/],
    ] as const) {
      const response = await api.app.request(`${testOrigin}/auth/logout?redirect=${encodeURIComponent(redirect)}`, {
        headers: { cookie: session.cookie, "sec-fetch-site": "cross-site", referer: "https://evil.example/" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(words);
      expect(html).toMatch(/<form method="post" action="\/auth\/logout">/);
      expect(html).toContain(`value="${redirect}"`);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // Still signed in.
    expect((await me(session.cookie)).status).toBe(200);
    // A cross-site Referer without Sec-Fetch-Site (older browsers) is treated alike.
    const old = await api.app.request(`${testOrigin}/auth/logout`, {
      headers: { cookie: session.cookie, referer: "https://evil.example/page" },
    });
    expect(old.status).toBe(200);
    expect((await me(session.cookie)).status).toBe(200);
  });

  it("the confirm page's POST signs out; a cross-site POST is refused", async () => {
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    const form = new URLSearchParams({ redirect: "/en" });
    const forged = await api.app.request(`${testOrigin}/auth/logout`, {
      method: "POST",
      headers: {
        cookie: session.cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    });
    expect(forged.status).toBe(403);
    expect((await me(session.cookie)).status).toBe(200);
    const confirmed = await api.app.request(`${testOrigin}/auth/logout`, {
      method: "POST",
      headers: { cookie: session.cookie, origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/en");
    expect((await me(session.cookie)).status).toBe(401);
  });
});

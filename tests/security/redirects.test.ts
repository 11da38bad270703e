import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";
import { count } from "./support/counts.ts";
import { send, signIn, type RawAnswer } from "./support/http.ts";

/**
 * Issue 11, findings 3 and 6: known open-redirect payloads, as an attacker writes them in a
 * link, against every redirect target the site takes: the signed-in login page, the login form
 * and sign-out. No Location may leave the site, none may hold a control character, no 5xx.
 */
const payloads = [
  "/%09/evil.example",
  "//evil.example",
  "///evil.example",
  "/%5Cevil.example",
  "%5C%5Cevil.example",
  "/%5C/evil.example",
  "/\\evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example",
  "http:%2F%2Fevil.example",
  "https:/%5Cevil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%0a/x",
  "/%0d/evil.example",
  "%09//evil.example",
  "//%09/evil.example",
  "/%20/evil.example",
  "/%C3%A7ar%C5%9F%C4%B1",
  "/%E2%80%AE/evil.example",
  "//evil%E3%80%82example",
  "/.//evil.example",
  "/x/..//evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "//127.0.0.1@evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E",
  "%00//evil.example",
];

let site: RunningSite;
let cookie: string;
beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development", PUBLIC_URL: "", RATE_LIMIT_MAX: "1000000" });
  cookie = await signIn(site.url, "customer@rihla.example");
});
afterAll(() => site?.stop());

function judge(answer: RawAnswer): string | null {
  expect(answer.status).toBeLessThan(500);
  const location = answer.headers.location;
  if (location === undefined) return null;
  const offSite = new URL(location, site.url).origin !== new URL(site.url).origin || /[\s\\]/.test(location);
  if (offSite) count("offSiteRedirects");
  return offSite ? location : null;
}

describe("open redirects", () => {
  it.each(payloads)("%s stays on the site everywhere", async (payload) => {
    const offSite: string[] = [];
    const login = await send(site.url, `/user/login?redirect=${payload}`, { headers: { cookie } });
    expect(login.status).toBe(302);
    offSite.push(judge(login) ?? "");
    const enLogin = await send(site.url, `/en/user/login?redirect=${payload}`, { headers: { cookie } });
    offSite.push(judge(enLogin) ?? "");
    const logout = await send(site.url, `/auth/logout?redirect=${payload}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    // A control character is refused at the API's edge (400), or the target falls back (302).
    expect([302, 400]).toContain(logout.status);
    offSite.push(judge(logout) ?? "");
    const form = await send(site.url, "/user/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: `email=agent%40rihla.example&password=Rihla2026%21demo&redirect=${payload}`,
    });
    expect(form.status).toBe(302);
    offSite.push(judge(form) ?? "");
    expect(offSite.filter(Boolean)).toEqual([]);
  });

  // Issue 28, finding 2: paths the site itself turns into a Location (the /tr prefix dropped,
  // a short link, a moved page), HTML and .data alike.
  it.each([
    "/tr//evil.example",
    "/tr///evil.example",
    "/tr/%5C%5Cevil.example",
    "/tr/%5Cevil.example",
    "/tr/%2F%2Fevil.example",
    "/tr/%09/evil.example",
    "/tr//%09/evil.example",
    "/tr/%0d%0aSet-Cookie:%20x=1",
    "/tr/%00",
    "/tr/%ZZ",
    "/tr/.//evil.example",
    "/tr//evil.example.data",
    "/en//evil.example",
    "/r/%2F%2Fevil.example",
    "/r/%5C%5Cevil",
  ])("the path %s stays on the site", async (payload) => {
    const offSite: string[] = [];
    for (const target of [payload, `${payload}?x=1`]) {
      const answer = await send(site.url, target);
      offSite.push(judge(answer) ?? "");
      // A single-fetch (.data) redirect travels in the body: no scheme-relative target there either.
      if (/\.data(\?|$)/.test(target) && /"(\/\/|\\\\|\/\\)[^"]*evil/.test(answer.body)) offSite.push(answer.body);
    }
    expect(offSite.filter(Boolean)).toEqual([]);
  });

  it("still follows a same-site target", async () => {
    const answer = await send(site.url, "/user/login?redirect=%2Fen%2Fuser%2Fsettings%3Ftab%3D1", {
      headers: { cookie },
    });
    expect(answer.headers.location).toBe("/en/user/settings?tab=1");
  });
});

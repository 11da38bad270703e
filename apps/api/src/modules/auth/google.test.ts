/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { users } from "../../db/schema.ts";
import { createUser } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

/** A real OAuth 2 / OIDC server on loopback; the API talks to it over HTTP like to Google. */
let provider: OAuth2Server;
let api: RihlaApi;
let profile: Record<string, unknown> = {};
const tokenRequests: string[] = [];

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = profile;
  });
  provider.service.on("beforeResponse", (_response: unknown, request: { body?: Record<string, string> }) => {
    if (request.body?.code_verifier) tokenRequests.push(request.body.code_verifier);
  });
  const issuer = provider.issuer.url!;
  api = await createTestApi({
    google: {
      clientId: "rihla-web",
      clientSecret: "rihla-secret",
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      userinfoUrl: `${issuer}/userinfo`,
    },
  });
});
afterAll(async () => {
  await api.close();
  await provider.stop();
});

/** Browser round trip: /auth/google → provider /authorize (HTTP) → our callback. */
async function googleSignIn(query = "", tamper?: (callback: URL) => void) {
  const start = await api.app.request(`/auth/google${query}`);
  expect(start.status).toBe(302);
  const flowCookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith("rihla_oauth="))!
    .split(";")[0]!;
  const authorize = new URL(start.headers.get("location")!);
  const atProvider = await fetch(authorize, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location")!);
  tamper?.(callback);
  const back = await api.app.request(`${callback.pathname}${callback.search}`, { headers: { cookie: flowCookie } });
  const sessionCookie = back.headers.getSetCookie().find((c) => c.startsWith("rihla_session="));
  return { authorize, back, location: back.headers.get("location"), cookie: sessionCookie?.split(";")[0] };
}

const current = async (cookie: string | undefined) => {
  const response = await api.app.request("/auth/login/success", { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as any };
};

describe("Google sign-in against a local OIDC server", () => {
  it("sends state and an S256 PKCE challenge, creates a confirmed Customer with the kept referral", async () => {
    profile = {
      sub: "g-new-1",
      email: "New.Pilgrim@gmail.test",
      email_verified: true,
      given_name: "Yusuf",
      family_name: "Aydın",
    };
    const result = await googleSignIn("?ref=kampanya-9&locale=en");
    expect(result.authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(result.authorize.searchParams.get("state")).toBeTruthy();
    expect(result.authorize.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
    expect(result.location).toBe("/en/user/login?loginSuccess=1");
    expect(tokenRequests.length).toBeGreaterThan(0);
    const me = await current(result.cookie);
    expect(me).toMatchObject({
      status: 200,
      body: {
        success: true,
        user: {
          email: "new.pilgrim@gmail.test",
          firstName: "Yusuf",
          surname: "Aydın",
          role: "Customer",
          referral: "kampanya-9",
        },
      },
    });
    expect(me.body.user.emailConfirmedAt).not.toBeNull();
    // The same Google account later finds the same user.
    const again = await googleSignIn();
    expect((await current(again.cookie)).body.user.id).toBe(me.body.user.id);
    expect(again.location).toBe("/user/login?loginSuccess=1");
  });

  it("links to an existing account by verified e-mail", async () => {
    const existing = await createUser(api, { email: "linked@example.com" });
    profile = { sub: "g-linked", email: "LINKED@example.com", email_verified: true, given_name: "X" };
    const result = await googleSignIn();
    expect((await current(result.cookie)).body.user.id).toBe(existing.id);
    const [row] = await api.deps.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSubject).toBe("g-linked");
    expect(row!.passwordHash).toBe(existing.passwordHash);
  });

  it("never links or creates with an unverified e-mail", async () => {
    const existing = await createUser(api, { email: "victim@example.com" });
    profile = { sub: "g-attacker", email: "victim@example.com", email_verified: false };
    const result = await googleSignIn();
    expect(result.location).toBe("/user/login?loginError=LOGIN_FAILED");
    expect(result.cookie).toBeUndefined();
    const [row] = await api.deps.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSubject).toBeNull();
    expect(await api.deps.database.db.select().from(users).where(eq(users.googleSubject, "g-attacker"))).toEqual([]);
  });

  it("refuses a callback whose state does not match the cookie, and disabled users", async () => {
    profile = { sub: "g-state", email: "state@example.com", email_verified: true };
    const forged = await googleSignIn("", (callback) => callback.searchParams.set("state", "forged"));
    expect(forged.location).toContain("loginError=LOGIN_FAILED");
    expect(forged.cookie).toBeUndefined();
    await createUser(api, { email: "off@example.com", active: false });
    profile = { sub: "g-off", email: "off@example.com", email_verified: true };
    const disabled = await googleSignIn();
    expect(disabled.location).toContain("loginError=ACCOUNT_DISABLED");
    expect(disabled.cookie).toBeUndefined();
  });
});

describe("Google not configured", () => {
  it("answers 503 SOCIAL_LOGIN_UNAVAILABLE", async () => {
    const plain = await createTestApi();
    try {
      const response = await plain.app.request("/auth/google?ref=x");
      expect(response.status).toBe(503);
      expect(((await response.json()) as any).error.code).toBe("SOCIAL_LOGIN_UNAVAILABLE");
      expect((await plain.app.request("/auth/google/callback?code=a&state=b")).status).toBe(503);
    } finally {
      await plain.close();
    }
  });
});

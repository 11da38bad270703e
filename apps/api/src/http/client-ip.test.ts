/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { loadConfig } from "../config.ts";
import { sessions } from "../db/schema.ts";
import { createUser, testPassword } from "../testing/accounts.ts";
import { createTestApi } from "../testing/test-api.ts";

/**
 * Issue 11, finding 1: the site calls the API in-process, so the client's socket address must
 * travel with the call; without it every visitor shared one rate-limit bucket ("local").
 */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({ trustedIpHeader: undefined, rateLimit: { max: 2, windowMs: 60_000 } });
});
afterAll(() => api.close());

const newsletter = (address: string | undefined, email: string) =>
  api.fetch(
    new Request("http://127.0.0.1/api/newsletter-subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
      body: JSON.stringify({ email, locale: "tr" }),
    }),
    address === undefined ? undefined : { clientAddress: address },
  );

const login = async (address: string, email: string, password: string) => {
  const response = await api.fetch(
    new Request("http://127.0.0.1/auth/local", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ email, password }),
    }),
    { clientAddress: address },
  );
  return { status: response.status, body: (await response.json()) as any };
};

describe("client address of in-process calls", () => {
  it("keeps per-IP limits apart for two client addresses", async () => {
    for (let i = 0; i < 2; i++) expect((await newsletter("127.0.0.1", `a${i}@example.com`)).status).toBeLessThan(300);
    expect((await newsletter("127.0.0.1", "a9@example.com")).status).toBe(429);
    // Another visitor is not punished for the first one.
    expect((await newsletter("127.0.0.2", "b0@example.com")).status).toBeLessThan(300);
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, and records the real address on the session", async () => {
    const user = await createUser(api, { email: "where@example.com" });
    expect((await login("127.0.0.7", user.email, testPassword)).status).toBe(200);
    const [row] = await api.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.ip).toBe("127.0.0.7");
  });

  it("lets the owner in from an address the account already signed in from while an attacker is locked out", async () => {
    const owner = await createUser(api, { email: "owner@example.com" });
    expect((await login("127.0.0.20", owner.email, testPassword)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.30", owner.email, `Wrong${i}!aA`)).status).toBe(401);
    // The attacker, and any new address, meet the account's limit ...
    expect((await login("127.0.0.30", owner.email, testPassword)).status).toBe(429);
    expect((await login("127.0.0.31", owner.email, testPassword)).status).toBe(429);
    // ... but the owner's known address still signs in with the right password.
    expect((await login("127.0.0.20", owner.email, testPassword)).status).toBe(200);
    // A wrong password from the known address is still refused.
    expect((await login("127.0.0.20", owner.email, "Wrong!aA1")).status).toBe(401);
  });
});

describe("TRUST_PROXY", () => {
  it("reads the client address from X-Forwarded-For when no other header is named", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustedIpHeader).toBe("x-forwarded-for");
    expect(loadConfig({ TRUST_PROXY: "true", TRUSTED_IP_HEADER: "X-Real-IP" }).trustedIpHeader).toBe("x-real-ip");
    expect(loadConfig({}).trustedIpHeader).toBeUndefined();
  });

  it("takes the hop our proxy appended, so a client cannot pick its bucket with a forged first entry", async () => {
    const proxied = await createTestApi({
      trustedIpHeader: "x-forwarded-for",
      rateLimit: { max: 2, windowMs: 60_000 },
    });
    try {
      const send = (forwarded: string, i: number) =>
        proxied.fetch(
          new Request("http://127.0.0.1/api/newsletter-subscriptions", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "http://127.0.0.1", "x-forwarded-for": forwarded },
            body: JSON.stringify({ email: `p${i}@example.com`, locale: "tr" }),
          }),
          { clientAddress: "127.0.0.1" },
        );
      for (let i = 0; i < 2; i++) expect((await send(`10.9.9.${i}, 198.51.100.1`, i)).status).toBeLessThan(300);
      expect((await send("10.9.9.99, 198.51.100.1", 5)).status).toBe(429);
      expect((await send("198.51.100.2", 6)).status).toBeLessThan(300);
    } finally {
      await proxied.close();
    }
  });
});

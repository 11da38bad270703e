/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import type { WriteListener } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import { asBrowser, createUser, signIn, testPassword } from "../testing/accounts.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";
import { createSessionCache } from "./session-cache.ts";
import type { Auth } from "./session.ts";

/** Statements that read a session: the lookup joins sessions and users. */
const isSessionLookup = (query: string) => /^select .* from "sessions" inner join "users"/.test(query);

let api: RihlaApi;
let lookups = 0;
let clock = testNow;
beforeAll(async () => {
  api = await createTestApi(
    {},
    {
      now: () => clock,
      onQuery: (query) => {
        if (isSessionLookup(query)) lookups++;
      },
    },
  );
});
afterAll(() => api.close());

const me = async (cookie: { cookie: string; token: string; userId: string }) => {
  const response = await api.app.request("/api/custom/me", asBrowser(cookie));
  return { status: response.status, user: response.ok ? ((await response.json()) as any).user : null };
};

describe("the session cache (issue 10, ADR 0605)", () => {
  it("reads a signed-in user's session from the database once, not on every request", async () => {
    const session = await signIn(api, (await createUser(api)).email);
    const before = lookups;
    for (let i = 0; i < 5; i++) expect((await me(session)).status).toBe(200);
    expect(lookups - before).toBe(1);
  });

  it("sees the user's own profile change, a role change and a password change by the next request", async () => {
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    expect((await me(session)).user).toMatchObject({ firstName: "Test", role: "Customer" });

    const saved = await api.app.request(
      "/api/user/profile",
      asBrowser(session, { method: "PUT", body: JSON.stringify({ firstName: "Zeynep", surname: "Kaya", phone: "" }) }),
    );
    expect(saved.status).toBe(200);
    expect((await me(session)).user).toMatchObject({ firstName: "Zeynep", surname: "Kaya" });

    // A role change by any writer in this process (a future admin screen, a script on `db`).
    await api.deps.database.db.update(users).set({ role: "Agent" }).where(eq(users.id, user.id));
    expect((await me(session)).user).toMatchObject({ role: "Agent" });
    expect((await api.app.request("/api/agent/offers", asBrowser(session))).status).not.toBe(401);

    // Raw SQL through drizzle is watched too.
    await api.deps.database.db.execute(sql`update users set surname = 'Demir' where id = ${user.id}`);
    expect((await me(session)).user).toMatchObject({ surname: "Demir" });
  });

  it("ends the session at once on sign-out, on disabling and on another session's password change", async () => {
    const admin = await signIn(api, (await createUser(api, { role: "Master", isAdmin: true })).email);

    const leaving = await signIn(api, (await createUser(api)).email);
    expect((await me(leaving)).status).toBe(200);
    const out = await api.app.request("/auth/logout", asBrowser(leaving, { method: "POST" }));
    expect(out.status).toBeLessThan(400);
    expect((await me(leaving)).status).toBe(401);

    const disabled = await signIn(api, (await createUser(api)).email);
    expect((await me(disabled)).status).toBe(200);
    const patch = await api.app.request(
      `/api/admin/users/${disabled.userId}`,
      asBrowser(admin, { method: "PATCH", body: JSON.stringify({ status: false }) }),
    );
    expect(patch.status).toBe(200);
    expect((await me(disabled)).status).toBe(401);

    const owner = await createUser(api);
    const phone = await signIn(api, owner.email);
    const laptop = await signIn(api, owner.email);
    expect((await me(phone)).status).toBe(200);
    const changed = await api.app.request(
      "/api/user/password",
      asBrowser(laptop, {
        method: "PUT",
        body: JSON.stringify({
          currentPassword: testPassword,
          password: "Yeni2026!sifre",
          passwordConfirm: "Yeni2026!sifre",
        }),
      }),
    );
    expect(changed.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it("asks the database again when the sliding expiry is due, and moves it", async () => {
    const session = await signIn(api, (await createUser(api)).email);
    expect((await me(session)).status).toBe(200);
    const before = lookups;
    const later = new Date(testNow.getTime() + 2 * 60 * 1000);
    clock = later;
    try {
      expect((await me(session)).status).toBe(200);
      expect((await me(session)).status).toBe(200);
    } finally {
      clock = testNow;
    }
    expect(lookups - before).toBe(1);
    const [row] = await api.deps.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, session.userId));
    expect(row?.lastSeenAt).toEqual(later);
  });
});

describe("createSessionCache", () => {
  const minute = 60 * 1000;
  const authAt = (readAt: Date): Auth => ({
    token: "t".repeat(43),
    user: {} as Auth["user"],
    session: {
      lastSeenAt: readAt,
      idleExpiresAt: new Date(readAt.getTime() + 30 * 24 * 60 * minute),
      absoluteExpiresAt: new Date(readAt.getTime() + 90 * 24 * 60 * minute),
    } as Auth["session"],
  });
  const setup = (ttlMs = 5000) => {
    const listeners: WriteListener[] = [];
    const cache = createSessionCache({ watchWrites: (listener) => (listeners.push(listener), () => {}) }, { ttlMs });
    let loads = 0;
    const find = (token: string, at: Date, answer: Auth | null = authAt(testNow)) =>
      cache.find(token, at, async () => (loads++, answer));
    const write = (verb: "update" | "delete", table: string) => listeners.forEach((l) => l({ verb, table }));
    return { cache, find, write, loads: () => loads };
  };
  const later = (ms: number) => new Date(testNow.getTime() + ms);

  it("keeps an entry for the TTL, the bound for writes it cannot see, and no longer", async () => {
    const { find, loads } = setup(5000);
    const token = "a".repeat(43);
    await find(token, testNow);
    await find(token, later(4999));
    expect(loads()).toBe(1);
    await find(token, later(5000));
    expect(loads()).toBe(2);
  });

  it("drops everything on a write to users or a deleted session, and only then", async () => {
    const { find, write, loads } = setup();
    const token = "b".repeat(43);
    await find(token, testNow);
    write("update", "reservations");
    write("delete", "tours");
    // The sliding expiry's own write.
    write("update", "sessions");
    await find(token, testNow);
    expect(loads()).toBe(1);
    write("update", "users");
    await find(token, testNow);
    write("delete", "users");
    await find(token, testNow);
    write("delete", "sessions");
    await find(token, testNow);
    expect(loads()).toBe(4);
  });

  it("does not keep a lookup that a write overtook, nor a token without a session", async () => {
    const listeners: WriteListener[] = [];
    const cache = createSessionCache({ watchWrites: (listener) => (listeners.push(listener), () => {}) });
    let loads = 0;
    const token = "c".repeat(43);
    await cache.find(token, testNow, async () => {
      loads++;
      listeners.forEach((l) => l({ verb: "delete", table: "sessions" }));
      return authAt(testNow);
    });
    await cache.find(token, testNow, async () => (loads++, authAt(testNow)));
    expect(loads).toBe(2);

    let misses = 0;
    await cache.find("d".repeat(43), testNow, async () => (misses++, null));
    await cache.find("d".repeat(43), testNow, async () => (misses++, null));
    expect(misses).toBe(2);
  });

  it("shares one lookup between the requests of one page", async () => {
    const { find, loads } = setup();
    const token = "e".repeat(43);
    await Promise.all([find(token, testNow), find(token, testNow), find(token, testNow)]);
    expect(loads()).toBe(1);
  });

  it("never answers a session past its idle or absolute end", async () => {
    const { cache } = setup(Number.MAX_SAFE_INTEGER);
    const token = "f".repeat(43);
    const ending: Auth = { ...authAt(testNow), session: { ...authAt(testNow).session, idleExpiresAt: later(1000) } };
    let loads = 0;
    await cache.find(token, testNow, async () => (loads++, ending));
    await cache.find(token, later(999), async () => (loads++, ending));
    expect(loads).toBe(1);
    const after = await cache.find(token, later(1000), async () => (loads++, null));
    expect(after).toBeNull();
    expect(loads).toBe(2);
  });
});

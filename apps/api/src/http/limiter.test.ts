import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type RihlaApi } from "../app.ts";
import { rateLimitHits } from "../db/schema.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";

/**
 * Issue 11, finding 12: rate limits and spent bot-check challenges live in the database, so two
 * API processes on one database share one budget. The second instance opens its own pool to the
 * same PostgreSQL database under `npm run test:pg`; on PGlite (which one process owns) it shares
 * the first one's handle — either way nothing in one instance's memory is seen by the other.
 */
const altchaOn = { enabled: true, altcha: { hmacKey: "k".repeat(32), cost: 1, maxCounter: 40 }, recaptcha: undefined };
let first: RihlaApi;
let second: RihlaApi;
let clock = testNow;
beforeAll(async () => {
  first = await createTestApi({ rateLimit: { max: 3, windowMs: 60_000 }, botCheck: altchaOn }, { now: () => clock });
  const sharing = first.deps.database.kind === "postgres" ? {} : { database: first.deps.database };
  second = await createApi(first.deps.config, { ...sharing, now: () => clock, mailer: first.deps.mailer });
}, 240_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const forgot = (api: RihlaApi, ip: string, extra: Record<string, unknown> = {}) =>
  api.app.request("/api/auth/forgot-password", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email: "nobody@example.com", ...extra }),
  });

async function solved(api: RihlaApi): Promise<string> {
  const challenge = (await (await api.app.request("/api/altcha/challenge")).json()) as Challenge;
  return btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }));
}

describe("limits shared by two API instances on one database", () => {
  it("spends one per-IP budget across both instances; another address keeps its own", async () => {
    const statuses: number[] = [];
    // max 3 per minute: two hits on the first instance, two on the second.
    for (const api of [first, first, second, second]) {
      statuses.push((await forgot(api, "198.51.100.31", { altcha: await solved(api) })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const other = await forgot(second, "198.51.100.32", { altcha: await solved(second) });
    expect(other.status).toBe(202);
    // Past the window (aligned to whole minutes from the epoch) the budget is whole again.
    clock = new Date(Math.ceil(testNow.getTime() / 60_000) * 60_000 + 60_000);
    expect((await forgot(first, "198.51.100.31", { altcha: await solved(first) })).status).toBe(202);
  });

  it("refuses on one instance a bot-check solution spent on the other", async () => {
    const payload = await solved(first);
    expect((await forgot(first, "198.51.100.41", { altcha: payload })).status).toBe(202);
    const replay = await forgot(second, "198.51.100.42", { altcha: payload });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe("BOT_CHECK_FAILED");
  });

  it("sweeps counters of past windows", async () => {
    clock = new Date(clock.getTime() + 5 * 60_000);
    const old = (rows: { windowStart: Date }[]) =>
      rows.filter((row) => row.windowStart.getTime() < clock.getTime() - 60_000);
    expect(old(await first.deps.database.db.select().from(rateLimitHits)).length).toBeGreaterThan(0);
    await first.deps.limiter.sweep(clock.getTime());
    expect(old(await first.deps.database.db.select().from(rateLimitHits))).toEqual([]);
  });
});

describe("hits counted together (issue 29 §4)", () => {
  it("allows exactly the budget of a rush and counts every hit, per key, as if one by one", async () => {
    const limits = { max: 7, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, (_, i) => first.deps.limiter.hitAll(["rush:shared", `rush:own:${i % 5}`], limits)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    // Arrival order decides: the first seven hits are the ones allowed.
    expect(verdicts.slice(0, 7).every((v) => v.allowed)).toBe(true);
    expect(verdicts.slice(7).every((v) => !v.allowed && v.retryAfterSeconds >= 1)).toBe(true);
    const rows = await first.deps.database.db.select().from(rateLimitHits);
    const count = (key: string) => rows.filter((row) => row.key === key).reduce((sum, row) => sum + row.count, 0);
    expect(count("rush:shared")).toBe(25);
    expect([0, 1, 2, 3, 4].map((i) => count(`rush:own:${i}`))).toEqual([5, 5, 5, 5, 5]);
  });
});

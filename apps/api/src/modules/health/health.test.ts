import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

describe("GET /api/health", () => {
  let api: RihlaApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("answers status, database kind, version and how many workers serve", async () => {
    const response = await api.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      workers: 1,
    });
  });

  it("answers unknown API paths with the one error shape", async () => {
    const response = await api.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Page Not Found: /api/no-such-thing" },
    });
  });

  it("pings the database at most once a second however many monitors ask", async () => {
    let clock = Date.parse("2026-11-21T09:00:00Z");
    const queries: string[] = [];
    const counted = await createTestApi({}, { now: () => new Date(clock), onQuery: (query) => queries.push(query) });
    const pings = () => queries.filter((query) => /^select 1/i.test(query.trim())).length;
    const before = pings();
    for (let i = 0; i < 20; i++) expect((await counted.app.request("/api/health")).status).toBe(200);
    expect(pings() - before).toBe(1);
    clock += 1000;
    await counted.app.request("/api/health");
    expect(pings() - before).toBe(2);
    await counted.close();
  });

  it("reports a degraded database as 503", async () => {
    const closed = await createTestApi();
    await closed.deps.database.close();
    const response = await closed.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded" });
    await closed.close();
  });
});

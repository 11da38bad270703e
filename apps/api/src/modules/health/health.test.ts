import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

describe("GET /api/health", () => {
  let api: RihlaApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("answers status, database kind and version", async () => {
    const response = await api.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("answers unknown API paths with the one error shape", async () => {
    const response = await api.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Page Not Found: /api/no-such-thing" },
    });
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

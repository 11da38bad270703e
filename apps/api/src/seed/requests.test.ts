import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { contactRequests, informationRequests } from "../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../testing/accounts.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";
import { seedDemoRequests } from "./requests.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;

beforeAll(async () => {
  api = await createTestApi();
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
});
afterAll(() => api.close());

describe("the demo's messages and private-tour requests", () => {
  it("are written once, and the inbox shows one of each state", async () => {
    const db = api.deps.database.db;
    expect(await seedDemoRequests({ db, now: testNow })).toBe(true);
    expect(await seedDemoRequests({ db, now: testNow })).toBe(false);
    expect(await db.$count(contactRequests)).toBe(3);
    expect(await db.$count(informationRequests)).toBe(3);
    for (const state of ["new", "in_progress", "done"]) {
      const page = await api.app.request(`/api/admin/form-submissions?state=${state}`, asBearer(admin));
      const body = (await page.json()) as Json;
      expect(body.data.length, state).toBeGreaterThan(0);
      expect(body.data.every((row: Json) => row.state === state)).toBe(true);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { departures, reservations } from "../../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

/**
 * Issue #14 "Done when": runs on PGlite (`npx vitest run --project api`) and on PostgreSQL
 * (`npm run test:pg`), where the requests really overlap on a pool of connections.
 * RESERVATION_RACE_TRIALS=20 repeats each race 20 times (default 2, to keep CI quick).
 */
const trials = Number(process.env.RESERVATION_RACE_TRIALS ?? 2);

let api: RihlaApi;
let sessions: Session[];

beforeAll(async () => {
  api = await createTestApi();
  sessions = await Promise.all(Array.from({ length: 4 }, async () => signIn(api, (await createUser(api)).email)));
});
afterAll(() => api.close());

function book(session: Session, departureId: number, key: string, adults = 1) {
  return api.app.request(
    "/api/reservations",
    asBearer(session, {
      method: "POST",
      headers: { "idempotency-key": key },
      body: JSON.stringify({ departureId, rooms: [{ roomType: "DOUBLE", adults }] }),
    }),
  );
}

async function departureState(departureId: number) {
  const db = api.deps.database.db;
  const [row] = await db.select().from(departures).where(eq(departures.id, departureId));
  const booked = await db.select().from(reservations).where(eq(reservations.departureId, departureId));
  return { seatsTaken: row!.seatsTaken, capacity: row!.capacity, reservations: booked.length };
}

describe(`concurrency on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it(`never oversells: 200 simultaneous bookings for the last 5 seats, ${trials} trials`, async () => {
    for (let trial = 0; trial < trials; trial++) {
      const { departureId } = await createDeparture(api, { capacity: 45, seatsTaken: 40 });
      const started = performance.now();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          book(sessions[i % sessions.length]!, departureId, `race-${trial}-${i}-key`),
        ),
      );
      const settledMs = performance.now() - started;
      const codes = await Promise.all(
        responses.map(async (r) =>
          r.status === 201 ? "CREATED" : ((await r.json()) as { error: { code: string } }).error.code,
        ),
      );
      const count = (code: string) => codes.filter((c) => c === code).length;
      expect({ created: count("CREATED"), soldOut: count("SOLD_OUT") }).toEqual({ created: 5, soldOut: 195 });
      expect(await departureState(departureId)).toEqual({ seatsTaken: 45, capacity: 45, reservations: 5 });
      console.info(`reservations race: 200 attempts settled in ${Math.round(settledMs)} ms`);
    }
  });

  it(`makes one reservation of 50 simultaneous requests with one Idempotency-Key, ${trials} trials`, async () => {
    for (let trial = 0; trial < trials; trial++) {
      const { departureId } = await createDeparture(api, { capacity: 40 });
      const key = `double-submit-${trial}-${Date.now()}`;
      const responses = await Promise.all(Array.from({ length: 50 }, () => book(sessions[0]!, departureId, key, 2)));
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 201));
      const codes = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { code: string }).code)));
      expect(codes.size).toBe(1);
      expect(responses.filter((r) => r.headers.get("idempotency-replayed") !== "true")).toHaveLength(1);
      expect(await departureState(departureId)).toEqual({ seatsTaken: 2, capacity: 40, reservations: 1 });
    }
  });

  it(`answers every copy of a double submit for the last seats with its one reservation, ${trials} trials`, async () => {
    for (let trial = 0; trial < trials; trial++) {
      // Two seats left, each copy asks for two: the copies that lose the seats to the first one
      // must still get its answer, not SOLD_OUT.
      const { departureId } = await createDeparture(api, { capacity: 10, seatsTaken: 8 });
      const key = `last-seats-${trial}-${Date.now()}`;
      const responses = await Promise.all(Array.from({ length: 20 }, () => book(sessions[1]!, departureId, key, 2)));
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
      const codes = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { code: string }).code)));
      expect(codes.size).toBe(1);
      expect(await departureState(departureId)).toEqual({ seatsTaken: 10, capacity: 10, reservations: 1 });
      // Later, with the departure full, the same key still answers; another body under it is refused.
      expect((await book(sessions[1]!, departureId, key, 2)).status).toBe(201);
      expect((await book(sessions[1]!, departureId, key, 1)).status).toBe(422);
    }
  });

  it("answers each booking of a rush on several departures by its own departure (issue 29 §4)", async () => {
    // The departures of bookings that arrive together are read in one statement: each request
    // must still be judged by its own departure, and a missing one is not found.
    const open = await createDeparture(api, { capacity: 40 });
    const full = await createDeparture(api, { capacity: 10, seatsTaken: 10 });
    const closed = await createDeparture(api, { capacity: 40, saleState: "CLOSED" });
    const plan = [open.departureId, full.departureId, closed.departureId, 2_000_000_000];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        book(sessions[i % sessions.length]!, plan[i % plan.length]!, `several-${i}-${Date.now()}`),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (r) =>
        r.status === 201 ? "CREATED" : ((await r.json()) as { error: { code: string } }).error.code,
      ),
    );
    expect(new Set(answers.filter((_, i) => i % 4 === 0))).toEqual(new Set(["CREATED"]));
    expect(new Set(answers.filter((_, i) => i % 4 === 1))).toEqual(new Set(["SOLD_OUT"]));
    expect(new Set(answers.filter((_, i) => i % 4 === 2))).toEqual(new Set(["DEPARTURE_CLOSED"]));
    expect(new Set(answers.filter((_, i) => i % 4 === 3))).toEqual(new Set(["NOT_FOUND"]));
    expect(await departureState(open.departureId)).toEqual({ seatsTaken: 10, capacity: 40, reservations: 10 });
  });
});

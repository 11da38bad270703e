import { bookingRefusal, saleStates, todayInIstanbul } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { departures } from "../../db/schema.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import { releaseSeats, takeSeats } from "./seats.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const seatsTaken = async (id: number) =>
  (await api.deps.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsTaken;

describe("takeSeats and releaseSeats (issue 23 §3: the seat SQL exists once)", () => {
  it("takes seats exactly when the domain's bookingRefusal accepts them", async () => {
    const today = todayInIstanbul(testNow);
    let cases = 0;
    for (const saleState of saleStates) {
      for (const taken of [0, 3, 5]) {
        for (const wanted of [1, 2, 3]) {
          const { departureId, tourId } = await createDeparture(api, { capacity: 5, seatsTaken: taken, saleState });
          const expected =
            bookingRefusal(
              { tourPublished: true, saleState, startDate: "2026-12-10", capacity: 5, seatsTaken: taken },
              wanted,
              today,
            ) === null;
          const result = await api.deps.database.db.transaction((tx) => takeSeats(tx, departureId, wanted));
          expect({ saleState, taken, wanted, took: result !== null }).toEqual({
            saleState,
            taken,
            wanted,
            took: expected,
          });
          if (result) expect(result).toEqual({ tourId });
          expect(await seatsTaken(departureId)).toBe(expected ? taken + wanted : taken);
          cases += 1;
        }
      }
    }
    expect(cases).toBe(27);
  });

  it("gives seats back, and refuses to give back more than the departure holds", async () => {
    const { departureId, tourId } = await createDeparture(api, { capacity: 5, seatsTaken: 3 });
    expect(await api.deps.database.db.transaction((tx) => releaseSeats(tx, departureId, 2))).toEqual({ tourId });
    expect(await seatsTaken(departureId)).toBe(1);
    await expect(api.deps.database.db.transaction((tx) => releaseSeats(tx, departureId, 2))).rejects.toThrow(
      /fewer than the 2 seats/,
    );
    expect(await seatsTaken(departureId)).toBe(1);
  });
});

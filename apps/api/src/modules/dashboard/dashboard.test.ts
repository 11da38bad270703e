import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let customer: Session;
let agent: Session;

beforeAll(async () => {
  // A clock that moves a second per reading, so the recent changes have an order.
  let tick = 0;
  api = await createTestApi({}, { now: () => new Date(testNow.getTime() + 1000 * tick++) });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  customer = await signIn(api, (await createUser(api)).email);
});
afterAll(() => api.close());

const dashboard = async (session: Session | null) => {
  const response = await api.app.request("/api/admin/dashboard?locale=en", session ? asBearer(session) : {});
  return {
    status: response.status,
    body: (await response.json()) as Json,
    cache: response.headers.get("cache-control"),
  };
};

describe("GET /api/admin/dashboard", () => {
  it("is staff-only and never cached", async () => {
    expect((await dashboard(null)).status).toBe(401);
    expect((await dashboard(customer)).status).toBe(403);
    expect((await dashboard(agent)).status).toBe(403);
    expect((await dashboard(admin)).cache).toBe("private, no-store");
  });

  it("counts new reservations by status, seats against capacity, departures in 14 days, reminders and weekly sales", async () => {
    const before = (await dashboard(admin)).body;
    const soon = await createDeparture(api, { startDate: "2026-11-30", capacity: 10 });
    const later = await createDeparture(api, { startDate: "2026-12-18", capacity: 20 });
    const codes: string[] = [];
    for (const [departureId, adults] of [
      [soon.departureId, 2],
      [soon.departureId, 1],
      [later.departureId, 2],
    ] as const) {
      const response = await api.app.request(
        "/api/reservations",
        asBearer(customer, {
          method: "POST",
          headers: { "idempotency-key": `dash-${departureId}-${adults}-${Math.random()}` },
          body: JSON.stringify({ departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults }] }),
        }),
      );
      codes.push(((await response.json()) as Json).code);
    }
    await api.app.request(
      `/api/admin/reservations/${codes[0]}/status`,
      asBrowser(admin, { method: "POST", body: JSON.stringify({ status: "CONFIRMED" }) }),
    );
    await api.app.request(
      `/api/admin/reservations/${codes[1]}/status`,
      asBrowser(admin, { method: "POST", body: JSON.stringify({ status: "CANCELLED", reason: "Vazgeçti" }) }),
    );
    await api.app.request(
      "/api/admin/notes",
      asBrowser(admin, {
        method: "POST",
        body: JSON.stringify({ text: "Ara", reservationCode: codes[2], remindOn: "2026-11-20" }),
      }),
    );
    const { body } = await dashboard(admin);
    expect(body.today).toBe("2026-11-21");
    const grew = (status: string) => body.newReservations.counts[status] - before.newReservations.counts[status];
    expect([grew("WAITING"), grew("CONFIRMED"), grew("CANCELLED")]).toEqual([1, 1, 1]);
    const soonRow = body.departuresSoon.find((d: Json) => d.id === soon.departureId);
    expect(soonRow).toMatchObject({
      startDate: "2026-11-30",
      capacity: 10,
      seatsTaken: 2,
      confirmedSeats: 2,
      reservations: 1,
    });
    expect(body.departuresSoon.map((d: Json) => d.id)).not.toContain(later.departureId);
    expect(body.nextDepartures.map((d: Json) => d.id)).toContain(later.departureId);
    expect(body.dueReminders.count).toBe(1);
    expect(body.dueReminders.data[0]).toMatchObject({ text: "Ara", reservationCode: codes[2] });
    expect(body.salesByWeek).toHaveLength(12);
    expect(body.salesByWeek.at(-1)).toEqual({
      week: "2026-11-16",
      reservations: 2,
      seats: 4,
      totals: [{ currency: "USD", amount: 600000 }],
    });
    expect(body.recentChanges[0]).toMatchObject({ entity: "note", action: "created", actor: { id: admin.userId } });
    expect(body.recentChanges.map((c: Json) => c.action)).toContain("cancelled");
  });
});

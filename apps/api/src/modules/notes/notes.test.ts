import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";
import { onStaffEvent, type StaffEvent } from "../admin-reservations/realtime.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let customer: Session;
let code: string;
const events: StaffEvent[] = [];

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const send = async (session: Session, method: string, path: string, body?: unknown) =>
  json(await api.app.request(path, asBrowser(session, { method, ...(body ? { body: JSON.stringify(body) } : {}) })));

beforeAll(async () => {
  api = await createTestApi();
  onStaffEvent(api.deps, (event) => events.push(event));
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  customer = await signIn(api, (await createUser(api)).email);
  const { departureId } = await createDeparture(api);
  const booked = await api.app.request(
    "/api/reservations",
    asBearer(customer, {
      method: "POST",
      headers: { "idempotency-key": "notes-test-key-1" },
      body: JSON.stringify({ departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults: 2 }] }),
    }),
  );
  code = ((await booked.json()) as Json).code;
});
afterAll(() => api.close());

describe("/api/admin/notes", () => {
  it("is staff-only: 401, 403 for a customer; 404 for an unknown note", async () => {
    expect((await api.app.request("/api/admin/notes")).status).toBe(401);
    expect((await send(customer, "GET", "/api/admin/notes")).status).toBe(403);
    expect((await send(customer, "POST", "/api/admin/notes", { text: "x", customerId: customer.userId })).status).toBe(
      403,
    );
    expect((await send(admin, "GET", "/api/admin/notes/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await send(admin, "GET", "/api/admin/notes/nope")).status).toBe(404);
  });

  it("writes a note about a reservation (and so its customer) with a reminder, logs it and tells the staff", async () => {
    events.length = 0;
    const written = await send(admin, "POST", "/api/admin/notes", {
      text: "Vize evrakını sor",
      reservationCode: code,
      remindOn: "2026-11-21",
    });
    expect(written).toMatchObject({
      status: 201,
      body: {
        note: {
          text: "Vize evrakını sor",
          remindOn: "2026-11-21",
          due: true,
          done: false,
          reservationCode: code,
          customer: { id: customer.userId },
          author: { name: "Test User" },
        },
      },
    });
    expect(events).toEqual([
      { type: "note.added", noteId: written.body.note.id, customerId: customer.userId, reservationCode: code },
    ]);
    const due = await send(admin, "GET", "/api/admin/notes?filter=due");
    expect(due.body.data.map((n: Json) => n.id)).toEqual([written.body.note.id]);
    const detail = await send(admin, "GET", `/api/admin/reservations/${code}`);
    expect(detail.body.notes.map((n: Json) => n.text)).toEqual(["Vize evrakını sor"]);
  });

  it("marks done and undone, changes text and clears the reminder, each logged from → to", async () => {
    const { body } = await send(admin, "POST", "/api/admin/notes", {
      text: "Ara",
      customerId: customer.userId,
      remindOn: "2026-12-01",
    });
    const id = body.note.id;
    expect((await send(admin, "PATCH", `/api/admin/notes/${id}`, { done: true })).body.note).toMatchObject({
      done: true,
      due: false,
    });
    const changed = await send(admin, "PATCH", `/api/admin/notes/${id}`, {
      done: false,
      text: "Tekrar ara",
      remindOn: "",
    });
    expect(changed.body.note).toMatchObject({ done: false, text: "Tekrar ara", remindOn: null });
    expect(changed.body.events.map((e: Json) => e.action)).toEqual(["reopened", "done", "created"]);
    expect(changed.body.events[0].changes).toEqual({
      text: { from: "Ara", to: "Tekrar ara" },
      remindOn: { from: "2026-12-01", to: null },
      done: { from: true, to: false },
    });
    const rows = await api.deps.database.db.select().from(auditEvents);
    expect(rows.filter((r) => r.entityId === id)).toHaveLength(3);
    expect((await send(admin, "GET", "/api/admin/notes?filter=done")).body.data).toEqual([]);
  });

  it("answers field codes for bad input", async () => {
    expect(await send(admin, "POST", "/api/admin/notes", { text: "", remindOn: "2026-13-01" })).toMatchObject({
      status: 400,
      body: {
        error: { fields: { text: ["REQUIRED"], remindOn: ["DATE_INVALID"], customerId: ["REQUIRED"] } },
      },
    });
    expect(
      (await send(admin, "POST", "/api/admin/notes", { text: "x", reservationCode: "RH-2026-999999" })).status,
    ).toBe(404);
    expect((await send(admin, "GET", "/api/admin/notes?filter=soon")).status).toBe(400);
  });
});

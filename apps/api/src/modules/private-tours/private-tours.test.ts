import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { informationRequests } from "../../db/schema.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let colleague: Session;
let customer: Session;
const ids: Record<string, number> = {};
/** The API's clock: moved on by hand to step out of the double-submit window. */
let clock = new Date("2026-11-25T09:00:00Z");

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const send = async (session: Session, method: string, path: string, body?: unknown) =>
  json(await api.app.request(path, asBrowser(session, { method, ...(body ? { body: JSON.stringify(body) } : {}) })));

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  colleague = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  customer = await signIn(api, (await createUser(api)).email);
  // Three requests a day apart (oldest first), one already won.
  const rows = [
    { name: "Eski Talep", status: "won" as const, createdAt: new Date("2026-11-20T09:00:00Z") },
    { name: "Orta Talep", status: "new" as const, createdAt: new Date("2026-11-21T09:00:00Z") },
    { name: "Yeni Talep", status: "new" as const, createdAt: new Date("2026-11-22T09:00:00Z") },
  ];
  for (const row of rows) {
    const [stored] = await api.deps.database.db
      .insert(informationRequests)
      .values({ locale: "tr", phone: "905551112233", message: `${row.name} mesajı`, ...row })
      .returning({ id: informationRequests.id });
    ids[row.name] = stored!.id;
  }
});
afterAll(() => api.close());

describe("/api/admin/private-tours", () => {
  it("is staff-only: 401, 403 for a customer; 404 for an unknown request", async () => {
    expect((await api.app.request("/api/admin/private-tours")).status).toBe(401);
    expect((await send(customer, "GET", "/api/admin/private-tours")).status).toBe(403);
    expect((await send(customer, "PATCH", `/api/admin/private-tours/${ids["Yeni Talep"]}`, { note: "x" })).status).toBe(
      403,
    );
    expect((await send(admin, "GET", "/api/admin/private-tours/999999")).status).toBe(404);
    expect((await send(admin, "PATCH", "/api/admin/private-tours/999999", { note: "x" })).status).toBe(404);
  });

  it("lists the open requests newest first by default, filters by status, counts the pipeline", async () => {
    const open = await send(admin, "GET", "/api/admin/private-tours");
    expect(open.status).toBe(200);
    expect(open.body.data.map((r: Json) => r.name)).toEqual(["Yeni Talep", "Orta Talep"]);
    expect(open.body).toMatchObject({
      total: 2,
      page: 1,
      counts: { new: 2, contacted: 0, offered: 0, won: 1, lost: 0 },
    });
    const won = await send(admin, "GET", "/api/admin/private-tours?status=won");
    expect(won.body.data.map((r: Json) => r.name)).toEqual(["Eski Talep"]);
    const all = await send(admin, "GET", "/api/admin/private-tours?status=all");
    expect(all.body.data.map((r: Json) => r.name)).toEqual(["Yeni Talep", "Orta Talep", "Eski Talep"]);
    expect((await send(admin, "GET", "/api/admin/private-tours?page=2")).body.data).toEqual([]);
    expect(await send(admin, "GET", "/api/admin/private-tours?status=maybe")).toMatchObject({
      status: 400,
      body: { error: { fields: { status: ["INVALID_VALUE"] } } },
    });
  });

  it("moves a request, assigns it and notes it, all logged from → to with who; a repeat logs nothing", async () => {
    const id = ids["Yeni Talep"]!;
    const changed = await send(admin, "PATCH", `/api/admin/private-tours/${id}`, {
      status: "contacted",
      assigneeId: colleague.userId,
      note: "Aradım, ailece gelecekler",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.request).toMatchObject({ status: "contacted", assignee: { id: colleague.userId } });
    expect(changed.body.staff.map((s: Json) => s.id)).toEqual(expect.arrayContaining([admin.userId, colleague.userId]));
    expect(changed.body.staff.map((s: Json) => s.id)).not.toContain(customer.userId);
    expect(changed.body.events).toHaveLength(1);
    expect(changed.body.events[0]).toMatchObject({
      entity: "privateTour",
      entityId: String(id),
      actor: { id: admin.userId },
      changes: { status: { from: "new", to: "contacted" }, assigneeId: { from: null, to: colleague.userId } },
      note: "Aradım, ailece gelecekler",
    });
    const again = await send(admin, "PATCH", `/api/admin/private-tours/${id}`, {
      status: "contacted",
      assigneeId: colleague.userId,
    });
    expect(again.body.events).toHaveLength(1);
    const noted = await send(colleague, "PATCH", `/api/admin/private-tours/${id}`, { note: "Teklif hazırlanıyor" });
    expect(noted.body.events[0]).toMatchObject({ action: "noted", changes: {}, note: "Teklif hazırlanıyor" });
    expect(noted.body.events[0].actor.id).toBe(colleague.userId);
    // The same note again at once (a double click): one entry.
    const twice = await send(colleague, "PATCH", `/api/admin/private-tours/${id}`, { note: "Teklif hazırlanıyor" });
    expect(twice.body.events.map((e: Json) => e.note)).toEqual(["Teklif hazırlanıyor", "Aradım, ailece gelecekler"]);
    // Two minutes later the same words are a new note.
    clock = new Date(clock.getTime() + 120_000);
    const later = await send(colleague, "PATCH", `/api/admin/private-tours/${id}`, { note: "Teklif hazırlanıyor" });
    expect(later.body.events.map((e: Json) => e.note)).toEqual([
      "Teklif hazırlanıyor",
      "Teklif hazırlanıyor",
      "Aradım, ailece gelecekler",
    ]);
    const unassigned = await send(admin, "PATCH", `/api/admin/private-tours/${id}`, { assigneeId: "" });
    expect(unassigned.body.request.assignee).toBeNull();
    expect(unassigned.body.events[0].changes).toEqual({ assigneeId: { from: colleague.userId, to: null } });
    // Filters by assignee: mine, nobody's, a colleague's.
    await send(admin, "PATCH", `/api/admin/private-tours/${ids["Orta Talep"]}`, { assigneeId: admin.userId });
    const mine = await send(admin, "GET", "/api/admin/private-tours?status=all&assignee=me");
    expect(mine.body.data.map((r: Json) => r.name)).toEqual(["Orta Talep"]);
    const nobodys = await send(admin, "GET", "/api/admin/private-tours?status=all&assignee=nobody");
    expect(nobodys.body.data.map((r: Json) => r.name)).toEqual(["Yeni Talep", "Eski Talep"]);
    const theirs = await send(colleague, "GET", `/api/admin/private-tours?status=all&assignee=${admin.userId}`);
    expect(theirs.body.data.map((r: Json) => r.name)).toEqual(["Orta Talep"]);
    await send(admin, "PATCH", `/api/admin/private-tours/${ids["Orta Talep"]}`, { assigneeId: null });
    const pipeline = await send(admin, "GET", "/api/admin/private-tours?status=contacted");
    expect(pipeline.body.data.map((r: Json) => r.id)).toEqual([id]);
    expect(pipeline.body.counts).toMatchObject({ new: 1, contacted: 1, won: 1 });
  });

  it("refuses bad input with field codes and changes nothing", async () => {
    const id = ids["Orta Talep"]!;
    const before = await send(admin, "GET", `/api/admin/private-tours/${id}`);
    expect(await send(admin, "PATCH", `/api/admin/private-tours/${id}`, { status: "maybe" })).toMatchObject({
      status: 400,
      body: { error: { fields: { status: ["INVALID_VALUE"] } } },
    });
    expect(await send(admin, "PATCH", `/api/admin/private-tours/${id}`, { note: "x".repeat(2001) })).toMatchObject({
      status: 400,
      body: { error: { fields: { note: ["TOO_LONG"] } } },
    });
    // Assigning to a customer: not staff.
    expect(
      await send(admin, "PATCH", `/api/admin/private-tours/${id}`, { status: "lost", assigneeId: customer.userId }),
    ).toMatchObject({ status: 400, body: { error: { fields: { assigneeId: ["INVALID_VALUE"] } } } });
    expect((await send(admin, "PATCH", `/api/admin/private-tours/${id}`, {})).status).toBe(400);
    const detail = await send(admin, "GET", `/api/admin/private-tours/${id}`);
    expect(detail.body.request).toMatchObject({ status: "new", assignee: null, message: "Orta Talep mesajı" });
    expect(detail.body.events).toEqual(before.body.events);
  });
});

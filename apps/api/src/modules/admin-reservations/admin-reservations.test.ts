import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { identityViews, users } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import { onStaffEvent, type StaffEvent } from "./realtime.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let customer: Session;
let agent: Session;
let ayse: { id: string; email: string };
let departureId: number;
const codes: string[] = [];
const staffEvents: StaffEvent[] = [];

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const get = async (session: Session | null, path: string) =>
  json(await api.app.request(path, session ? asBearer(session) : {}));

async function book(session: Session, body: Json): Promise<string> {
  const response = await api.app.request(
    "/api/reservations",
    asBearer(session, {
      method: "POST",
      headers: { "idempotency-key": `k-${Math.random().toString(36).slice(2)}-${Date.now()}` },
      body: JSON.stringify(body),
    }),
  );
  const answer = (await response.json()) as Json;
  if (response.status !== 201) throw new Error(JSON.stringify(answer));
  return answer.code as string;
}

beforeAll(async () => {
  // A clock that moves a second per reading, so every booking has its own creation time.
  let tick = 0;
  api = await createTestApi({}, { now: () => new Date(testNow.getTime() + 1000 * tick++) });
  onStaffEvent(api.deps, (event) => staffEvents.push(event));
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  const row = await createUser(api);
  await api.deps.database.db
    .update(users)
    .set({ firstName: "AYŞE", surname: "Çelik", phone: "905551112233" })
    .where(eq(users.id, row.id));
  ayse = { id: row.id, email: row.email };
  customer = await signIn(api, row.email);
  ({ departureId } = await createDeparture(api));
  const other = (await createDeparture(api, { startDate: "2026-12-20" })).departureId;
  // Five bookings: three by the customer (one on the later departure), two by an agent for others.
  codes.push(
    await book(customer, {
      departureId,
      currency: "USD",
      rooms: [
        {
          roomType: "DOUBLE",
          adults: 2,
          passengers: [
            passenger(),
            passenger({ name: "Ali", tckn: "10000000078", gender: "male", passportNumber: "U7654321" }),
          ],
        },
      ],
    }),
  );
  codes.push(await book(customer, { departureId, currency: "USD", rooms: [{ roomType: "TRIPLE", adults: 3 }] }));
  codes.push(await book(customer, { departureId: other, currency: "TRY", rooms: [{ roomType: "DOUBLE", adults: 1 }] }));
  for (const n of [1, 2]) {
    codes.push(
      await book(agent, {
        departureId,
        currency: "USD",
        rooms: [{ roomType: "DOUBLE", adults: n }],
        customer: { email: `bulk${n}-${Date.now()}@example.com`, firstName: "Mehmet", surname: `Öz${n}` },
      }),
    );
  }
});
afterAll(() => api.close());

describe("GET /api/admin/reservations", () => {
  it("is for staff only: 401 for a guest, 403 for a customer and an agent", async () => {
    expect((await get(null, "/api/admin/reservations")).status).toBe(401);
    expect((await get(customer, "/api/admin/reservations")).status).toBe(403);
    expect((await get(agent, "/api/admin/reservations")).status).toBe(403);
  });

  it("lists every reservation newest first with customer, agent, departure, seats and total", async () => {
    const page = await get(admin, "/api/admin/reservations");
    expect(page.status).toBe(200);
    expect(page.body.data.map((r: Json) => r.code)).toEqual([...codes].reverse());
    expect(page.body).toMatchObject({ count: 5, countCapped: false, next: null, previous: null, pageSize: 25 });
    const first = page.body.data.at(-1);
    expect(first).toMatchObject({
      code: codes[0],
      status: "WAITING",
      kind: "TOUR",
      customer: { id: ayse.id, name: "AYŞE Çelik", email: ayse.email, phone: "905551112233" },
      agent: null,
      departure: { id: departureId, startDate: "2026-12-10", returnDate: "2026-12-20" },
      startsOn: "2026-12-10",
      seats: 2,
      total: { amount: 300000, currency: "USD" },
    });
    expect(page.body.data[0].agent.name).toBe("Test User");
  });

  it("filters by status, departure, agent, date range and text (Turkish letters folded, phone by digits)", async () => {
    const codesOf = async (query: string) =>
      (await get(admin, `/api/admin/reservations?${query}`)).body.data.map((r: Json) => r.code).sort();
    expect(await codesOf(`departureId=${departureId}`)).toEqual([codes[0], codes[1], codes[3], codes[4]].sort());
    expect(await codesOf(`agentId=${agent.userId}`)).toEqual([codes[3], codes[4]].sort());
    expect(await codesOf("q=ayse")).toEqual(codes.slice(0, 3).sort());
    expect(await codesOf("q=CELIK")).toEqual(codes.slice(0, 3).sort());
    expect(await codesOf(`q=${encodeURIComponent("0555 111")}`)).toEqual(codes.slice(0, 3).sort());
    expect(await codesOf(`q=${codes[2]}`)).toEqual([codes[2]]);
    expect(await codesOf("q=%C3%B6z2")).toEqual([codes[4]]);
    expect(await codesOf("q=50%25")).toEqual([]);
    expect(await codesOf("createdFrom=2026-11-21&createdTo=2026-11-21")).toHaveLength(5);
    expect(await codesOf("createdTo=2026-11-20")).toEqual([]);
    expect(await codesOf("status=CONFIRMED")).toEqual([]);
    expect(await codesOf("kind=SERVICE")).toEqual([]);
  });

  it("pages by cursor both ways in every sort", async () => {
    const first = await get(admin, "/api/admin/reservations?sort=-seats&pageSize=25");
    const seats = first.body.data.map((r: Json) => r.seats);
    expect(seats).toEqual([...seats].sort((a, b) => b - a));
    const departure = await get(admin, "/api/admin/reservations?sort=-departure");
    expect(departure.body.data[0].code).toBe(codes[2]);
  });

  it("answers field codes for bad filters and a forged cursor", async () => {
    const bad = await get(admin, "/api/admin/reservations?status=DONE&q=a&sort=total&pageSize=7");
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: {
          code: "VALIDATION_FAILED",
          fields: {
            status: ["INVALID_VALUE"],
            q: ["INVALID_VALUE"],
            sort: ["INVALID_VALUE"],
            pageSize: ["INVALID_VALUE"],
          },
        },
      },
    });
    const forged = await get(admin, "/api/admin/reservations?cursor=bm90LWEtY3Vyc29y");
    expect(forged).toMatchObject({ status: 400, body: { error: { fields: { cursor: ["INVALID_VALUE"] } } } });
    // Well-formed but not a value of the sort: refused before the database casts it.
    const crafted = Buffer.from(JSON.stringify(["n", "not-a-time", "6f1d0c1e-9a6b-4c53-9a43-3f0b0f0f8e21"])).toString(
      "base64url",
    );
    for (const sort of ["-created", "departure", "seats"]) {
      const answer = await get(admin, `/api/admin/reservations?sort=${sort}&cursor=${crafted}`);
      expect(answer).toMatchObject({ status: 400, body: { error: { fields: { cursor: ["INVALID_VALUE"] } } } });
    }
  });
});

describe("paging", () => {
  it("walks 5 rows as pages of 25 … and, on a bigger list, forward then back to the same first page", async () => {
    // 25 more by the agent, so 30 rows make two pages of 25.
    for (let i = 0; i < 25; i += 1) {
      await book(agent, {
        departureId,
        currency: "USD",
        rooms: [{ roomType: "DOUBLE", adults: 1 }],
        customer: { email: `many${i}-${Date.now()}@example.com`, firstName: "Çok", surname: `Kişi${i}` },
      });
    }
    const first = await get(admin, "/api/admin/reservations?sort=created");
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0].code).toBe(codes[0]);
    expect(first.body.previous).toBeNull();
    const second = await get(admin, `/api/admin/reservations?sort=created&cursor=${first.body.next}`);
    expect(second.body.data).toHaveLength(5);
    expect(second.body.next).toBeNull();
    const seen = new Set([...first.body.data, ...second.body.data].map((r: Json) => r.code));
    expect(seen.size).toBe(30);
    const back = await get(admin, `/api/admin/reservations?sort=created&cursor=${second.body.previous}`);
    expect(back.body.data.map((r: Json) => r.code)).toEqual(first.body.data.map((r: Json) => r.code));
    expect(back.body.previous).toBeNull();
  });
});

describe("GET /api/admin/reservations/export", () => {
  it("writes the filtered list to an xlsx that reads back with its rows, named after its filters", async () => {
    const response = await api.app.request(
      "/api/admin/reservations/export?q=ayse&status=WAITING&sort=created",
      asBearer(admin),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="rezervasyonlar-2026-11-21-on-rezervasyon-ayse.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(["Kod", "Durum", "Tür"]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(codes.slice(0, 3));
    expect(rows[1]!.slice(1, 12)).toEqual([
      codes[0],
      "Ön Rezervasyon",
      "Tur",
      "AYŞE Çelik",
      ayse.email,
      "905551112233",
      // No agent, and the test tour has no title: empty cells.
      undefined,
      undefined,
      "2026-12-10",
      2,
      3000,
    ]);
  });

  it("writes an Excel-friendly CSV in English: BOM, semicolons, quoting", async () => {
    const response = await api.app.request(
      `/api/admin/reservations/export?format=csv&locale=en&agentId=${agent.userId}&sort=created`,
      asBearer(admin),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/filename="reservations-2026-11-21\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Code;Status;Kind;Customer;E-mail;Phone;Agent;Tour / Hotel;Departure;Seats;Total;Currency;Created",
    );
    expect(lines).toHaveLength(1 + 27);
    expect(lines[1]).toMatch(new RegExp(`^${codes[3]};Pre-reservation;Tour;Mehmet Öz1;`));
    expect(lines[1]).toContain(";1500;USD;");
  });
});

describe("one reservation", () => {
  it("answers everything with numbers masked, and 404 for an unknown code", async () => {
    const detail = await get(admin, `/api/admin/reservations/${codes[0]}?locale=en`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      code: codes[0],
      customer: { name: "AYŞE Çelik" },
      departure: { id: departureId, capacity: 40 },
      actions: { confirm: true, cancel: true, edit: true },
      notes: [],
      identityViews: [],
    });
    const [first] = detail.body.rooms[0].passengers;
    expect(first.tckn).toBe("•••••••0146");
    expect(first.passportNumber).toBe("•••••5678");
    expect((await get(admin, "/api/admin/reservations/RH-2026-999999")).status).toBe(404);
    expect((await get(customer, `/api/admin/reservations/${codes[0]}`)).status).toBe(403);
  });

  it("shows one number in full and writes who saw which passenger's number, when", async () => {
    const detail = await get(admin, `/api/admin/reservations/${codes[0]}`);
    const passengerId = detail.body.rooms[0].passengers[1].id;
    const reveal = async (session: Session, field: string, id = passengerId, code = codes[0]) =>
      json(
        await api.app.request(
          `/api/admin/reservations/${code}/passengers/${id}/identity`,
          asBrowser(session, { method: "POST", body: JSON.stringify({ field }) }),
        ),
      );
    expect(await reveal(admin, "passport_number")).toMatchObject({
      status: 200,
      body: { passengerName: "Ali Yılmaz", field: "passport_number", value: "U7654321" },
    });
    expect((await reveal(customer, "tckn")).status).toBe(403);
    expect((await reveal(admin, "iban")).status).toBe(400);
    expect((await reveal(admin, "tckn", passengerId, codes[1])).status).toBe(404);
    const logged = await api.deps.database.db.select().from(identityViews);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorId: admin.userId,
      passengerId,
      field: "passport_number",
      passengerName: "Ali Yılmaz",
    });
    const log = await get(admin, `/api/admin/reservations/${codes[0]}/events`);
    expect(log.body.identityViews).toMatchObject([
      { passengerName: "Ali Yılmaz", field: "passport_number", actor: { name: "Test User" } },
    ]);
    // Reading the whole reservation through the customer's call logs every number staff see;
    // the customer reading their own logs nothing.
    expect((await get(customer, `/api/reservations/${codes[0]}`)).status).toBe(200);
    expect(await api.deps.database.db.select().from(identityViews)).toHaveLength(1);
    const full = await get(admin, `/api/reservations/${codes[0]}`);
    expect(full.body.rooms[0].passengers[1].passportNumber).toBe("U7654321");
    expect(await api.deps.database.db.select().from(identityViews)).toHaveLength(1 + 4);
  });

  it("reads the order log with who (and whether customer or staff), when and what", async () => {
    const status = await api.app.request(
      `/api/admin/reservations/${codes[1]}/status`,
      asBrowser(admin, { method: "POST", body: JSON.stringify({ status: "CONFIRMED" }) }),
    );
    expect(status.status).toBe(200);
    const log = await get(admin, `/api/admin/reservations/${codes[1]}/events`);
    expect(log.body.status).toBe("CONFIRMED");
    expect(log.body.data.map((e: Json) => [e.action, e.actor.kind])).toEqual([
      ["created", "customer"],
      ["confirmed", "staff"],
    ]);
    expect(log.body.data[1].changes.status).toEqual({ from: "WAITING", to: "CONFIRMED" });
    // Open staff screens heard of every booking and of the confirmation, after their commits.
    expect(staffEvents.filter((e) => e.type === "reservation.created")).toHaveLength(30);
    expect(staffEvents.filter((e) => e.type === "reservation.confirmed")).toEqual([
      { type: "reservation.confirmed", code: codes[1] },
    ]);
    const after = await get(admin, `/api/admin/reservations/${codes[1]}`);
    expect(after.body.actions).toEqual({ confirm: false, cancel: true, edit: false });
  });
});

import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { demoBookings, seedDemoTravellers } from "../../seed/travellers.ts";
import { onStaffEvent, type StaffEvent } from "../admin-reservations/realtime.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import type { MemoryMailer } from "../../testing/memory-mailer.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let customer: Session;
let agent: Session;
let group: { departureId: number; startDate: string; codes: string[] };

/** Written out here, not read from the code under test: beds per room type. */
const beds: Record<string, number> = { SINGLE: 1, DOUBLE: 2, TWIN: 2, TRIPLE: 3, QUAD: 4 };

/** Every seeded traveller by full name, with what the seed says about them. */
const seeded = demoBookings.flatMap((booking, b) =>
  booking.rooms.flatMap((room, r) =>
    room.people.map((person) => ({ ...person, fullName: `${person.name} ${person.surname}`, booking: b, room: r })),
  ),
);
const person = (fullName: string) => seeded.find((p) => p.fullName === fullName)!;

beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
  const result = await seedDemoTravellers({ db: api.deps.database.db, cipher: api.deps.fieldCipher, now: testNow });
  group = result!;
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  customer = await signIn(api, (await createUser(api)).email);
});
afterAll(() => api.close());

const get = async (path: string, session: Session | null = admin) => {
  const response = await api.app.request(path, session ? asBearer(session) : {});
  return response;
};
const json = async (path: string, session: Session | null = admin) => {
  const response = await get(path, session);
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
};
const send = async (method: string, path: string, body: unknown, session: Session = admin) => {
  const response = await api.app.request(path, asBearer(session, { method, body: JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as Json };
};
const rooming = () => `/api/admin/departures/${group.departureId}/rooming?locale=tr`;

describe("the demo group", () => {
  it("books once, on an upcoming Umrah departure, and not again", async () => {
    expect(group.codes).toHaveLength(demoBookings.length);
    expect(
      await seedDemoTravellers({ db: api.deps.database.db, cipher: api.deps.fieldCipher, now: testNow }),
    ).toBeNull();
  });
});

describe("GET /api/admin/availability", () => {
  it("shows the group's departure with its seats split by status and its rooms by type; filters by month and tour", async () => {
    const month = group.startDate.slice(0, 7);
    const { status, body } = await json(`/api/admin/availability?month=${month}&locale=tr`);
    expect(status).toBe(200);
    expect(body.data.every((row: Json) => row.startDate.startsWith(month))).toBe(true);
    const row = body.data.find((d: Json) => d.id === group.departureId);
    // Seats: adults and children take one, babies none; counted here from the seed.
    const seats = (status: string) =>
      demoBookings
        .filter((b) => b.status === status)
        .reduce((sum, b) => sum + b.rooms.reduce((n, r) => n + r.adults + (r.children ?? 0), 0), 0);
    expect(row.waitingSeats).toBe(seats("WAITING"));
    expect(row.confirmedSeats).toBe(seats("CONFIRMED"));
    expect(row.seatsLeft).toBe(row.capacity - row.seatsTaken);
    const rooms: Record<string, number> = {};
    for (const b of demoBookings) for (const r of b.rooms) rooms[r.roomType] = (rooms[r.roomType] ?? 0) + 1;
    expect(row.rooms).toEqual(rooms);
    const oneTour = await json(`/api/admin/availability?tourId=${row.tourId}&locale=tr`);
    expect(new Set(oneTour.body.data.map((d: Json) => d.tourId))).toEqual(new Set([row.tourId]));
    expect(oneTour.body.data.map((d: Json) => d.id)).toContain(group.departureId);
    const bad = await json("/api/admin/availability?month=2026-13");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.month).toEqual(["INVALID_VALUE"]);
    expect((await get("/api/admin/availability", agent)).status).toBe(403);
  });
});

describe("GET /api/admin/departures/{id}/rooming", () => {
  it("is for staff only, 404 for an unknown departure, 400 for a bad id, never cached", async () => {
    expect((await get(rooming(), null)).status).toBe(401);
    expect((await get(rooming(), customer)).status).toBe(403);
    expect((await get(rooming(), agent)).status).toBe(403);
    expect((await get("/api/admin/departures/999999/rooming")).status).toBe(404);
    const bad = await json("/api/admin/departures/abc/rooming");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.id).toEqual(["INVALID_VALUE"]);
    expect((await get(rooming())).headers.get("cache-control")).toBe("private, no-store");
  });

  it("rooms the seeded families and single travellers of both genders validly in each hotel", async () => {
    const { status, body } = await json(rooming());
    expect(status).toBe(200);
    expect(body.hotels).toHaveLength(2);
    for (const hotel of body.hotels) {
      const occupants: Json[] = hotel.rooms.flatMap((room: Json) => room.occupants);
      // Everyone once: every seeded name, plus the one head booked without details.
      const named = occupants.filter((o) => o.name !== null).map((o) => o.name);
      expect([...named].sort()).toEqual(seeded.map((p) => p.fullName).sort());
      expect(occupants.filter((o) => o.name === null)).toHaveLength(1);
      for (const room of hotel.rooms) {
        const people = room.occupants.map((o: Json) => (o.name ? person(o.name) : null));
        const bedsTaken = people.filter((p: (typeof seeded)[number] | null) => p?.passengerType !== "turBaby").length;
        expect(bedsTaken).toBeLessThanOrEqual(beds[room.roomType]!);
        const codes = new Set(room.occupants.map((o: Json) => o.reservationCode));
        if (codes.size > 1) {
          // Strangers share a room only with their own gender, as the seed gave it.
          expect(new Set(people.map((p: (typeof seeded)[number] | null) => p?.gender)).size).toBe(1);
          expect(people).not.toContain(null);
        }
        for (const o of room.occupants) if (o.name) expect(o.gender).toBe(person(o.name).gender);
      }
      // A booked room is never split: its people sit in one room.
      for (const [b, booking] of demoBookings.entries()) {
        for (const [r, room] of booking.rooms.entries()) {
          const names = room.people.map((p) => `${p.name} ${p.surname}`);
          const homes = new Set(
            names.map((name) => hotel.rooms.findIndex((x: Json) => x.occupants.some((o: Json) => o.name === name))),
          );
          expect(homes.size, `${b}/${r}`).toBeLessThanOrEqual(1);
        }
      }
      // Filled before new ones are opened: the shared beds, worked out by hand from the seed.
      const roomOf = (name: string) =>
        hotel.rooms
          .find((room: Json) => room.occupants.some((o: Json) => o.name === name))
          .occupants.map((o: Json) => o.name)
          .sort();
      expect(roomOf("Şule Ağaoğlu")).toEqual(["Gülşen Öztürk", "Şule Ağaoğlu"].sort());
      expect(roomOf("İsmail Güneş")).toEqual(["Hüseyin Koç", "İsmail Güneş"].sort());
      expect(roomOf("Emine Doğan")).toEqual(["Emine Doğan", "Fatma Işık", "Zeynep Işık"].sort());
      expect(roomOf("Ali Şahin")).toEqual(["Ali Şahin"]);
      expect(roomOf("Merve Aydın")).toEqual(["Merve Aydın", "Yusuf Aydın"].sort());
      // 12 bookings' 13 rooms, three pairs of them shared: 10 rooms.
      expect(hotel.rooms).toHaveLength(10);
    }
  });

  it("exports the hotels' copy as a PDF with the Turkish names readable, and as xlsx", async () => {
    const pdf = await get(`/api/admin/departures/${group.departureId}/rooming/export?format=pdf&locale=tr`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oda-listesi-\d{4}-\d\d-\d\d-.+\.pdf"$/,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const p of seeded) expect(text).toContain(p.fullName);

    const xlsx = await get(`/api/admin/departures/${group.departureId}/rooming/export?format=xlsx&locale=en`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toMatch(/filename="rooming-.+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(2);
    for (const sheet of workbook.worksheets) {
      expect(sheet.getRow(1).getCell(3).value).toBe("Name");
      const names: unknown[] = [];
      sheet.eachRow((row, n) => n > 1 && names.push(row.getCell(3).value));
      for (const p of seeded) expect(names).toContain(p.fullName);
    }
    expect((await json(`/api/admin/departures/${group.departureId}/rooming/export?format=doc`)).status).toBe(400);
  });
});

describe("POST /api/admin/departures/{id}/rooming", () => {
  const keyOf = (body: Json, hotel: number, name: string) =>
    body.hotels[hotel].rooms.flatMap((room: Json) => room.occupants).find((o: Json) => o.name === name).key;
  const roomKeyOf = (body: Json, hotel: number, name: string) =>
    body.hotels[hotel].rooms.find((room: Json) => room.occupants.some((o: Json) => o.name === name)).key;

  it("refuses a move that mixes genders or overfills, with the domain's code and field", async () => {
    const { body } = await json(rooming());
    const hotelId = body.hotels[0].hotelId;
    const full = await send("POST", rooming(), {
      kind: "move",
      hotelId,
      personKey: keyOf(body, 0, "Ali Şahin"),
      toRoomKey: roomKeyOf(body, 0, "Emine Doğan"),
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("ROOM_OVER_CAPACITY");
    const women = await send("POST", rooming(), {
      kind: "move",
      hotelId,
      personKey: keyOf(body, 0, "Ali Şahin"),
      toRoomKey: roomKeyOf(body, 0, "Merve Aydın"),
    });
    expect(women.status).toBe(409);
    expect(women.body.error.code).toBe("ROOMING_MIXED_GENDERS");
    expect(women.body.error.fields).toEqual({ toRoomKey: ["ROOMING_MIXED_GENDERS"] });
    const unknown = await send("POST", rooming(), { kind: "lock", hotelId, roomKey: "nowhere" });
    expect(unknown.status).toBe(404);
    const otherHotel = await send("POST", rooming(), { kind: "lock", hotelId: 999999, roomKey: "x" });
    expect(otherHotel.status).toBe(404);
    const invalid = await send("POST", rooming(), { kind: "teleport", hotelId });
    expect(invalid.status).toBe(400);
    expect((await send("POST", rooming(), { kind: "lock", hotelId, roomKey: "x" }, customer)).status).toBe(403);
  });

  it("keeps a hand-made room through a new booking, in that hotel only, and logs the change", async () => {
    const { body } = await json(rooming());
    const hotelId = body.hotels[0].hotelId;
    const events: StaffEvent[] = [];
    const stop = onStaffEvent(api.deps, (event) => events.push(event));
    // Hüseyin moves to a single room of his own in the first hotel.
    const moved = await send("POST", rooming(), {
      kind: "moveToNewRoom",
      hotelId,
      personKey: keyOf(body, 0, "Hüseyin Koç"),
      roomType: "SINGLE",
    });
    expect(moved.status).toBe(200);
    stop();
    // Other staff with the departure open hear of it (ids only).
    expect(events).toEqual([{ type: "departure.changed", departureId: group.departureId }]);
    const single = moved.body.hotels[0].rooms.find((room: Json) =>
      room.occupants.some((o: Json) => o.name === "Hüseyin Koç"),
    );
    expect(single).toMatchObject({ roomType: "SINGLE", handMade: true });
    expect(single.occupants).toHaveLength(1);
    // The other hotel still pairs him with İsmail.
    const second = moved.body.hotels[1].rooms.find((room: Json) =>
      room.occupants.some((o: Json) => o.name === "Hüseyin Koç"),
    );
    expect(second.occupants.map((o: Json) => o.name).sort()).toEqual(["Hüseyin Koç", "İsmail Güneş"].sort());

    // A man books a bed in a double: he joins İsmail, and Hüseyin stays where staff put him.
    const booked = await api.app.request(
      "/api/reservations",
      asBearer(customer, {
        method: "POST",
        headers: { "idempotency-key": `rooming-${Math.random()}` },
        body: JSON.stringify({
          departureId: group.departureId,
          rooms: [
            {
              roomType: "DOUBLE",
              adults: 1,
              passengers: [
                {
                  passengerType: "turAdult",
                  name: "Oğuz",
                  surname: "Kılıç",
                  gender: "male",
                  birthDate: "1980-01-01",
                  tckn: "10000000146",
                  passportNumber: "U7654321",
                  passportExpiry: "2035-01-01",
                  citizenship: "TUR",
                },
              ],
            },
          ],
        }),
      }),
    );
    expect(booked.status).toBe(201);
    const after = (await json(rooming())).body;
    const names = (name: string) =>
      after.hotels[0].rooms
        .find((room: Json) => room.occupants.some((o: Json) => o.name === name))
        .occupants.map((o: Json) => o.name)
        .sort();
    expect(names("Hüseyin Koç")).toEqual(["Hüseyin Koç"]);
    expect(names("Oğuz Kılıç")).toEqual(["Oğuz Kılıç", "İsmail Güneş"].sort());

    // Locked, a room takes nobody else; the log names the change and who made it.
    const locked = await send("POST", rooming(), { kind: "lock", hotelId, roomKey: roomKeyOf(after, 0, "Ali Şahin") });
    expect(locked.status).toBe(200);
    expect(
      locked.body.hotels[0].rooms.find((r: Json) => r.occupants.some((o: Json) => o.name === "Ali Şahin")).locked,
    ).toBe(true);
    const log = (await api.deps.database.db.execute(
      sql`select action, actor_id from audit_events where entity = 'departure' and entity_id = ${String(group.departureId)} order by id`,
    )) as unknown as { rows: { action: string; actor_id: string }[] };
    expect(log.rows.map((row) => row.action)).toEqual(["rooming.moveToNewRoom", "rooming.lock"]);
    expect(log.rows[0]!.actor_id).toBe(admin.userId);
  });
});

describe("document readiness", () => {
  const readiness = () => `/api/admin/departures/${group.departureId}/readiness?locale=en`;
  /** Six months after the start is at least 181 days: computed here from the seed's own day counts. */
  const tooEarly = seeded.filter((p) => p.passportDays < 181).map((p) => p.fullName);

  it("lists exactly the seeded passengers whose passports expire too early, and the rest of what is missing", async () => {
    expect(tooEarly.sort()).toEqual(["Gülşen Öztürk", "İsmail Güneş"].sort());
    const { status, body } = await json(readiness());
    expect(status).toBe(200);
    const all: Json[] = body.reservations.flatMap((r: Json) => r.passengers);
    const withIssue = (issue: string) =>
      all
        .filter((p) => p.issues.includes(issue))
        .map((p) => p.name)
        .sort();
    expect(withIssue("PASSPORT_EXPIRES_TOO_EARLY")).toEqual(tooEarly.sort());
    expect(withIssue("TCKN_MISSING")).toEqual(
      seeded
        .filter((p) => p.citizenship === "TUR" && !p.tckn)
        .map((p) => p.fullName)
        .sort(),
    );
    // The staff-set visa states: everyone the seed did not mark issued, plus the customer's new booking.
    expect(withIssue("VISA_NOT_READY")).toEqual(
      [...seeded.filter((p) => p.visa !== "ISSUED").map((p) => p.fullName), "Oğuz Kılıç"].sort(),
    );
    expect(withIssue("DETAILS_MISSING")).toEqual([null]);
    expect(withIssue("BIRTH_DATE_MISMATCH")).toEqual([]);
    const lacking = all.filter((p) => p.issues.length > 0).length;
    expect(body.travellers).toBe(seeded.length + 2);
    expect(body.ready).toBe(body.travellers - lacking);
    expect(body.byIssue.PASSPORT_EXPIRES_TOO_EARLY).toBe(2);
    // "What is missing by reservation": only the reservations and travellers lacking something.
    expect(body.missing.flatMap((r: Json) => r.passengers).length).toBe(lacking);
  });

  it("lets staff set visa states (logged), refusing travellers of other departures", async () => {
    const { body } = await json(readiness());
    const fatma = body.reservations.find((r: Json) => r.passengers.some((p: Json) => p.name === "Fatma Işık"));
    const position = fatma.passengers.find((p: Json) => p.name === "Fatma Işık").position;
    const path = `/api/admin/departures/${group.departureId}/visas?locale=en`;
    const set = await send("PUT", path, {
      visas: [{ reservationCode: fatma.reservationCode, position, state: "ISSUED" }],
    });
    expect(set.status).toBe(200);
    const after = set.body.reservations.flatMap((r: Json) => r.passengers).find((p: Json) => p.name === "Fatma Işık");
    expect(after).toMatchObject({ visaState: "ISSUED", issues: [] });
    expect(set.body.ready).toBe(body.ready + 1);
    const missing = await send("PUT", path, {
      visas: [{ reservationCode: fatma.reservationCode, position: 99, state: "ISSUED" }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ "visas.0.position": ["NOT_FOUND"] });
    const bad = await send("PUT", path, { visas: [{ reservationCode: "nope", position: 0, state: "MAYBE" }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["visas.0.reservationCode", "visas.0.state"]);
  });

  it("e-mails a customer what their travellers lack, once per double click, and refuses when nothing is missing", async () => {
    const path = `/api/admin/departures/${group.departureId}/readiness/reminders`;
    const gulsen = group.codes[demoBookings.findIndex((b) => b.email.startsWith("gulsen."))]!;
    const first = await send("POST", path, { reservationCode: gulsen });
    expect(first).toEqual({ status: 200, body: { sent: true, reservationCode: gulsen } });
    const again = await send("POST", path, { reservationCode: gulsen });
    expect(again.body.sent).toBe(false);
    const mails = (await api.deps.database.db.execute(
      sql`select "to", subject, text from mail_outbox where kind = 'reservation:documentsReminder'`,
    )) as unknown as { rows: { to: string; subject: string; text: string }[] };
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.to).toBe("gulsen.ozturk@yolcu.rihla.example");
    expect(mails.rows[0]!.subject).toBe(`Yolculuk belgelerinizde eksik var: ${gulsen}`);
    // The outbox blanks a mail's body once it is delivered (on PostgreSQL that can be before this
    // read): the body is the row's while it waits, the delivered message's after.
    const delivered = (api.deps.mailer as MemoryMailer).sent.find((m) => m.to === mails.rows[0]!.to);
    expect(mails.rows[0]!.text || delivered?.text).toContain(
      "Gülşen Öztürk: Pasaport, tur başlangıcından sonra 6 ay geçerli değil",
    );
    // Şule lacks nothing; another departure's code is not found; a bad code is a 400.
    const sule = group.codes[demoBookings.findIndex((b) => b.email.startsWith("sule."))]!;
    const nothing = await send("POST", path, { reservationCode: sule });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe("NOTHING_TO_REMIND");
    expect((await send("POST", path, { reservationCode: "RH-2026-999999" })).status).toBe(404);
    const bad = await send("POST", path, { reservationCode: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ reservationCode: ["INVALID_VALUE"] });
    expect((await send("POST", path, { reservationCode: gulsen }, customer)).status).toBe(403);
  });

  it("exports who lacks what as a PDF and xlsx", async () => {
    const pdf = await get(`/api/admin/departures/${group.departureId}/readiness/export?format=pdf&locale=tr`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const name of tooEarly) expect(text).toContain(name);
    expect(text).not.toContain("Şule Ağaoğlu");
    const xlsx = await get(`/api/admin/departures/${group.departureId}/readiness/export?format=xlsx&locale=tr`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && names.push(row.getCell(2).value));
    for (const name of tooEarly) expect(names).toContain(name);
  });

  it("counts the departures of the next 30 days with something missing, for the dashboard", async () => {
    const { status, body } = await json("/api/admin/operations/readiness?locale=tr");
    expect(status).toBe(200);
    const mine = body.departures.find((d: Json) => d.id === group.departureId);
    expect(mine.travellers).toBe(seeded.length + 2);
    expect(body.withMissing).toBe(body.departures.filter((d: Json) => d.ready < d.travellers).length);
    expect(body.withMissing).toBeGreaterThanOrEqual(1);
    expect((await get("/api/admin/operations/readiness", customer)).status).toBe(403);
  });
});

describe("GET /api/admin/operations/days/{date}", () => {
  it("lists the groups of the day by their role and the flying group's manifest with passport numbers (logged)", async () => {
    const day = group.startDate;
    const { status, body } = await json(`/api/admin/operations/days/${day}?locale=tr`);
    expect(status).toBe(200);
    // Roles worked out here from the dates: leaving on the start, returning on the return, else on the road.
    for (const g of body.groups) {
      const role = g.startDate === day ? "leaving" : g.returnDate === day ? "returning" : "onTheRoad";
      expect(g.role, `departure ${g.departureId}`).toBe(role);
      expect(g.startDate <= day && day <= g.returnDate).toBe(true);
      if (role === "leaving") for (const f of g.flights) expect(f.leg).toBe("outbound");
    }
    const mine = body.groups.find((g: Json) => g.departureId === group.departureId);
    expect(mine.role).toBe("leaving");
    expect(mine.hotels).toHaveLength(2);
    const manifest = body.manifest.filter((p: Json) => p.departureId === group.departureId);
    // Every seeded traveller once (the customer's later booking too), with a passport number in full.
    for (const p of seeded) {
      const rows = manifest.filter((row: Json) => row.name === p.fullName);
      expect(rows, p.fullName).toHaveLength(1);
      expect(rows[0].passportNumber).toMatch(/^U\d{7}$/);
      expect(rows[0].gender).toBe(p.gender);
    }
    if (mine.flights.length > 0) expect(manifest[0].meeting).toMatch(/^(önceki gün )?\d\d:\d\d /);
    const log = (await api.deps.database.db.execute(
      sql`select note, entity_id from audit_events where action = 'manifest.viewed' order by id desc`,
    )) as unknown as { rows: { note: string; entity_id: string }[] };
    expect(log.rows.find((row) => row.entity_id === String(group.departureId))?.note).toBe(day);
    // Every number shown is an identity view with the staff member, as a reveal on a reservation is.
    const views = (await api.deps.database.db.execute(
      sql`select passenger_name, actor_id, field from identity_views`,
    )) as unknown as { rows: { passenger_name: string; actor_id: string; field: string }[] };
    const shown = body.manifest.filter((row: Json) => row.passportNumber !== null).map((row: Json) => row.name);
    expect(views.rows.map((row) => row.passenger_name).sort()).toEqual([...shown].sort());
    expect(new Set(views.rows.map((row) => `${row.actor_id} ${row.field}`))).toEqual(
      new Set([`${admin.userId} passport_number`]),
    );
    expect(body.manifest[0]).not.toHaveProperty("passengerId");
  });

  it("exports the day's pack as a PDF and xlsx, and refuses a date that is not one", async () => {
    const pdf = await get(`/api/admin/operations/days/${group.startDate}/export?list=print&format=pdf&locale=tr`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(/filename="gunluk-liste-\d{4}-\d\d-\d\d\.pdf"/);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Havalimanı listesi");
    for (const p of seeded) expect(text).toContain(p.fullName);
    const xlsx = await get(`/api/admin/operations/days/${group.startDate}/export?list=print&format=xlsx&locale=en`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["The day's operations", "Airport manifest"]);
    const names: unknown[] = [];
    workbook.worksheets[1]!.eachRow((row, n) => n > 1 && names.push(row.getCell(2).value));
    for (const p of seeded) expect(names).toContain(p.fullName);
    const bad = await json("/api/admin/operations/days/2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.date).toEqual(["INVALID_VALUE"]);
    expect((await get(`/api/admin/operations/days/${group.startDate}`, customer)).status).toBe(403);
  });
});

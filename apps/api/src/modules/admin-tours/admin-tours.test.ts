import fs from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, departures, reservations } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let agent: Session;
let customer: Session;
/** More customers: each holds at most 10 waiting seats of a departure (HOLD_MAX_SEATS). */
let others: Session[];
let counter = 0;

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const send = async (session: Session | null, method: string, path: string, body?: unknown) =>
  json(
    await api.app.request(
      path,
      session
        ? asBrowser(session, { method, ...(body ? { body: JSON.stringify(body) } : {}) })
        : {
            method,
            headers: { "content-type": "application/json", origin: "http://localhost" },
            ...(body ? { body: JSON.stringify(body) } : {}),
          },
    ),
  );

/** A whole tour as the edit page sends it, unique slugs per call. */
function tourBody(overrides: Json = {}) {
  const n = ++counter;
  const text = (locale: string) => ({
    slug: locale === "tr" ? `test-umresi-${n}` : `test-umrah-${n}`,
    title: locale === "tr" ? `Deneme Umresi ${n}` : `Test Umrah ${n}`,
    shortDescription: locale === "tr" ? "Kısa açıklama" : "Short description",
    descriptionHtml: "<p>Program</p>",
  });
  return {
    category: "umrah",
    days: 10,
    stars: 5,
    coverImage: "scenes/kaaba.jpg",
    published: true,
    translations: { tr: text("tr"), en: text("en") },
    ...overrides,
  };
}

const prices = (tryAmount: number) => [
  { roomType: "DOUBLE", currency: "USD", amount: 150000, highAmount: 170000 },
  { roomType: "DOUBLE", currency: "TRY", amount: tryAmount },
];

async function createTourWithDeparture(departure: Json = {}) {
  const tour = await send(admin, "POST", "/api/admin/tours", tourBody());
  expect(tour.status).toBe(201);
  const created = await send(admin, "POST", `/api/admin/tours/${tour.body.id}/departures`, {
    startDate: "2026-12-10",
    returnDate: "2026-12-19",
    capacity: 10,
    prices: prices(5100000),
    ...departure,
  });
  expect(created.status).toBe(201);
  return { tour: tour.body, departure: created.body };
}

async function book(session: Session, departureId: number, adults: number, key = `admin-tours-${++counter}-key`) {
  return api.app.request(
    "/api/reservations",
    asBearer(session, {
      method: "POST",
      headers: { "idempotency-key": key },
      body: JSON.stringify({ departureId, currency: "TRY", rooms: [{ roomType: "DOUBLE", adults }] }),
    }),
  );
}

beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  customer = await signIn(api, (await createUser(api)).email);
  others = await Promise.all([1, 2].map(async () => signIn(api, (await createUser(api)).email)));
});
afterAll(() => api.close());

describe("/api/admin/tours and /api/admin/departures: who may", () => {
  it("answers 401 without a session and 403 to customers and agents, before reading the body", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/tours"],
      ["POST", "/api/admin/tours"],
      ["GET", "/api/admin/tours/1"],
      ["PATCH", "/api/admin/tours/1"],
      ["POST", "/api/admin/tours/1/departures"],
      ["PATCH", "/api/admin/departures/1"],
    ] as const) {
      expect((await send(null, method, path, method === "GET" ? undefined : {})).status, `${method} ${path}`).toBe(401);
      expect((await send(customer, method, path, method === "GET" ? undefined : {})).status).toBe(403);
      expect((await send(agent, method, path, method === "GET" ? undefined : {})).status).toBe(403);
    }
  });

  it("answers 404 for a tour or departure that does not exist", async () => {
    expect((await send(admin, "GET", "/api/admin/tours/999999")).status).toBe(404);
    expect((await send(admin, "PATCH", "/api/admin/tours/999999", { published: false })).status).toBe(404);
    expect((await send(admin, "PATCH", "/api/admin/departures/999999", { capacity: 5 })).status).toBe(404);
    const departure = { startDate: "2026-12-10", returnDate: "2026-12-19", capacity: 5 };
    expect((await send(admin, "POST", "/api/admin/tours/999999/departures", departure)).status).toBe(404);
  });
});

describe("creating and editing a tour", () => {
  it("creates a tour in both languages that the public API shows at once, and logs who did it", async () => {
    const body = tourBody({ minAge: 12, maxAge: 80 });
    const created = await send(admin, "POST", "/api/admin/tours", body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      category: "umrah",
      published: true,
      minAge: 12,
      maxAge: 80,
      translations: { tr: { slug: body.translations.tr.slug }, en: { title: body.translations.en.title } },
      departures: [],
    });
    expect(created.body.events[0]).toMatchObject({ action: "created", actor: { id: admin.userId } });
    const id = created.body.id as number;
    // Without a departure it is on no public list, but its page answers in both locales.
    const tr = await send(null, "GET", `/api/tours/${body.translations.tr.slug}?locale=tr`);
    expect(tr.body).toMatchObject({ id, title: body.translations.tr.title });
    const en = await send(null, "GET", `/api/tours/${body.translations.en.slug}?locale=en`);
    expect(en.body).toMatchObject({ id, title: body.translations.en.title });
  });

  it("refuses bad input with field codes, and a taken slug or a list's slug with 409 SLUG_TAKEN", async () => {
    const bad = await send(admin, "POST", "/api/admin/tours", {
      ...tourBody(),
      days: 0,
      translations: { tr: { ...tourBody().translations.tr, slug: "Büyük Harf" }, en: tourBody().translations.en },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ days: ["INVALID_VALUE"], "translations.tr.slug": ["INVALID_VALUE"] });

    const first = await send(admin, "POST", "/api/admin/tours", tourBody());
    const again = tourBody();
    again.translations.en.slug = first.body.translations.tr.slug; // another tour's slug, other locale
    const taken = await send(admin, "POST", "/api/admin/tours", again);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: "SLUG_TAKEN", fields: { "translations.en.slug": ["SLUG_TAKEN"] } });

    const list = tourBody();
    list.translations.tr.slug = "umre-turlari";
    const reserved = await send(admin, "PATCH", `/api/admin/tours/${first.body.id}`, {
      translations: list.translations,
    });
    expect(reserved.status).toBe(409);
    expect(reserved.body.error.fields).toEqual({ "translations.tr.slug": ["SLUG_TAKEN"] });

    const ages = await send(admin, "PATCH", `/api/admin/tours/${first.body.id}`, { minAge: 50 });
    expect((await send(admin, "PATCH", `/api/admin/tours/${first.body.id}`, { maxAge: 40 })).status).toBe(400);
    expect(ages.status).toBe(200);
  });

  it("keeps a changed slug as the old address of the tour, in each locale, and logs from → to", async () => {
    const body = tourBody();
    const created = (await send(admin, "POST", "/api/admin/tours", body)).body;
    const renamed = {
      tr: { ...body.translations.tr, slug: `${body.translations.tr.slug}-yeni` },
      en: { ...body.translations.en, slug: `${body.translations.en.slug}-new` },
    };
    const patched = await send(admin, "PATCH", `/api/admin/tours/${created.id}`, { translations: renamed });
    expect(patched.status).toBe(200);
    expect(patched.body.oldSlugs.map((s: Json) => `${s.locale}:${s.slug}`).sort()).toEqual([
      `en:${body.translations.en.slug}`,
      `tr:${body.translations.tr.slug}`,
    ]);
    expect(patched.body.events[0]).toMatchObject({
      action: "updated",
      actor: { id: admin.userId },
      changes: { "slug.tr": { from: body.translations.tr.slug, to: renamed.tr.slug } },
    });
    // The public API finds the tour by an old slug and names the current one (the site answers 301).
    for (const [locale, old, now] of [
      ["tr", body.translations.tr.slug, renamed.tr.slug],
      ["en", body.translations.en.slug, renamed.en.slug],
    ] as const) {
      const answer = await send(null, "GET", `/api/tours/${old}?locale=${locale}`);
      expect(answer.status).toBe(200);
      expect(answer.body.slug).toBe(now);
      // The tour page's one call (GET /api/tour-links/{link}) finds it the same way.
      const page = await send(null, "GET", `/api/tour-links/${old}?locale=${locale}`);
      expect(page.body).toMatchObject({ kind: "tour", tour: { slug: now } });
    }
    // The old slug is free for another tour; then that tour wins it.
    const other = tourBody();
    other.translations.tr.slug = body.translations.tr.slug;
    const taker = await send(admin, "POST", "/api/admin/tours", other);
    expect(taker.status).toBe(201);
    expect((await send(null, "GET", `/api/tours/${body.translations.tr.slug}?locale=tr`)).body.id).toBe(taker.body.id);
    // Saving the same texts again changes nothing and logs nothing.
    const count = patched.body.events.length;
    const same = await send(admin, "PATCH", `/api/admin/tours/${created.id}`, { translations: renamed });
    expect(same.body.events).toHaveLength(count);
  });

  it("makes one tour and one departure of a double submit with one Idempotency-Key", async () => {
    const body = tourBody();
    const post = async (path: string, payload: unknown, key: string) =>
      json(
        await api.app.request(
          path,
          asBrowser(admin, { method: "POST", headers: { "idempotency-key": key }, body: JSON.stringify(payload) }),
        ),
      );
    const [a, b] = await Promise.all([
      post("/api/admin/tours", body, `tour-once-${counter}-key`),
      post("/api/admin/tours", body, `tour-once-${counter}-key`),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    const search = await send(admin, "GET", `/api/admin/tours?q=${body.translations.tr.slug}`);
    expect(search.body.total).toBe(1);
    const departure = { startDate: "2027-01-10", returnDate: "2027-01-20", capacity: 30 };
    const path = `/api/admin/tours/${a.body.id}/departures`;
    const [d1, d2] = await Promise.all([
      post(path, departure, "departure-once-key"),
      post(path, departure, "departure-once-key"),
    ]);
    expect(d2.body.id).toBe(d1.body.id);
    expect((await send(admin, "GET", `/api/admin/tours/${a.body.id}`)).body.departures).toHaveLength(1);
  });

  it("sets the tour's hotels with nights and room view, offered from the agency's hotels; refuses an unknown one", async () => {
    const { tour } = await createTourWithDeparture();
    const options = tour.hotelOptions as Json[];
    expect(options.length).toBeGreaterThan(1); // the seed's hotels
    const [first, second] = options as [Json, Json];
    const unknown = await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, {
      hotels: [
        { hotelId: first.id, nights: 4 },
        { hotelId: 999_999, nights: 3 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ "hotels.1.hotelId": ["INVALID_VALUE"] });
    const view = (first.views as string[])[0] ?? null;
    const set = await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, {
      hotels: [
        { hotelId: first.id, nights: 4, viewType: view },
        { hotelId: second.id, nights: 3 },
      ],
    });
    expect(set.body.hotels).toEqual([
      { hotelId: first.id, nights: 4, viewType: view },
      { hotelId: second.id, nights: 3, viewType: null },
    ]);
    expect(set.body.events[0].changes.hotels.from).toEqual([]);
    const page = await send(null, "GET", `/api/tours/${tour.translations.en.slug}?locale=en`);
    expect(page.body.hotels.map((h: Json) => [h.name, h.nights])).toEqual([
      [first.name.en, 4],
      [second.name.en, 3],
    ]);
  });

  it("unpublishing takes the tour off the public pages at once", async () => {
    const { tour } = await createTourWithDeparture();
    const slug = tour.translations.tr.slug as string;
    expect((await send(null, "GET", `/api/tours/${slug}?locale=tr`)).status).toBe(200);
    await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, { published: false });
    expect((await send(null, "GET", `/api/tours/${slug}?locale=tr`)).status).toBe(404);
    await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, { published: true });
    expect((await send(null, "GET", `/api/tours/${slug}?locale=tr`)).status).toBe(200);
  });
});

describe("the staff's tour list", () => {
  it("searches, filters by published and open departures, and pages", async () => {
    const { tour } = await createTourWithDeparture();
    const hidden = await send(admin, "POST", "/api/admin/tours", tourBody({ published: false }));
    const title = (hidden.body.translations.tr.title as string).toLocaleUpperCase("tr");
    const search = await send(admin, "GET", `/api/admin/tours?q=${encodeURIComponent(title)}`);
    expect(search.body.data.map((row: Json) => row.id)).toEqual([hidden.body.id]);
    expect(search.body.data[0]).toMatchObject({
      published: false,
      departures: 0,
      openDepartures: 0,
      nextDeparture: null,
    });

    const unpublished = await send(admin, "GET", "/api/admin/tours?published=no");
    expect(unpublished.body.data.every((row: Json) => row.published === false)).toBe(true);
    expect(unpublished.body.data.map((row: Json) => row.id)).toContain(hidden.body.id);

    const open = await send(admin, "GET", `/api/admin/tours?open=yes&q=${tour.translations.en.slug}&locale=en`);
    expect(open.body.data).toEqual([
      expect.objectContaining({
        id: tour.id,
        title: tour.translations.en.title,
        openDepartures: 1,
        nextDeparture: "2026-12-10",
      }),
    ]);
    expect((await send(admin, "GET", `/api/admin/tours?open=no&q=${tour.translations.en.slug}`)).body.data).toEqual([]);
    // Season 2026-2027 starts 1 June 2026: the December departure is in it, not in 2025-2026.
    expect(
      (await send(admin, "GET", `/api/admin/tours?season=2026-2027&q=${tour.translations.tr.slug}`)).body.total,
    ).toBe(1);
    expect(
      (await send(admin, "GET", `/api/admin/tours?season=2025-2026&q=${tour.translations.tr.slug}`)).body.total,
    ).toBe(0);

    const all = await send(admin, "GET", "/api/admin/tours?sort=-created");
    expect(all.body.pageSize).toBe(25);
    expect(all.body.total).toBeGreaterThan(25); // the seed's tours and these
    expect(all.body.data).toHaveLength(25);
    expect((await send(admin, "GET", "/api/admin/tours?sort=nope&season=2025-2027")).status).toBe(400);
  });
});

describe("departures: capacity, prices and closing", () => {
  it("changes a price: logged from → to, on the public page at once, and a reservation keeps its price", async () => {
    const { tour, departure } = await createTourWithDeparture();
    const slug = tour.translations.tr.slug as string;
    const publicPrice = async () =>
      (await send(null, "GET", `/api/tours/${slug}?locale=tr&currency=TRY`)).body.departures[0].prices[0].amount;
    expect(await publicPrice()).toBe(5100000);

    const booked = await book(customer, departure.id, 2);
    expect(booked.status).toBe(201);
    const code = ((await booked.json()) as Json).code as string;
    const [before] = await api.deps.database.db.select().from(reservations).where(eq(reservations.code, code));
    expect(before!.totalMinor).toBe(2 * 5100000);

    const patched = await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { prices: prices(5400000) });
    expect(patched.status).toBe(200);
    expect(patched.body.prices.find((p: Json) => p.currency === "TRY").amount).toBe(5400000);
    expect(await publicPrice()).toBe(5400000);

    const [after] = await api.deps.database.db.select().from(reservations).where(eq(reservations.code, code));
    expect(after!.totalMinor).toBe(2 * 5100000);
    expect(after!.priceSnapshot).toEqual(before!.priceSnapshot);

    const log = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(departure.id)));
    const change = log.find((event) => event.entity === "departure" && event.action === "updated")!;
    expect(change.actorId).toBe(admin.userId);
    expect(change.changes).toEqual({
      "price.DOUBLE.TRY": {
        from: { amount: 5100000, currency: "TRY", highAmount: null, childAmount: null, babyAmount: null },
        to: { amount: 5400000, currency: "TRY", highAmount: null, childAmount: null, babyAmount: null },
      },
    });
    // The same prices again: nothing changes, nothing more in the log.
    await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { prices: prices(5400000) });
    expect(
      await api.deps.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, String(departure.id))),
    ).toHaveLength(log.length);
  });

  it("refuses a capacity below the seats taken with 409 and the seats, allows it down to them, logs it", async () => {
    const { departure } = await createTourWithDeparture({ capacity: 10 });
    expect((await book(customer, departure.id, 2)).status).toBe(201);
    expect((await book(others[0]!, departure.id, 2)).status).toBe(201);
    const refused = await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { capacity: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: "CAPACITY_BELOW_SEATS_TAKEN",
      fields: { capacity: ["CAPACITY_BELOW_SEATS_TAKEN"] },
      params: { seatsTaken: 4 },
    });
    expect(refused.body.error.message).toContain("4");
    const [row] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departure.id));
    expect(row).toMatchObject({ capacity: 10, seatsTaken: 4 });

    const lowered = await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { capacity: 4 });
    expect(lowered.body).toMatchObject({ capacity: 4, seatsTaken: 4 });
    const [event] = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(departure.id)))
      .orderBy(auditEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event!.changes).toEqual({ capacity: { from: 10, to: 4 } });
    expect((await book(customer, departure.id, 1)).status).toBe(409);
  });

  it("closes a date: the reservations stay, the public page says closed at once, no more bookings; opens again", async () => {
    const { tour, departure } = await createTourWithDeparture();
    const booked = await book(customer, departure.id, 2);
    const code = ((await booked.json()) as Json).code as string;
    const state = async () =>
      (await send(null, "GET", `/api/tours/${tour.translations.en.slug}?locale=en`)).body.departures[0].saleState;
    expect(await state()).toBe("ON_SALE");
    const closed = await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { closed: true });
    expect(closed.body).toMatchObject({ closed: true, saleState: "CLOSED", seatsTaken: 2 });
    expect(await state()).toBe("CLOSED");
    const [reservation] = await api.deps.database.db.select().from(reservations).where(eq(reservations.code, code));
    expect(reservation!.status).toBe("WAITING");
    expect((await book(others[0]!, departure.id, 1)).status).toBe(409);
    const opened = await send(admin, "PATCH", `/api/admin/departures/${departure.id}`, { closed: false });
    expect(opened.body).toMatchObject({ closed: false, saleState: "ON_SALE" });
    expect(await state()).toBe("ON_SALE");
  });

  it("refuses a departure with bad dates or prices with field codes", async () => {
    const tour = (await send(admin, "POST", "/api/admin/tours", tourBody())).body;
    const bad = await send(admin, "POST", `/api/admin/tours/${tour.id}/departures`, {
      startDate: "2026-12-10",
      returnDate: "2026-12-01",
      capacity: 0,
      prices: [{ roomType: "DOUBLE", currency: "TRY", amount: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      returnDate: ["INVALID_VALUE"],
      capacity: ["INVALID_VALUE"],
      "prices.0.amount": ["INVALID_VALUE"],
    });
    expect((await send(admin, "PATCH", "/api/admin/departures/1", {})).status).toBe(400);
  });

  it("never leaves the capacity below the seats taken when lowering it races bookings", async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { departure } = await createTourWithDeparture({ capacity: 20 });
      const sessions = [customer, ...others];
      const attempts = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => book(sessions[i % 3]!, departure.id, 1, `race-${trial}-${i}-key`)),
        ...[10, 8, 6, 4].map((capacity) =>
          api.app.request(
            `/api/admin/departures/${departure.id}`,
            asBrowser(admin, { method: "PATCH", body: JSON.stringify({ capacity }) }),
          ),
        ),
      ]);
      const bookings = attempts.slice(0, 12).map((r) => r.status);
      const patches = attempts.slice(12).map((r) => r.status);
      expect(bookings.every((s) => s === 201 || s === 409)).toBe(true);
      expect(patches.every((s) => s === 200 || s === 409)).toBe(true);
      const [row] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departure.id));
      const held = await api.deps.database.db
        .select({ seats: reservations.seats })
        .from(reservations)
        .where(eq(reservations.departureId, departure.id));
      const seats = held.reduce((sum, r) => sum + r.seats, 0);
      expect(row!.seatsTaken).toBe(seats);
      expect(row!.seatsTaken).toBe(bookings.filter((s) => s === 201).length);
      expect(row!.capacity).toBeGreaterThanOrEqual(row!.seatsTaken);
    }
  });
});

describe("the tour's gallery: upload, reorder, alt texts, remove", () => {
  /** A real image of `format`, drawn by sharp (a colour per image, so their bytes differ). */
  const picture = (format: "png" | "jpeg", colour: string, width = 64) => {
    const image = sharp({ create: { width, height: 48, channels: 3, background: colour } });
    return (format === "png" ? image.png() : image.jpeg()).toBuffer();
  };
  const upload = async (session: Session | null, tourId: number, file: Blob, name: string, alt: Json = {}) => {
    const body = new FormData();
    body.set("image", file, name);
    for (const [key, value] of Object.entries(alt)) body.set(key, String(value));
    const init: RequestInit = { method: "POST", body };
    return json(
      await api.app.request(
        `/api/admin/tours/${tourId}/gallery`,
        session ? asBrowser(session, init) : { ...init, headers: { origin: "http://localhost" } },
      ),
    );
  };
  const publicTour = async (slug: string, locale: string) =>
    (await send(null, "GET", `/api/tours/${slug}?locale=${locale}`)).body;

  it("stores an uploaded PNG and JPEG as WebP through the image pipeline, in order, with alt texts per locale", async () => {
    const { tour } = await createTourWithDeparture();
    const png = await upload(admin, tour.id, new Blob([await picture("png", "#c00")], { type: "image/png" }), "a.png", {
      altTr: "Kâbe gün batımında",
      altEn: "The Kaaba at dusk",
    });
    expect(png.status).toBe(201);
    // A JPEG declared as anything: the bytes decide.
    const jpeg = await upload(admin, tour.id, new Blob([await picture("jpeg", "#00c", 3000)]), "photo.bin");
    expect(jpeg.status).toBe(201);
    const gallery = jpeg.body.gallery as { src: string; alt: { tr: string; en: string } }[];
    expect(gallery).toHaveLength(2);
    expect(gallery[0]).toMatchObject({ alt: { tr: "Kâbe gün batımında", en: "The Kaaba at dusk" } });
    expect(gallery[1]).toMatchObject({ alt: { tr: "", en: "" } });
    for (const image of gallery)
      expect(image.src).toMatch(new RegExp(`^uploads/tours/${tour.id}-[0-9a-f]{16}\\.webp$`));

    // Served by /img like a bundled image: the stored file is WebP, the large one cut to 2400 px.
    const served = await api.app.request(`/img/${gallery[1]!.src}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 2400,
    });
    const thumb = await api.app.request(`/img/${gallery[0]!.src}?w=320&f=jpeg`);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");

    // The public page shows them in order with the locale's alt text.
    const slug = tour.translations.tr.slug as string;
    expect(await publicTour(slug, "tr")).toMatchObject({
      gallery: gallery.map((image) => image.src),
      galleryAlt: ["Kâbe gün batımında", ""],
    });
    expect((await publicTour(tour.translations.en.slug, "en")).galleryAlt).toEqual(["The Kaaba at dusk", ""]);

    // Logged like any gallery change, by whom.
    const [logged] = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(tour.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(logged).toMatchObject({ entity: "tour", action: "updated", actorId: admin.userId });
    expect((logged!.changes as Json).gallery.from).toHaveLength(1);
    expect((logged!.changes as Json).gallery.to).toHaveLength(2);

    // Reorder and set alt texts with the PATCH; the public page follows at once.
    const reordered = [
      { src: gallery[1]!.src, alt: { tr: "Medine kubbeleri", en: "The domes of Madinah" } },
      { src: gallery[0]!.src, alt: gallery[0]!.alt },
    ];
    const patched = await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, { gallery: reordered });
    expect(patched.status).toBe(200);
    expect(patched.body.gallery).toEqual(reordered);
    expect(await publicTour(slug, "tr")).toMatchObject({
      gallery: [gallery[1]!.src, gallery[0]!.src],
      galleryAlt: ["Medine kubbeleri", "Kâbe gün batımında"],
    });
    expect((await publicTour(tour.translations.en.slug, "en")).galleryAlt).toEqual([
      "The domes of Madinah",
      "The Kaaba at dusk",
    ]);

    // Removing an uploaded image deletes its file once no tour shows it.
    const removed = await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, { gallery: [reordered[1]] });
    expect(removed.body.gallery).toEqual([reordered[1]]);
    expect((await api.app.request(`/img/${gallery[1]!.src}`)).status).toBe(404);
    expect((await api.app.request(`/img/${gallery[0]!.src}`)).status).toBe(200);
  });

  it("refuses a text file named .jpg with IMAGE_INVALID and an oversized one with 413 IMAGE_TOO_LARGE", async () => {
    const { tour } = await createTourWithDeparture();
    const text = new Blob(["this is no image, only named like one"], { type: "image/jpeg" });
    const invalid = await upload(admin, tour.id, text, "holiday.jpg");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: "IMAGE_INVALID", fields: { image: ["IMAGE_INVALID"] } });
    // A real JPEG's signature on a broken body is refused too (the whole file is decoded).
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("garbage")]);
    expect((await upload(admin, tour.id, new Blob([broken]), "cut.jpg")).body.error.code).toBe("IMAGE_INVALID");
    // A GIF is an image, but not one of ours.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0c0" } })
      .gif()
      .toBuffer();
    expect((await upload(admin, tour.id, new Blob([gif]), "a.gif")).body.error.code).toBe("IMAGE_INVALID");
    // No file at all.
    const empty = await upload(admin, tour.id, new Blob([]), "empty.jpg");
    expect(empty.body.error.code).toBe("IMAGE_INVALID");
    // Bodies that are no upload: a 4xx with a code, never a 500.
    const address = `/api/admin/tours/${tour.id}/gallery`;
    const asText = new FormData();
    asText.set("image", "not a file");
    const twice = new FormData();
    twice.append("image", new Blob([await picture("png", "#111")]), "a.png");
    twice.append("image", new Blob([await picture("png", "#222")]), "b.png");
    for (const init of [
      { method: "POST", body: JSON.stringify({ image: "x" }) },
      { method: "POST", body: asText },
      { method: "POST", body: twice },
      {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nbroken",
      },
    ]) {
      const answer = await json(await api.app.request(address, asBrowser(admin, init)));
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error.code).toMatch(/^[A-Z_]+$/);
    }

    const large = new Uint8Array(5 * 1024 * 1024 + 1024);
    large.set(await picture("jpeg", "#333"));
    const tooLarge = await upload(admin, tour.id, new Blob([large], { type: "image/jpeg" }), "big.jpg");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({
      code: "IMAGE_TOO_LARGE",
      fields: { image: ["IMAGE_TOO_LARGE"] },
      params: { megabytes: 5 },
    });
    // Far over: refused while the body is read, by the same code.
    const huge = new FormData();
    huge.set("image", new Blob([new Uint8Array(12 * 1024 * 1024)]), "huge.jpg");
    const refusedWhileRead = await json(
      await api.app.request(address, asBrowser(admin, { method: "POST", body: huge })),
    );
    expect(refusedWhileRead.status).toBe(413);
    expect(refusedWhileRead.body.error.code).toBe("IMAGE_TOO_LARGE");
    // Nothing was added, and nothing was left on disk.
    expect((await send(admin, "GET", `/api/admin/tours/${tour.id}`)).body.gallery).toEqual([]);
    const files = await fs.readdir(path.join(api.deps.config.dataDir, "uploads", "tours")).catch(() => []);
    expect(files.filter((name) => name.startsWith(`${tour.id}-`))).toEqual([]);
  });

  it("refuses a too long alt text with a field code, and a 31st image", async () => {
    const { tour } = await createTourWithDeparture();
    const png = new Blob([await picture("png", "#ccc")]);
    const long = await upload(admin, tour.id, png, "a.png", { altEn: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ altEn: ["TOO_LONG"] });
    const full = Array.from({ length: 30 }, () => ({ src: "scenes/kaaba.jpg", alt: { tr: "", en: "" } }));
    expect((await send(admin, "PATCH", `/api/admin/tours/${tour.id}`, { gallery: full })).status).toBe(200);
    const extra = await upload(admin, tour.id, png, "a.png");
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toEqual({ gallery: ["TOO_LONG"] });
  });

  it("answers 401 without a session, 403 to customers and agents, and 404 for no such tour", async () => {
    const png = new Blob([await picture("png", "#ccc")]);
    expect((await upload(null, 1, png, "a.png")).status).toBe(401);
    expect((await upload(customer, 1, png, "a.png")).status).toBe(403);
    expect((await upload(agent, 1, png, "a.png")).status).toBe(403);
    expect((await upload(admin, 999999, png, "a.png")).status).toBe(404);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { contactRequests, informationRequests, newsletterSubscriptions } from "../../db/schema.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
let clock = new Date("2026-11-21T09:00:00Z");
beforeAll(async () => {
  api = await createTestApi({ rateLimit: { max: 3, windowMs: 60_000 } }, { seed: true, now: () => clock });
});
afterAll(() => api.close());

let ipCounter = 0;
/** Each test posts from its own IP so the limit only bites where a test wants it to. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const post = async (url: string, body: unknown, ip: string) => {
  const response = await api.app.request(url, {
    method: "POST",
    // A client's own (forgeable) entry first, then the address our trusted proxy appended: the last counts.
    headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.1, ${ip}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
};
const rows = async (table: typeof contactRequests | typeof informationRequests | typeof newsletterSubscriptions) =>
  (await api.deps.database.db.select({ n: count() }).from(table))[0]!.n;

const contact = {
  name: "Ayşe Yılmaz",
  subject: "Ocak umresi",
  mobile: "0532 123 45 67",
  email: "ayse@example.com",
  message: "Sömestr tatilinde 4 kişi için fiyat alabilir miyim?",
};

describe("POST /api/contact-requests", () => {
  it("stores a valid message with the normalised phone", async () => {
    const before = await rows(contactRequests);
    const { status, body } = await post("/api/contact-requests?locale=tr", contact, freshIp());
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
    expect(await rows(contactRequests)).toBe(before + 1);
    const [stored] = await api.deps.database.db.select().from(contactRequests).orderBy(contactRequests.id);
    expect(stored).toMatchObject({ phone: "905321234567", locale: "tr", ip: "203.0.113.1" });
  });

  it("answers 400 with field errors and stores nothing", async () => {
    const before = await rows(contactRequests);
    const { status, body } = await post(
      "/api/contact-requests",
      { ...contact, email: "not-an-email", mobile: "12", name: " " },
      freshIp(),
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { email: ["EMAIL_INVALID"], mobile: ["PHONE_INVALID"], name: ["REQUIRED"] },
    });
    expect(await rows(contactRequests)).toBe(before);
    expect((await post("/api/contact-requests", "{not json", freshIp())).status).toBe(400);
  });

  it("answers 429 with Retry-After past the limit, per IP, until the window passes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post("/api/contact-requests", contact, ip)).status).toBe(201);
    const limited = await post("/api/contact-requests", contact, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBe(60);
    expect((await post("/api/newsletter-subscriptions", { email: "x@example.com" }, ip)).status).toBe(429);
    expect((await post("/api/contact-requests", contact, freshIp())).status).toBe(201);
    clock = new Date(clock.getTime() + 61_000);
    expect((await post("/api/contact-requests", contact, ip)).status).toBe(201);
  });
});

describe("POST /api/information-requests", () => {
  it("stores a request about a tour named by slug", async () => {
    const { status } = await post(
      "/api/information-requests",
      {
        name: "Mehmet Kaya",
        phone: "+90 555 111 22 33",
        tourSlug: "10-day-comfort-umrah-tour",
        preferredContact: "whatsapp",
        locale: "en",
      },
      freshIp(),
    );
    expect(status).toBe(201);
    const [stored] = await api.deps.database.db.select().from(informationRequests);
    expect(stored).toMatchObject({
      phone: "905551112233",
      preferredContact: "whatsapp",
      locale: "en",
      tourId: expect.any(Number),
    });
  });

  it("answers 400 for an unknown tour and for a missing e-mail when e-mail is the channel, storing nothing", async () => {
    const before = await rows(informationRequests);
    const unknown = await post(
      "/api/information-requests",
      { name: "A", phone: "05551112233", tourSlug: "no-such-tour" },
      freshIp(),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ tourSlug: ["NOT_FOUND"] });
    const noEmail = await post(
      "/api/information-requests",
      { name: "A", phone: "05551112233", preferredContact: "email" },
      freshIp(),
    );
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields).toEqual({ email: ["REQUIRED"] });
    expect(await rows(informationRequests)).toBe(before);
  });
});

describe("POST /api/newsletter-subscriptions", () => {
  it("stores a pending subscription once, whatever the spelling of the address", async () => {
    const first = await post("/api/newsletter-subscriptions", { email: "Zeynep@Example.com", locale: "en" }, freshIp());
    const again = await post("/api/newsletter-subscriptions", { email: "zeynep@example.com" }, freshIp());
    expect(first).toMatchObject({ status: 202, body: { status: "pending" } });
    expect(again).toMatchObject({ status: 202, body: { status: "pending" } });
    const stored = await api.deps.database.db.select().from(newsletterSubscriptions);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: "zeynep@example.com",
      status: "pending",
      locale: "en",
      confirmedAt: null,
    });
    expect(stored[0]!.confirmToken.length).toBeGreaterThanOrEqual(32);
  });

  it("answers 400 for a bad address and stores nothing", async () => {
    const before = await rows(newsletterSubscriptions);
    const { status, body } = await post("/api/newsletter-subscriptions", { email: "nope" }, freshIp());
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ email: ["EMAIL_INVALID"] });
    expect(await rows(newsletterSubscriptions)).toBe(before);
  });
});

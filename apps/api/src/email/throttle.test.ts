import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { siteSettings } from "../db/schema.ts";
import { asBearer, createUser, signIn } from "../testing/accounts.ts";
import type { MemoryMailer } from "../testing/memory-mailer.ts";
import { createDeparture } from "../testing/reservations.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";

/**
 * Issue 28, finding 4: nobody can flood a mailbox through Rihla. Every mail goes through the
 * outbox, which allows `max` mails of one kind to one address per window (the shared limiter),
 * and gathers the agency's new-reservation mails over that into one digest.
 */
let api: RihlaApi;
let clock = testNow;
const agency = "rezervasyon@rihla.test";

beforeAll(async () => {
  api = await createTestApi({ mailRateLimit: { max: 3, windowMs: 60_000 } }, { now: () => clock });
  await api.deps.database.db.insert(siteSettings).values({
    id: "default",
    agencyName: "Rihla Turizm",
    phone: "905321234567",
    whatsappNumber: "905321234567",
    email: agency,
    tursabLicence: "7677",
    logoPath: "/logo.svg",
    copyrightStartYear: 2012,
  });
});
afterAll(() => api.close());

const mailer = () => api.deps.mailer as MemoryMailer;

describe("mail throttle per recipient and kind", () => {
  it("sends 3 of 15 password resets asked for one address from 15 client addresses", async () => {
    const user = await createUser(api);
    for (let i = 0; i < 15; i++) {
      const answer = await api.app.request("/api/auth/forgot-password", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: user.email, locale: "en" }),
      });
      // The answer never tells: the same 202 whether a mail went out or not.
      expect(answer.status).toBe(202);
    }
    await api.deps.outbox.flush();
    expect(mailer().sent.filter((mail) => mail.to === user.email)).toHaveLength(3);
    // Another address is not held back by the first one's budget.
    const other = await createUser(api);
    await api.app.request("/api/auth/forgot-password", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.99" },
      body: JSON.stringify({ email: other.email, locale: "en" }),
    });
    await api.deps.outbox.flush();
    expect(mailer().sent.filter((mail) => mail.to === other.email)).toHaveLength(1);
  });

  it("gathers the agency's new-reservation mails over the limit into one digest", async () => {
    const staff = await signIn(api, (await createUser(api, { isAdmin: true })).email);
    const { departureId } = await createDeparture(api, { capacity: 100 });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await api.app.request(
        "/api/reservations",
        asBearer(staff, {
          method: "POST",
          headers: { "idempotency-key": `digest-${i}-${Date.now()}` },
          body: JSON.stringify({ departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
        }),
      );
      expect(answer.status).toBe(201);
      codes.push(((await answer.json()) as { code: string }).code);
    }
    await api.deps.outbox.flush();
    try {
      // A digest that waits for the window's end goes out after it.
      clock = new Date(testNow.getTime() + 61_000);
      await api.deps.outbox.flush();
    } finally {
      clock = testNow;
    }
    const toAgency = mailer().sent.filter((mail) => mail.to === agency);
    // At most three one by one, the rest gathered into one digest: never eight mails.
    expect(toAgency.length).toBeLessThanOrEqual(4);
    const digests = toAgency.filter((mail) => mail.subject.startsWith("Yeni ön rezervasyonlar: "));
    expect(digests).toHaveLength(1);
    // Every reservation is told exactly once, in its subject and text.
    for (const code of codes) {
      const telling = toAgency.filter((mail) => mail.subject.includes(code));
      expect(telling).toHaveLength(1);
      expect(telling[0]!.text).toContain(code);
    }
  });
});

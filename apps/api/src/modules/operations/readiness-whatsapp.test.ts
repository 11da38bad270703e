import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { reservations, whatsAppConsents, whatsAppMessages } from "../../db/schema.ts";
import { demoBookings, seedDemoTravellers } from "../../seed/travellers.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import { startWhatsAppCloud, type WhatsAppCloud } from "../../testing/whatsapp-cloud.ts";

/**
 * Issue 25 → 27: from the readiness view staff remind a customer of missing documents by e-mail,
 * and now by WhatsApp too (the documents_missing template), only with the customer's opt-in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let cloud: WhatsAppCloud;
let api: RihlaApi;
let unconfigured: RihlaApi;
let admin: Session;
let group: { departureId: number; startDate: string; codes: string[] };

beforeAll(async () => {
  cloud = await startWhatsAppCloud();
  api = await createTestApi({ whatsApp: cloud.config }, { seed: true, whatsAppPollMs: 3_600_000 });
  group = (await seedDemoTravellers({ db: api.deps.database.db, cipher: api.deps.fieldCipher, now: testNow }))!;
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  unconfigured = await createTestApi({}, { seed: true });
  await seedDemoTravellers({ db: unconfigured.deps.database.db, cipher: unconfigured.deps.fieldCipher, now: testNow });
});
afterAll(async () => {
  await Promise.all([api?.close(), unconfigured?.close()]);
  await cloud?.close();
});

const send = async (target: RihlaApi, session: Session, body: unknown) => {
  const response = await target.app.request(
    `/api/admin/departures/${group.departureId}/readiness/reminders`,
    asBearer(session, { method: "POST", body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Json };
};

const codeOf = (prefix: string) => group.codes[demoBookings.findIndex((b) => b.email.startsWith(prefix))]!;

describe("a documents-missing reminder on WhatsApp", () => {
  it("is refused without the customer's opt-in, then queued as the documents_missing template with what is missing", async () => {
    const gulsen = codeOf("gulsen.");
    const [reservation] = await api.deps.database.db.select().from(reservations).where(eq(reservations.code, gulsen));
    const refused = await send(api, admin, { reservationCode: gulsen, channel: "whatsapp" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("WHATSAPP_NO_CONSENT");

    // The readiness view says which reservations' customers opted in.
    const view = async () =>
      (await (
        await api.app.request(`/api/admin/departures/${group.departureId}/readiness?locale=tr`, asBearer(admin))
      ).json()) as Json;
    expect((await view()).whatsApp).toEqual({ configured: true, consented: [] });

    await api.deps.database.db.insert(whatsAppConsents).values({
      customerId: reservation!.customerId,
      phone: "905320001122",
      source: "RESERVATION",
      optedInAt: testNow,
    });
    expect((await view()).whatsApp.consented).toEqual([gulsen]);

    const sent = await send(api, admin, { reservationCode: gulsen, channel: "whatsapp" });
    expect(sent).toEqual({ status: 200, body: { sent: true, reservationCode: gulsen } });
    const messages = await api.deps.database.db
      .select()
      .from(whatsAppMessages)
      .where(and(eq(whatsAppMessages.customerId, reservation!.customerId), eq(whatsAppMessages.direction, "OUT")));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      template: "documents_missing",
      phone: "905320001122",
      reservationId: reservation!.id,
      status: "QUEUED",
    });
    expect(messages[0]!.text).toContain("Gülşen Öztürk: Pasaport, tur başlangıcından sonra 6 ay geçerli değil");

    // A double click sends nothing more; the e-mail channel keeps its own quiet time.
    expect((await send(api, admin, { reservationCode: gulsen, channel: "whatsapp" })).body.sent).toBe(false);
    expect((await send(api, admin, { reservationCode: gulsen })).body.sent).toBe(true);
    expect(
      await api.deps.database.db
        .select()
        .from(whatsAppMessages)
        .where(eq(whatsAppMessages.customerId, reservation!.customerId)),
    ).toHaveLength(1);
  });

  it("is refused when WhatsApp is not configured, and a bad channel is a 400 with its field", async () => {
    const other = await signIn(unconfigured, (await createUser(unconfigured, { isAdmin: true })).email);
    const refused = await send(unconfigured, other, { reservationCode: codeOf("gulsen."), channel: "whatsapp" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("WHATSAPP_NOT_CONFIGURED");
    const bad = await send(api, admin, { reservationCode: codeOf("gulsen."), channel: "sms" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ channel: ["INVALID_VALUE"] });
  });
});

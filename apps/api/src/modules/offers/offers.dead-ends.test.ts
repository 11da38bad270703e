import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { tourTranslations, users } from "../../db/schema.ts";
import { createMailer } from "../../email/mailer.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { startMailbox, type Mailbox } from "../../testing/mailbox.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

/**
 * Issue 22, problem 5: an agent's offer turned reservation has no dead ends. The agent enters its
 * passengers (the customer's own PATCH, their reservations only); the customer the agent booked
 * for, who has no password, is mailed an invitation through real SMTP that sets one and leads to
 * the reservation; the departure picker searches by tour name and month.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let mailbox: Mailbox;
let agent: Session;
let otherAgent: Session;
let customer: Session;

beforeAll(async () => {
  mailbox = await startMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });
  api = await createTestApi({ publicUrl: "https://rihla.test" }, { mailer });
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  otherAgent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  customer = await signIn(api, (await createUser(api)).email);
});
afterAll(async () => {
  await api?.close();
  await mailbox?.close();
});

const send = (session: Session | null, path: string, body: unknown, method = "POST") => {
  const init: RequestInit = { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  return api.app.request(path, session ? asBearer(session, init) : init);
};
const get = (session: Session | null, path: string) => api.app.request(path, session ? asBearer(session) : {});

/** An offer for a new customer (no account yet), converted: the reservation and the customer's address. */
async function convertedOffer(locale: "tr" | "en" = "tr") {
  const { departureId } = await createDeparture(api);
  const email = `invited-${locale}-${Date.now()}@example.com`;
  const offer = (await (
    await send(agent, `/api/agent/offers?locale=${locale}`, {
      departureId,
      currency: "USD",
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      validUntil: "2026-12-05",
      customerEmail: email,
      customerFirstName: "Zeynep",
      customerSurname: "Demir",
      locale,
    })
  ).json()) as Json;
  const converted = await send(agent, `/api/agent/offers/${offer.id}/convert`, {});
  expect(converted.status).toBe(201);
  return { reservation: (await converted.json()) as Json, email };
}

describe("the agent enters the passengers of their reservation", () => {
  it("saves them with the customer's own rules, and answers 404 to another agent", async () => {
    const { reservation } = await convertedOffer();
    expect(reservation.rooms[0].passengers).toEqual([]);
    const path = `/api/reservations/${reservation.code}`;
    const rooms = (passengers: unknown[]) => ({ rooms: [{ roomType: "DOUBLE", adults: 2, passengers }] });

    // The domain's validation, the same as the customer's: a bad TCKN is a field error.
    const invalid = await send(agent, path, rooms([passenger(), passenger({ tckn: "12345678901" })]), "PATCH");
    expect(invalid.status).toBe(400);
    expect(Object.keys(((await invalid.json()) as Json).error.fields)).toEqual(["rooms.0.passengers.1.tckn"]);

    // Anyone but its agent, its customer and staff: the same 404 as for a missing reservation.
    const valid = rooms([passenger(), passenger({ name: "Ali", gender: "male" })]);
    expect((await send(otherAgent, path, valid, "PATCH")).status).toBe(404);
    expect((await get(otherAgent, path)).status).toBe(404);
    expect((await send(customer, path, valid, "PATCH")).status).toBe(404);
    expect((await send(null, path, valid, "PATCH")).status).toBe(401);

    const saved = await send(agent, path, valid, "PATCH");
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Json;
    expect(body.rooms[0].passengers.map((p: Json) => p.name)).toEqual(["Ayşe", "Ali"]);
    // Same plan, same price: entering passengers changes neither.
    expect(body.total).toEqual(reservation.total);
    expect(body.seats).toBe(2);
  });
});

describe("the mail to a customer the agent booked for", () => {
  it("invites them to choose a password and leads to the reservation (tr and en)", async () => {
    for (const locale of ["tr", "en"] as const) {
      const { reservation, email } = await convertedOffer(locale);
      const mail = await mailbox.next(email);
      const prefix = locale === "en" ? "/en" : "";
      const link = /https:\/\/rihla\.test\S*\/user\/setPassword\?token=[^\s"<>]+/.exec(mail.text ?? "")?.[0];
      expect(link, mail.text).toBeDefined();
      const url = new URL(link!.replace(/&amp;/g, "&"));
      expect(url.pathname).toBe(`${prefix}/user/setPassword`);
      expect(url.searchParams.get("redirect")).toBe(`${prefix}/reservation/${reservation.code}/edit`);
      expect(mail.text).not.toContain("/user/dashboard");
      expect(mail.html).toContain(
        locale === "tr"
          ? "Şifrenizi belirleyin ve rezervasyonu görüntüleyin"
          : "Choose a password and view the reservation",
      );

      // The link works once: it sets the password and confirms the address; the customer signs in.
      const token = url.searchParams.get("token")!;
      const password = "Davet2026!ok";
      const set = await send(null, "/api/auth/set-password", { token, password, passwordConfirm: password });
      expect(set.status).toBe(200);
      const again = await send(null, "/api/auth/set-password", { token, password, passwordConfirm: password });
      expect(again.status).toBe(400);
      const [row] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.emailConfirmedAt).not.toBeNull();
      const session = await signIn(api, email, password);
      expect((await get(session, `/api/reservations/${reservation.code}`)).status).toBe(200);
    }
  });

  it("links a customer who has a password to their reservations, with no invitation", async () => {
    const { departureId } = await createDeparture(api);
    const known = await createUser(api);
    const offer = (await (
      await send(agent, "/api/agent/offers", {
        departureId,
        currency: "USD",
        rooms: [{ roomType: "DOUBLE", adults: 1 }],
        validUntil: "2026-12-05",
        customerEmail: known.email,
        customerFirstName: "Deniz",
        customerSurname: "Kaya",
      })
    ).json()) as Json;
    expect((await send(agent, `/api/agent/offers/${offer.id}/convert`, {})).status).toBe(201);
    const mail = await mailbox.next(known.email);
    expect(mail.text).toContain("https://rihla.test/user/dashboard");
    expect(mail.text).not.toContain("setPassword");
  });
});

describe("GET /api/agent/departures searches", () => {
  it("by tour name (folded) and month, and names every month on offer", async () => {
    const november = await createDeparture(api, { startDate: "2026-11-30" });
    const january = await createDeparture(api, { startDate: "2027-01-11" });
    const other = await createDeparture(api, { startDate: "2026-11-28" });
    const title = async (tourId: number, text: string) =>
      api.deps.database.db.insert(tourTranslations).values({
        tourId,
        locale: "tr",
        slug: `arama-${tourId}`,
        title: text,
        shortDescription: "",
        descriptionHtml: "",
      });
    await title(november.tourId, "Kudüs ve Ürdün Turu");
    await title(january.tourId, "KUDÜS Kış Turu");
    await title(other.tourId, "Kapadokya Turu");

    const search = async (query: string) => {
      const response = await get(agent, `/api/agent/departures?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as Json;
    };
    const ids = (answer: Json) => answer.data.map((row: Json) => row.id);
    const kudus = await search("tour=kudus");
    expect(ids(kudus)).toEqual([november.departureId, january.departureId]);
    expect(ids(await search("tour=kudus&month=2027-01"))).toEqual([january.departureId]);
    expect(ids(await search("month=2026-11"))).toEqual(
      expect.arrayContaining([november.departureId, other.departureId]),
    );
    expect(ids(await search("month=2026-11"))).not.toContain(january.departureId);
    // The months do not shrink with the search: the picker names them all.
    expect(kudus.months).toEqual(expect.arrayContaining(["2026-11", "2027-01"]));
    expect((await search("tour=kudus&month=2026-11")).months).toEqual(kudus.months);
    expect((await get(agent, "/api/agent/departures?month=2026-13")).status).toBe(400);
    expect((await get(customer, "/api/agent/departures?tour=kudus")).status).toBe(403);
  });
});

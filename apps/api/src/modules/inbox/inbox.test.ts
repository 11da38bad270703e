import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import {
  auditEvents,
  contactRequests,
  informationRequests,
  mailOutbox,
  newsletterSubscriptions,
  reservations,
  serviceQuestions,
  tourTranslations,
  users,
  whatsAppConsents,
} from "../../db/schema.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";
import { createMailer } from "../../email/mailer.ts";
import { startMailbox, type Mailbox } from "../../testing/mailbox.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let mailbox: Mailbox;
let unconfigured: RihlaApi;
let admin: Session;
let customer: Session;
let adminId: string;
let masterId: string;
let customerId: string;

const get = async (target: RihlaApi, session: Session, path: string) => {
  const response = await target.app.request(path, asBrowser(session, { method: "GET" }));
  return { status: response.status, body: (await response.json()) as Json };
};

/** Six contact messages and five information requests, a minute apart, alternating from 10:00. */
const base = Date.parse("2026-11-20T10:00:00Z");
const minute = 60_000;

beforeAll(async () => {
  mailbox = await startMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });
  api = await createTestApi({ telephony: { originateUrl: "http://127.0.0.1:9/api/originate", key: "k" } }, { mailer });
  unconfigured = await createTestApi();
  const adminRow = await createUser(api, { isAdmin: true });
  adminId = adminRow.id;
  await api.deps.database.db
    .update(users)
    .set({ firstName: "Ayşe", surname: "Dahili", dial: "204" })
    .where(eq(users.id, adminId));
  masterId = (await createUser(api, { role: "Master" })).id;
  await api.deps.database.db.update(users).set({ firstName: "Mehmet", surname: "Usta" }).where(eq(users.id, masterId));
  const customerRow = await createUser(api);
  customerId = customerRow.id;
  await createUser(api, { role: "Agent" });
  admin = await signIn(api, adminRow.email);
  customer = await signIn(api, customerRow.email);
  const db = api.deps.database.db;
  for (let i = 0; i < 6; i++) {
    await db.insert(contactRequests).values({
      locale: "tr",
      name: `Yazan ${i}`,
      email: `yazan${i}@example.com`,
      phone: "905321234567",
      subject: `Konu ${i}`,
      message: `Mesaj ${i}`,
      createdAt: new Date(base + 2 * i * minute),
    });
  }
  for (let i = 0; i < 5; i++) {
    await db.insert(informationRequests).values({
      locale: "en",
      name: `Asker ${i}`,
      phone: "905329876543",
      message: i === 0 ? null : `Question ${i}`,
      preferredContact: "whatsapp",
      createdAt: new Date(base + (2 * i + 1) * minute),
    });
  }
  // Same instant as contact 5: the keyset must still give each once.
  await db.insert(informationRequests).values({
    locale: "tr",
    name: "Aynı an",
    phone: "905320000000",
    createdAt: new Date(base + 10 * minute),
  });
});
afterAll(async () => {
  await api.close();
  await unconfigured.close();
  await mailbox.close();
});

describe("GET /api/admin/phones", () => {
  it("lists the admins and Master with their extension, not customers or agents", async () => {
    const { status, body } = await get(api, admin, "/api/admin/phones");
    expect(status).toBe(200);
    expect(body.configured).toBe(true);
    const ids = body.data.map((s: Json) => s.id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(masterId);
    expect(ids).not.toContain(customerId);
    expect(body.data.every((s: Json) => s.role === "admin" || s.role === "Master")).toBe(true);
    const mine = body.data.find((s: Json) => s.id === adminId);
    expect(mine).toMatchObject({ name: "Ayşe Dahili", extension: "204", role: "admin", active: true });
    expect(body.data.find((s: Json) => s.id === masterId)).toMatchObject({ role: "Master", extension: null });
  });

  it("says when click-to-call is not configured", async () => {
    const session = await signIn(unconfigured, (await createUser(unconfigured, { isAdmin: true })).email);
    const { status, body } = await get(unconfigured, session, "/api/admin/phones");
    expect(status).toBe(200);
    expect(body.configured).toBe(false);
  });

  it("refuses a customer", async () => {
    expect((await get(api, customer, "/api/admin/phones")).status).toBe(403);
  });
});

describe("GET /api/admin/form-submissions", () => {
  it("pages both kinds newest first, each once, across equal instants", async () => {
    const seen: Json[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `pageSize=4${cursor ? `&cursor=${cursor}` : ""}`;
      const { status, body } = await get(api, admin, `/api/admin/form-submissions?${query}`);
      expect(status).toBe(200);
      seen.push(...body.data);
      cursor = body.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    const times = seen.map((row) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(seen.map((row) => `${row.kind}/${row.id}`)).size).toBe(12);
    // Newest: contact 5 and the request at the same instant (10:10), then request 4 (10:09).
    expect(
      seen
        .slice(0, 2)
        .map((row) => row.name)
        .sort(),
    ).toEqual(["Aynı an", "Yazan 5"]);
    expect(seen[2]).toMatchObject({ kind: "information", name: "Asker 4", excerpt: "Question 4" });
    expect(seen.at(-1)).toMatchObject({
      kind: "contact",
      name: "Yazan 0",
      subject: "Konu 0",
      email: "yazan0@example.com",
    });
  });

  it("filters by kind", async () => {
    const contacts = await get(api, admin, "/api/admin/form-submissions?kind=contact&pageSize=50");
    expect(contacts.body.data).toHaveLength(6);
    expect(contacts.body.data.every((row: Json) => row.kind === "contact")).toBe(true);
    const requests = await get(api, admin, "/api/admin/form-submissions?kind=information&pageSize=50");
    expect(requests.body.data).toHaveLength(6);
    expect(requests.body.next).toBeNull();
  });

  it("answers bad input with a field code", async () => {
    const kind = await get(api, admin, "/api/admin/form-submissions?kind=sms");
    expect(kind.status).toBe(400);
    expect(kind.body.error.fields.kind).toContain("INVALID_VALUE");
    const cursor = await get(api, admin, "/api/admin/form-submissions?cursor=bm9wZQ");
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.fields.cursor).toEqual(["INVALID_VALUE"]);
  });

  it("refuses a customer", async () => {
    expect((await get(api, customer, "/api/admin/form-submissions")).status).toBe(403);
  });
});

describe("GET /api/admin/form-submissions/{kind}/{id}", () => {
  it("gives every field of a contact message and of an information request", async () => {
    const [contact] = await api.deps.database.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.name, "Yazan 3"));
    const one = await get(api, admin, `/api/admin/form-submissions/contact/${contact!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      kind: "contact",
      id: contact!.id,
      at: new Date(base + 6 * minute).toISOString(),
      locale: "tr",
      name: "Yazan 3",
      email: "yazan3@example.com",
      phone: "905321234567",
      subject: "Konu 3",
      message: "Mesaj 3",
      preferredContact: null,
      tour: null,
    });
    const [request] = await api.deps.database.db
      .select({ id: informationRequests.id })
      .from(informationRequests)
      .where(eq(informationRequests.name, "Asker 2"));
    const other = await get(api, admin, `/api/admin/form-submissions/information/${request!.id}`);
    expect(other.body).toMatchObject({
      kind: "information",
      locale: "en",
      phone: "905329876543",
      email: null,
      message: "Question 2",
      preferredContact: "whatsapp",
    });
  });

  it("names the tour an information request is about, in the request's language", async () => {
    const { tourId } = await createDeparture(api);
    const text = { shortDescription: "-", descriptionHtml: "<p>-</p>" };
    await api.deps.database.db.insert(tourTranslations).values([
      { tourId, locale: "tr", slug: `inbox-umre-${tourId}`, title: "Ekonomik Umre", ...text },
      { tourId, locale: "en", slug: `inbox-umrah-${tourId}`, title: "Economy Umrah", ...text },
    ]);
    const [row] = await api.deps.database.db
      .insert(informationRequests)
      .values({ locale: "en", name: "Tour asker", phone: "905321110000", tourId, createdAt: new Date(base) })
      .returning({ id: informationRequests.id });
    const one = await get(api, admin, `/api/admin/form-submissions/information/${row!.id}`);
    expect(one.body).toMatchObject({ subject: "Economy Umrah", tour: { id: tourId, title: "Economy Umrah" } });
    const list = await get(api, admin, "/api/admin/form-submissions?kind=information&pageSize=50");
    expect(list.body.data.find((r: Json) => r.id === row!.id)).toMatchObject({ subject: "Economy Umrah", excerpt: "" });
  });

  it("answers 404 for an unknown id and 400 for an unknown kind", async () => {
    expect((await get(api, admin, "/api/admin/form-submissions/contact/999999")).status).toBe(404);
    const bad = await get(api, admin, "/api/admin/form-submissions/sms/1");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.kind).toContain("INVALID_VALUE");
  });
});

const send = async (method: "PATCH" | "POST", session: Session, path: string, body: unknown) => {
  const response = await api.app.request(
    path,
    asBrowser(session, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Json };
};

const contactIdOf = async (name: string) => {
  const [row] = await api.deps.database.db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.name, name));
  return row!.id;
};

describe("working a submission: state, assignee, notes (PATCH /api/admin/contact-requests/{id})", () => {
  it("assigns, notes and closes a contact message, each change one log entry, and the list filters by state", async () => {
    const id = await contactIdOf("Yazan 1");
    const before = await get(api, admin, `/api/admin/form-submissions/contact/${id}`);
    expect(before.body).toMatchObject({ state: "new", assignee: null, events: [] });
    expect(before.body.staff.map((s: Json) => s.id).sort()).toEqual([adminId, masterId].sort());

    const assigned = await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { assigneeId: masterId });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({ id: masterId, name: "Mehmet Usta" });
    // The same value again changes and logs nothing (a double submit).
    await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { assigneeId: masterId });
    await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { note: "Aradım, açmadı." });
    await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { note: "Aradım, açmadı." });
    const done = await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { state: "done" });
    expect(done.body.state).toBe("done");
    const events = done.body.events as Json[];
    expect(events.map((e) => [e.action, Object.keys(e.changes ?? {}).join(","), e.note ?? null])).toEqual([
      ["updated", "state", null],
      ["noted", "", "Aradım, açmadı."],
      ["updated", "assigneeId", null],
    ]);
    expect(events[0]!.actor.id).toBe(adminId);

    const doneList = await get(api, admin, "/api/admin/form-submissions?state=done&pageSize=50");
    expect(doneList.body.data.map((r: Json) => `${r.kind}-${r.id}`)).toContain(`contact-${id}`);
    expect(doneList.body.data.find((r: Json) => r.id === id && r.kind === "contact").assignee.name).toBe("Mehmet Usta");
    const newList = await get(api, admin, "/api/admin/form-submissions?state=new&pageSize=50");
    expect(newList.body.data.map((r: Json) => `${r.kind}-${r.id}`)).not.toContain(`contact-${id}`);
    expect(newList.body.data.every((r: Json) => r.state === "new")).toBe(true);
    expect(newList.body.data.length).toBeGreaterThan(0);
  });

  it("reads an information request's state from its private-tour step", async () => {
    const [row] = await api.deps.database.db
      .insert(informationRequests)
      .values({ locale: "tr", name: "Boru hattı", phone: "905321119999", status: "offered", createdAt: new Date(base) })
      .returning({ id: informationRequests.id });
    const one = await get(api, admin, `/api/admin/form-submissions/information/${row!.id}`);
    expect(one.body.state).toBe("in_progress");
    const list = await get(api, admin, "/api/admin/form-submissions?state=in_progress&kind=information&pageSize=50");
    expect(list.body.data.map((r: Json) => r.id)).toContain(row!.id);
  });

  it("answers bad input with field codes, an unknown assignee or message with 400/404, a customer with 403", async () => {
    const id = await contactIdOf("Yazan 2");
    const bad = await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { state: "closed" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.state).toContain("INVALID_VALUE");
    const long = await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { note: "x".repeat(2001) });
    expect(long.body.error.fields.note).toContain("TOO_LONG");
    const nobody = await send("PATCH", admin, `/api/admin/contact-requests/${id}`, { assigneeId: customerId });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.fields.assigneeId).toContain("INVALID_VALUE");
    expect((await send("PATCH", admin, "/api/admin/contact-requests/999999", { state: "done" })).status).toBe(404);
    expect((await send("PATCH", customer, `/api/admin/contact-requests/${id}`, { state: "done" })).status).toBe(403);
  });
});

describe("answering by e-mail (POST /api/admin/form-submissions/{kind}/{id}/reply)", () => {
  it("sends the reply to the sender through the outbox, once for a double click, and starts a new message", async () => {
    const id = await contactIdOf("Yazan 4");
    const reply = { subject: "Umre programı hakkında", message: "Merhaba,\nAralık programımız ektedir." };
    const [first, second] = await Promise.all([
      send("POST", admin, `/api/admin/form-submissions/contact/${id}/reply`, reply),
      send("POST", admin, `/api/admin/form-submissions/contact/${id}/reply`, reply),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await api.deps.outbox.flush();
    const mail = await mailbox.next("yazan4@example.com");
    expect(mail.subject).toBe("Umre programı hakkında");
    expect(mail.text).toContain("Merhaba Yazan 4,");
    expect(mail.text).toContain("Aralık programımız ektedir.");
    const after = await get(api, admin, `/api/admin/form-submissions/contact/${id}`);
    expect(after.body.state).toBe("in_progress");
    const replies = (after.body.events as Json[]).filter((e) => e.action === "replied");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      note: reply.message.trim(),
      changes: { state: { from: "new", to: "in_progress" } },
    });
    const queued = await api.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "inbox:reply"), eq(mailOutbox.to, "yazan4@example.com")));
    expect(queued[0]!.n).toBe(1);
  });

  it("answers an information request in its language and moves its pipeline step to contacted", async () => {
    const [row] = await api.deps.database.db
      .insert(informationRequests)
      .values({
        locale: "en",
        name: "Mail asker",
        phone: "905321118888",
        email: "asker@example.com",
        createdAt: new Date(base),
      })
      .returning({ id: informationRequests.id });
    const answer = await send("POST", admin, `/api/admin/form-submissions/information/${row!.id}/reply`, {
      subject: "Your private Umrah",
      message: "Here is our proposal.",
    });
    expect(answer.body.state).toBe("in_progress");
    await api.deps.outbox.flush();
    const mail = await mailbox.next("asker@example.com");
    expect(mail.text).toContain("Hello Mail asker,");
    const pipeline = await get(api, admin, `/api/admin/private-tours/${row!.id}`);
    expect(pipeline.body.request.status).toBe("contacted");
    expect(pipeline.body.events[0]).toMatchObject({ action: "replied", note: "Here is our proposal." });
  });

  it("refuses a sender without an e-mail (409), an empty reply (400) and a customer (403)", async () => {
    const [noMail] = await api.deps.database.db
      .select({ id: informationRequests.id })
      .from(informationRequests)
      .where(eq(informationRequests.name, "Asker 1"));
    const refused = await send("POST", admin, `/api/admin/form-submissions/information/${noMail!.id}/reply`, {
      subject: "Hi",
      message: "Hello",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("NO_EMAIL");
    const id = await contactIdOf("Yazan 5");
    const empty = await send("POST", admin, `/api/admin/form-submissions/contact/${id}/reply`, {
      subject: " ",
      message: "",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ subject: ["REQUIRED"], message: ["REQUIRED"] });
    expect(
      (await send("POST", customer, `/api/admin/form-submissions/contact/${id}/reply`, { subject: "a", message: "b" }))
        .status,
    ).toBe(403);
    const untouched = await get(api, admin, `/api/admin/form-submissions/contact/${id}`);
    expect(untouched.body).toMatchObject({ state: "new", events: [] });
  });
});

describe("issue 27: service requests and newsletter sign-ups in the inbox; WhatsApp beside the phone", () => {
  const send = (path: string, method: string, body: unknown) =>
    api.app.request(path, asBrowser(admin, { method, body: JSON.stringify(body) }));
  let serviceId = 0;
  let newsletterId = 0;
  let code = "";

  beforeAll(async () => {
    const db = api.deps.database.db;
    code = "RH-2026-777001";
    const [reservation] = await db
      .insert(reservations)
      .values({
        code,
        kind: "SERVICE",
        customerId,
        currency: "TRY",
        totalMinor: 0,
        priceSnapshot: {} as never,
        seats: 0,
        service: {} as never,
        contact: { name: "Hizmet Soran", phone: "905327770001", email: "soran@example.com" },
        notes: "Haremde otel var mı?",
        locale: "tr",
        createdAt: new Date(base + 30 * minute),
      })
      .returning();
    const [question] = await db
      .insert(serviceQuestions)
      .values({ reservationId: reservation!.id, createdAt: new Date(base + 30 * minute) })
      .returning();
    serviceId = question!.id;
    const [signUp] = await db
      .insert(newsletterSubscriptions)
      .values({
        email: "okur@example.com",
        locale: "en",
        status: "confirmed",
        confirmToken: "t-okur",
        createdAt: new Date(base + 31 * minute),
      })
      .returning();
    newsletterId = signUp!.id;
  });

  it("lists both kinds, each filterable, with who asked and what", async () => {
    const services = await get(api, admin, "/api/admin/form-submissions?kind=service");
    expect(services.body.data).toEqual([
      expect.objectContaining({
        kind: "service",
        id: serviceId,
        name: "Hizmet Soran",
        email: "soran@example.com",
        phone: "905327770001",
        subject: code,
        excerpt: "Haremde otel var mı?",
        state: "new",
      }),
    ]);
    const sign = await get(api, admin, "/api/admin/form-submissions?kind=newsletter");
    expect(sign.body.data).toEqual([
      expect.objectContaining({ kind: "newsletter", id: newsletterId, name: "okur@example.com", subject: "confirmed" }),
    ]);
    const all = await get(api, admin, "/api/admin/form-submissions?pageSize=2");
    expect(all.body.data.map((row: Json) => row.kind)).toEqual(["newsletter", "service"]);
  });

  it("works a service request: state, assignee, note (logged), its reservation linked, and an e-mail reply", async () => {
    const detail = await get(api, admin, `/api/admin/form-submissions/service/${serviceId}`);
    expect(detail.body).toMatchObject({ kind: "service", reservationCode: code, message: "Haremde otel var mı?" });
    const changed = await send(`/api/admin/form-submissions/service/${serviceId}`, "PATCH", {
      assigneeId: masterId,
      note: "Fiyat soruldu",
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Json).assignee).toEqual({ id: masterId, name: "Mehmet Usta" });
    const replied = await send(`/api/admin/form-submissions/service/${serviceId}/reply`, "POST", {
      subject: "Otel",
      message: "Var.",
    });
    expect(replied.status).toBe(200);
    const after = (await replied.json()) as Json;
    expect(after.state).toBe("in_progress");
    expect(after.events.map((event: Json) => event.action)).toEqual(["replied", "updated"]);
    const [mail] = await api.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "soran@example.com"), eq(mailOutbox.kind, "inbox:reply")));
    expect(mail).toBeDefined();
    const done = await send(`/api/admin/form-submissions/service/${serviceId}`, "PATCH", { state: "done" });
    expect(((await done.json()) as Json).state).toBe("done");
    const [row] = await api.deps.database.db.select().from(serviceQuestions).where(eq(serviceQuestions.id, serviceId));
    expect(row).toMatchObject({ state: "done", assigneeId: masterId });
  });

  it("a newsletter sign-up has a state only: no assignee, no reply", async () => {
    const path = `/api/admin/form-submissions/newsletter/${newsletterId}`;
    const done = await send(path, "PATCH", { state: "done" });
    expect(done.status).toBe(200);
    expect((await done.json()) as Json).toMatchObject({ state: "done", assignee: null });
    const [row] = await api.deps.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, newsletterId));
    expect(row!.inboxState).toBe("done");
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "newsletterSubscription"), eq(auditEvents.entityId, String(newsletterId))));
    expect(events).toHaveLength(1);
    const assigned = await send(path, "PATCH", { assigneeId: adminId });
    expect(assigned.status).toBe(400);
    expect(((await assigned.json()) as Json).error.fields.assigneeId).toEqual(["INVALID_VALUE"]);
    expect((await send(`${path}/reply`, "POST", { subject: "a", message: "b" })).status).toBe(400);
    expect((await send(`/api/admin/form-submissions/information/1`, "PATCH", { state: "done" })).status).toBe(400);
    expect((await send(`/api/admin/form-submissions/service/999999`, "PATCH", { state: "done" })).status).toBe(404);
    const denied = await customerCall(`/api/admin/form-submissions/service/${serviceId}`);
    expect(denied).toBe(403);
  });

  it("says whether Rihla may write on WhatsApp: configured, an open opt-in for the number, whose conversation", async () => {
    const [contact] = await api.deps.database.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.phone, "905321234567"))
      .limit(1);
    const before = await get(api, admin, `/api/admin/form-submissions/contact/${contact!.id}`);
    expect(before.body.whatsApp).toEqual({ configured: false, consent: false, customerId: null });
    await api.deps.database.db.insert(whatsAppConsents).values({
      customerId,
      phone: "905321234567",
      source: "STAFF_PHONE",
      optedInAt: new Date(base),
    });
    const after = await get(api, admin, `/api/admin/form-submissions/contact/${contact!.id}`);
    expect(after.body.whatsApp).toEqual({ configured: false, consent: true, customerId });
    // The service request's own customer, by id (their contact number differs from the opt-in's).
    const service = await get(api, admin, `/api/admin/form-submissions/service/${serviceId}`);
    expect(service.body.whatsApp).toEqual({ configured: false, consent: true, customerId });
  });

  const customerCall = async (path: string) =>
    (await api.app.request(path, asBrowser(customer, { method: "PATCH", body: JSON.stringify({ state: "done" }) })))
      .status;
});

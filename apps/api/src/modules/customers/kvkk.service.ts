import {
  erasedEmail,
  erasedName,
  formatMoney,
  reservationsBlockingErasure,
  todayInIstanbul,
  type CalendarDate,
  type Currency,
} from "@rihla/domain";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  auditEvents,
  contactRequests,
  departures,
  identityViews,
  informationRequests,
  invoices,
  ledgerTransactions,
  mailOutbox,
  newsletterSubscriptions,
  notes,
  passengers,
  reservations,
  sessions,
  userTokens,
  users,
  whatsAppConsents,
  whatsAppMessages,
} from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf, type PdfTable } from "../../pdf/pdf.ts";
import { recordEvent } from "../audit/audit.ts";
import { isUuid } from "../users/users.service.ts";

/**
 * KVKK art. 11 (issue 27): everything Rihla holds about one customer, on request, and the erasure
 * of what the law lets us erase. Identity numbers come out in full, so every export is itself a
 * logged reveal (one "exported" entry in the event log); ledger entries and invoices are
 * accounting records the law makes us keep, so erasure leaves them and anonymises the account
 * and the reservations they point at.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function customerFor(db: Db, id: string) {
  if (!isUuid(id)) throw domainError(404, "NOT_FOUND");
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || row.role !== "Customer" || row.isAdmin) throw domainError(404, "NOT_FOUND");
  return row;
}

/** Requests sent with the person's e-mail or phone (the public forms keep no account id). */
function byEmailOrPhone(
  table: typeof contactRequests | typeof informationRequests,
  email: string,
  phone: string | null,
) {
  const byEmail = sql`lower(${table.email}) = lower(${email})`;
  return phone ? or(byEmail, eq(table.phone, phone)) : byEmail;
}

export type KvkkExport = Awaited<ReturnType<typeof collect>>;

async function collect(ctx: ServiceContext, id: string, exportedBy: { id: string; name: string }) {
  const db = ctx.db;
  const user = await customerFor(db, id);
  const cipher = ctx.deps.fieldCipher;
  const open = (stored: string | null, column: string) => (stored === null ? null : cipher.decrypt(stored, column));

  const reservationRows = await db
    .select({ r: reservations, returnDate: departures.returnDate })
    .from(reservations)
    .leftJoin(departures, eq(departures.id, reservations.departureId))
    .where(eq(reservations.customerId, id))
    .orderBy(asc(reservations.createdAt));
  const ids = reservationRows.map((row) => row.r.id);
  const passengerRows = ids.length
    ? await db
        .select()
        .from(passengers)
        .where(inArray(passengers.reservationId, ids))
        .orderBy(asc(passengers.reservationId), asc(passengers.position))
    : [];
  const ledgerRows = ids.length
    ? await db
        .select()
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.reservationId, ids))
        .orderBy(asc(ledgerTransactions.id))
    : [];
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(
      ids.length ? or(eq(invoices.customerId, id), inArray(invoices.reservationId, ids)) : eq(invoices.customerId, id),
    )
    .orderBy(asc(invoices.id));
  const codeOf = new Map(reservationRows.map((row) => [row.r.id, row.r.code]));

  const newsletter = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`);
  const calls = user.phone
    ? await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, "call"), eq(auditEvents.entityId, user.phone)))
        .orderBy(asc(auditEvents.id))
    : [];

  return {
    exportedAt: ctx.now.toISOString(),
    exportedBy,
    account: {
      id: user.id,
      firstName: user.firstName,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      birthDate: user.birthDate,
      active: user.active,
      emailConfirmedAt: iso(user.emailConfirmedAt),
      signsInWithGoogle: user.googleSubject !== null,
      createdAt: iso(user.createdAt)!,
    },
    reservations: reservationRows.map(({ r, returnDate }) => ({
      code: r.code,
      kind: r.kind,
      status: r.status,
      locale: r.locale,
      startsOn: r.startsOn,
      returnsOn: returnDate,
      currency: r.currency,
      totalMinor: r.totalMinor,
      contact: r.contact,
      notes: r.notes,
      cancelReason: r.cancelReason,
      createdAt: iso(r.createdAt)!,
      passengers: passengerRows
        .filter((p) => p.reservationId === r.id)
        .map((p) => ({
          name: p.name,
          surname: p.surname,
          passengerType: p.passengerType,
          gender: p.gender,
          birthDate: p.birthDate,
          nationality: p.nationality,
          tckn: open(p.tcknEncrypted, "tckn"),
          passportNumber: open(p.passportNumberEncrypted, "passport_number"),
          passportExpiry: p.passportExpiry,
        })),
    })),
    notes: (await db.select().from(notes).where(eq(notes.customerId, id)).orderBy(asc(notes.createdAt))).map((n) => ({
      reservationCode: n.reservationId ? (codeOf.get(n.reservationId) ?? null) : null,
      text: n.text,
      remindOn: n.remindOn,
      done: n.done,
      createdAt: iso(n.createdAt)!,
    })),
    contactRequests: (
      await db
        .select()
        .from(contactRequests)
        .where(byEmailOrPhone(contactRequests, user.email, user.phone))
        .orderBy(asc(contactRequests.id))
    ).map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      subject: c.subject,
      message: c.message,
      createdAt: iso(c.createdAt)!,
    })),
    informationRequests: (
      await db
        .select()
        .from(informationRequests)
        .where(byEmailOrPhone(informationRequests, user.email, user.phone))
        .orderBy(asc(informationRequests.id))
    ).map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      message: c.message,
      preferredContact: c.preferredContact,
      createdAt: iso(c.createdAt)!,
    })),
    newsletter: newsletter[0]
      ? {
          email: newsletter[0].email,
          status: newsletter[0].status,
          createdAt: iso(newsletter[0].createdAt)!,
          confirmedAt: iso(newsletter[0].confirmedAt),
          unsubscribedAt: iso(newsletter[0].unsubscribedAt),
        }
      : null,
    whatsAppConsents: (
      await db
        .select()
        .from(whatsAppConsents)
        .where(eq(whatsAppConsents.customerId, id))
        .orderBy(asc(whatsAppConsents.id))
    ).map((w) => ({ phone: w.phone, source: w.source, optedInAt: iso(w.optedInAt)!, withdrawnAt: iso(w.withdrawnAt) })),
    whatsAppMessages: (
      await db
        .select()
        .from(whatsAppMessages)
        .where(eq(whatsAppMessages.customerId, id))
        .orderBy(asc(whatsAppMessages.createdAt), asc(whatsAppMessages.id))
    ).map((m) => ({
      direction: m.direction,
      phone: m.phone,
      text: m.text,
      status: m.status,
      createdAt: iso(m.createdAt)!,
    })),
    calls: calls.map((c) => ({ phone: c.entityId, result: c.action, createdAt: iso(c.createdAt)! })),
    ledgerEntries: ledgerRows.map((l) => ({
      reservationCode: l.reservationId ? (codeOf.get(l.reservationId) ?? null) : null,
      type: l.type,
      currency: l.currency,
      amountMinor: l.amountMinor,
      paymentType: l.paymentType,
      transactionDate: l.transactionDate,
    })),
    invoices: invoiceRows.map((i) => ({
      number: i.number,
      kind: i.kind,
      reservationCode: i.reservationId ? (codeOf.get(i.reservationId) ?? null) : null,
      currency: i.currency,
      netMinor: i.netMinor,
      vatMinor: i.vatMinor,
      grossMinor: i.grossMinor,
      issuedAt: iso(i.issuedAt)!,
    })),
  };
}

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : value;
const money = (minor: number, currency: Currency) => formatMoney({ amount: minor, currency }, "tr");

/** The Turkish PDF of an export: one headed table per kind of record. */
function exportPdf(data: KvkkExport): Promise<Buffer> {
  const a = data.account;
  const sections: PdfTable[] = [
    {
      heading: "Hesap",
      columns: [
        { label: "Alan", width: 1 },
        { label: "Değer", width: 3 },
      ],
      rows: [
        ["Ad", a.firstName],
        ["Soyad", a.surname],
        ["E-posta", a.email],
        ["Telefon", dash(a.phone)],
        ["Doğum tarihi", dash(a.birthDate)],
        ["Hesap açılışı", a.createdAt.slice(0, 10)],
      ],
    },
    {
      heading: "Rezervasyonlar",
      columns: [
        { label: "Kod", width: 1.2 },
        { label: "Durum", width: 1 },
        { label: "Gidiş", width: 1 },
        { label: "Dönüş", width: 1 },
        { label: "Tutar", width: 1.2 },
      ],
      rows: data.reservations.map((r) => [
        r.code,
        r.status,
        r.startsOn,
        dash(r.returnsOn),
        money(r.totalMinor, r.currency),
      ]),
      empty: "Rezervasyon yok.",
    },
    {
      heading: "Yolcular",
      columns: [
        { label: "Rezervasyon", width: 1.2 },
        { label: "Ad soyad", width: 1.8 },
        { label: "Doğum tarihi", width: 1 },
        { label: "TCKN", width: 1.2 },
        { label: "Pasaport", width: 1.2 },
        { label: "Uyruk", width: 0.6 },
      ],
      rows: data.reservations.flatMap((r) =>
        r.passengers.map((p) => [
          r.code,
          `${p.name} ${p.surname}`,
          p.birthDate,
          dash(p.tckn),
          dash(p.passportNumber),
          p.nationality,
        ]),
      ),
      empty: "Yolcu yok.",
    },
    {
      heading: "Notlar",
      columns: [
        { label: "Tarih", width: 1 },
        { label: "Not", width: 4 },
      ],
      rows: data.notes.map((n) => [n.createdAt.slice(0, 10), n.text]),
      empty: "Not yok.",
    },
    {
      heading: "İletişim ve bilgi talepleri",
      columns: [
        { label: "Tarih", width: 1 },
        { label: "Ad", width: 1.5 },
        { label: "E-posta / telefon", width: 1.8 },
        { label: "Mesaj", width: 3 },
      ],
      rows: [
        ...data.contactRequests.map((c) => [
          c.createdAt.slice(0, 10),
          c.name,
          [c.email, c.phone].filter(Boolean).join(" / "),
          `${c.subject}: ${c.message}`,
        ]),
        ...data.informationRequests.map((c) => [
          c.createdAt.slice(0, 10),
          c.name,
          [c.email, c.phone].filter(Boolean).join(" / "),
          dash(c.message),
        ]),
      ],
      empty: "Talep yok.",
    },
    {
      heading: "Bülten ve WhatsApp",
      columns: [
        { label: "Kayıt", width: 1.5 },
        { label: "Durum", width: 3 },
      ],
      rows: [
        ["E-bülten", data.newsletter ? `${data.newsletter.email} — ${data.newsletter.status}` : "Abone değil"],
        ...data.whatsAppConsents.map((w) => [
          "WhatsApp izni",
          `${w.phone} — ${w.optedInAt.slice(0, 10)}${w.withdrawnAt ? ` (geri çekildi ${w.withdrawnAt.slice(0, 10)})` : ""}`,
        ]),
        ...data.whatsAppMessages.map((m) => [`WhatsApp ${m.direction === "IN" ? "gelen" : "giden"}`, m.text]),
        ...data.calls.map((c) => ["Arama", `${c.phone} — ${c.createdAt.slice(0, 16).replace("T", " ")}`]),
      ],
    },
    {
      heading: "Muhasebe kayıtları (yasal saklama)",
      columns: [
        { label: "Kayıt", width: 1.2 },
        { label: "Rezervasyon", width: 1.2 },
        { label: "Tarih", width: 1 },
        { label: "Tutar", width: 1.2 },
      ],
      rows: [
        ...data.ledgerEntries.map((l) => [
          l.type,
          dash(l.reservationCode),
          l.transactionDate,
          money(l.amountMinor, l.currency),
        ]),
        ...data.invoices.map((i) => [
          `Fatura ${i.number}`,
          dash(i.reservationCode),
          i.issuedAt.slice(0, 10),
          money(i.grossMinor, i.currency),
        ]),
      ],
      empty: "Kayıt yok.",
    },
  ];
  return renderPdf({
    title: `Kişisel veriler — ${a.firstName} ${a.surname}`,
    subtitle: `KVKK md. 11 talebi · ${data.exportedAt.slice(0, 10)} · hazırlayan ${data.exportedBy.name}`,
    sections,
    lang: "tr",
  });
}

/**
 * GET /api/admin/customers/{id}/data-export: the whole record as JSON or PDF, identity numbers in
 * full. One "exported" entry in the event log says who took it and when (no personal data in it).
 */
export async function exportCustomerData({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; format: "json" | "pdf" };
}): Promise<{ body: Uint8Array; contentType: string; fileName: string }> {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const [me] = await ctx.db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, actor.id));
  const data = await collect(ctx, input.id, {
    id: actor.id,
    name: `${me?.firstName ?? ""} ${me?.surname ?? ""}`.trim(),
  });
  const body = input.format === "pdf" ? await exportPdf(data) : new TextEncoder().encode(JSON.stringify(data, null, 2));
  await recordEvent(
    ctx.db,
    { actorId: actor.id, at: ctx.now },
    { entity: "customer", entityId: input.id, action: "exported", note: input.format },
  );
  return {
    body,
    contentType: input.format === "pdf" ? "application/pdf" : "application/json; charset=utf-8",
    fileName: `kvkk-${input.id}-${todayInIstanbul(ctx.now)}.${input.format}`,
  };
}

/** What erasure puts where a column may not be empty. */
const placeholder = "—";
const placeholderBirthDate = "1900-01-01" as CalendarDate;
const erasedFullName = `${erasedName.firstName} ${erasedName.surname}`;

/**
 * POST /api/admin/customers/{id}/erase: anonymises the person in one transaction. Refused while
 * the domain's `reservationsBlockingErasure` finds a trip still to serve. The ledger and the
 * invoices stay as they are (accounting records, append-only): they point at reservations whose
 * customer is now the anonymised account.
 */
export async function eraseCustomer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; confirm: string };
}): Promise<{ id: string; erased: true }> {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.id)).for("update");
    if (!user || user.role !== "Customer" || user.isAdmin) throw domainError(404, "NOT_FOUND");
    if (input.confirm.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { confirm: ["ERASE_CONFIRM_MISMATCH"] } });
    }
    const own = await tx
      .select({
        id: reservations.id,
        status: reservations.status,
        startsOn: reservations.startsOn,
        returnsOn: departures.returnDate,
      })
      .from(reservations)
      .leftJoin(departures, eq(departures.id, reservations.departureId))
      .where(eq(reservations.customerId, user.id));
    if (reservationsBlockingErasure(own, todayInIstanbul(ctx.now)).length > 0) {
      throw domainError(409, "ERASE_BLOCKED_UPCOMING");
    }
    const ids = own.map((r) => r.id);
    const email = user.email;
    const phone = user.phone;

    // Requests by their e-mail or phone, before the account forgets both.
    await tx
      .update(contactRequests)
      .set({ name: erasedFullName, email: null, phone: null, message: placeholder, ip: null, updatedAt: ctx.now })
      .where(byEmailOrPhone(contactRequests, email, phone));
    await tx
      .update(informationRequests)
      .set({ name: erasedFullName, email: null, phone: placeholder, message: null, ip: null, updatedAt: ctx.now })
      .where(byEmailOrPhone(informationRequests, email, phone));
    await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
    if (phone) {
      // Click-to-call entries are logged by number; the number goes, the fact of the call stays.
      await tx
        .update(auditEvents)
        .set({ entityId: `erased-${user.id}`, note: null })
        .where(and(eq(auditEvents.entity, "call"), eq(auditEvents.entityId, phone)));
    }
    // The customer's change log keeps which fields changed, not what they said.
    await tx
      .update(auditEvents)
      .set({
        changes: sql`(select coalesce(jsonb_object_agg(k, '{"from":"—","to":"—"}'::jsonb), '{}'::jsonb) from jsonb_object_keys(${auditEvents.changes}) k)`,
      })
      .where(and(eq(auditEvents.entity, "customer"), eq(auditEvents.entityId, user.id)));

    if (ids.length) {
      await tx
        .update(passengers)
        .set({
          name: erasedName.firstName,
          surname: erasedName.surname,
          birthDate: placeholderBirthDate,
          tcknEncrypted: null,
          passportNumberEncrypted: null,
          passportExpiry: null,
          nationality: placeholder,
        })
        .where(inArray(passengers.reservationId, ids));
      await tx
        .update(identityViews)
        .set({ passengerName: erasedFullName })
        .where(inArray(identityViews.reservationId, ids));
      await tx
        .update(reservations)
        .set({ contact: null, notes: null, updatedAt: ctx.now })
        .where(inArray(reservations.id, ids));
    }
    await tx.update(notes).set({ text: placeholder, updatedAt: ctx.now }).where(eq(notes.customerId, user.id));
    await tx
      .update(whatsAppConsents)
      .set({ withdrawnAt: ctx.now, withdrawnBy: actor.id })
      .where(and(eq(whatsAppConsents.customerId, user.id), isNull(whatsAppConsents.withdrawnAt)));
    await tx.update(whatsAppConsents).set({ phone: placeholder }).where(eq(whatsAppConsents.customerId, user.id));
    await tx
      .update(whatsAppMessages)
      .set({ phone: placeholder, text: placeholder, parameters: null })
      .where(eq(whatsAppMessages.customerId, user.id));

    await tx
      .update(users)
      .set({
        firstName: erasedName.firstName,
        surname: erasedName.surname,
        email: erasedEmail(user.id),
        phone: null,
        birthDate: null,
        passwordHash: null,
        googleSubject: null,
        photo: null,
        referral: null,
        active: false,
        updatedAt: ctx.now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      { entity: "customer", entityId: user.id, action: "erased" },
    );
  });
  return { id: input.id, erased: true };
}

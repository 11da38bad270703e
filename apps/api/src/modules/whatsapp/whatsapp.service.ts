import {
  formatDate,
  hasActiveWhatsAppConsent,
  isValidPhone,
  isWithinWhatsAppWindow,
  normalizePhone,
  renderWhatsAppTemplate,
  templateParameters,
  type Locale,
  type WhatsAppBroadcastRequest,
  type WhatsAppConsentRequest,
  type WhatsAppConsentSource,
  type WhatsAppParameterKind,
  type WhatsAppSendRequest,
  type WhatsAppTemplateName,
} from "@rihla/domain";
import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  departures,
  reservations,
  tourTranslations,
  users,
  whatsAppConsents,
  whatsAppMessages,
} from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { recordEvent } from "../audit/audit.ts";
import { claimKey, peekKey, requestHash, storeResponse } from "../reservations/idempotency.ts";
import { isUuid } from "../users/users.service.ts";
import { consentView, lastIncomingAt, messageView } from "./whatsapp.queries.ts";

async function customerOf(db: Db, id: string) {
  if (!isUuid(id)) throw domainError(404, "NOT_FOUND");
  const [customer] = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  if (!customer) throw domainError(404, "NOT_FOUND");
  return customer;
}

async function openConsent(db: Db, customerId: string) {
  const [consent] = await db
    .select()
    .from(whatsAppConsents)
    .where(and(eq(whatsAppConsents.customerId, customerId), isNull(whatsAppConsents.withdrawnAt)));
  return consent ?? null;
}

/** GET /api/admin/customers/{id}/whatsapp-consent: the open opt-in (or null) and the history. */
export async function getConsent({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  await requirePermission(ctx, "reservations.manage.all");
  const customer = await customerOf(ctx.db, input.id);
  const rows = await ctx.db
    .select()
    .from(whatsAppConsents)
    .where(eq(whatsAppConsents.customerId, customer.id))
    .orderBy(desc(whatsAppConsents.id));
  const history = await Promise.all(rows.map((row) => consentView(ctx.db, row)));
  return { active: history.find((entry) => entry.withdrawnAt === null) ?? null, history };
}

/**
 * Opens an opt-in (KVKK: who agreed, with which number, where, when, recorded by whom), for staff,
 * the sign-up form and the reservation form alike. An open opt-in for the same number is kept as
 * it is (idempotent); for another number it is closed and a new one opened, so the record says
 * which number agreed when. Runs inside the caller's transaction.
 */
export async function openWhatsAppConsent(
  tx: Db,
  input: { customerId: string; phone: string; source: WhatsAppConsentSource; actorId: string; now: Date },
): Promise<boolean> {
  const open = await openConsent(tx, input.customerId);
  if (open && open.phone === input.phone) return false;
  if (open) {
    await tx
      .update(whatsAppConsents)
      .set({ withdrawnAt: input.now, withdrawnBy: input.actorId })
      .where(eq(whatsAppConsents.id, open.id));
  }
  await tx.insert(whatsAppConsents).values({
    customerId: input.customerId,
    phone: input.phone,
    source: input.source,
    optedInAt: input.now,
    recordedBy: input.actorId,
  });
  await recordEvent(
    tx,
    { actorId: input.actorId, at: input.now },
    { entity: "customer", entityId: input.customerId, action: "whatsapp.opted-in", note: input.source },
  );
  return true;
}

/** Closes the open opt-in (if any) and fails the customer's queued messages; in the caller's transaction. */
async function closeWhatsAppConsent(tx: Db, input: { customerId: string; actorId: string; now: Date }) {
  const open = await openConsent(tx, input.customerId);
  if (!open) return;
  await tx
    .update(whatsAppConsents)
    .set({ withdrawnAt: input.now, withdrawnBy: input.actorId })
    .where(eq(whatsAppConsents.id, open.id));
  await tx
    .update(whatsAppMessages)
    .set({ status: "FAILED", failedAt: input.now, nextAttemptAt: null, lastError: "CONSENT_WITHDRAWN" })
    .where(
      and(
        eq(whatsAppMessages.customerId, input.customerId),
        eq(whatsAppMessages.status, "QUEUED"),
        eq(whatsAppMessages.direction, "OUT"),
      ),
    );
  await recordEvent(
    tx,
    { actorId: input.actorId, at: input.now },
    { entity: "customer", entityId: input.customerId, action: "whatsapp.withdrawn" },
  );
}

/** PUT …/whatsapp-consent: staff record an opt-in with its source, for the given number or the customer's own. */
export async function recordConsent({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; request: WhatsAppConsentRequest };
}) {
  const staff = await requirePermission(ctx, "reservations.manage.all");
  const customer = await customerOf(ctx.db, input.id);
  const phone = input.request.phone ?? (isValidPhone(customer.phone) ? normalizePhone(customer.phone) : null);
  if (!phone) throw domainError(400, "VALIDATION_FAILED", { fields: { phone: ["REQUIRED"] } });
  await ctx.db.transaction((tx) =>
    openWhatsAppConsent(tx, {
      customerId: customer.id,
      phone,
      source: input.request.source,
      actorId: staff.id,
      now: ctx.now,
    }),
  );
  return getConsent({ ctx, input: { id: customer.id } });
}

/** DELETE …/whatsapp-consent: the customer withdrew; queued messages to them are not sent either. */
export async function withdrawConsent({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const staff = await requirePermission(ctx, "reservations.manage.all");
  const customer = await customerOf(ctx.db, input.id);
  await ctx.db.transaction((tx) =>
    closeWhatsAppConsent(tx, { customerId: customer.id, actorId: staff.id, now: ctx.now }),
  );
  return getConsent({ ctx, input: { id: customer.id } });
}

/** The signed-in customer's own opt-in: whether one is open, for which number, since when and from where. */
async function ownConsentView(db: Db, customerId: string) {
  const open = await openConsent(db, customerId);
  return {
    active: open ? { phone: open.phone, source: open.source, optedInAt: open.optedInAt.toISOString() } : null,
  };
}

/** GET /api/user/whatsapp-consent: the customer's own opt-in (KVKK: they see what they agreed to). */
export async function getOwnConsent({ ctx }: { ctx: ServiceContext }) {
  const session = await requireSession(ctx);
  return ownConsentView(ctx.db, session.user.id);
}

/**
 * DELETE /api/user/whatsapp-consent: the customer withdraws their opt-in themselves, as easily as
 * they gave it (KVKK art. 11, and the commercial-message rules' "right to refuse"); recorded with
 * the customer as the one who withdrew, and their queued messages are not sent.
 */
export async function withdrawOwnConsent({ ctx }: { ctx: ServiceContext }) {
  const session = await requireSession(ctx);
  await ctx.db.transaction((tx) =>
    closeWhatsAppConsent(tx, { customerId: session.user.id, actorId: session.user.id, now: ctx.now }),
  );
  return ownConsentView(ctx.db, session.user.id);
}

/**
 * The customer ticked "I'd like updates on WhatsApp" on a form of their own (sign-up, reservation):
 * an opt-in for the number they gave, when it is a valid one (nothing is recorded otherwise).
 */
export async function customerOptedIn(
  tx: Db,
  input: { customerId: string; phone: string | null | undefined; source: "SIGN_UP" | "RESERVATION"; now: Date },
): Promise<boolean> {
  if (!input.phone || !isValidPhone(input.phone)) return false;
  return openWhatsAppConsent(tx, {
    customerId: input.customerId,
    phone: normalizePhone(input.phone),
    source: input.source,
    actorId: input.customerId,
    now: input.now,
  });
}

interface ReservationFacts {
  id: string;
  code: string;
  customerId: string;
  locale: Locale;
  departureId: number | null;
  startDate: string | null;
  tourId: number | null;
}

async function reservationFacts(db: Db, where: ReturnType<typeof eq>): Promise<ReservationFacts[]> {
  return db
    .select({
      id: reservations.id,
      code: reservations.code,
      customerId: reservations.customerId,
      locale: reservations.locale,
      departureId: reservations.departureId,
      startDate: departures.startDate,
      tourId: departures.tourId,
    })
    .from(reservations)
    .leftJoin(departures, eq(departures.id, reservations.departureId))
    .where(where)
    .orderBy(asc(reservations.createdAt));
}

async function tourTitle(db: Db, tourId: number | null, locale: Locale): Promise<string> {
  if (tourId === null) return "";
  const rows = await db
    .select({ locale: tourTranslations.locale, title: tourTranslations.title })
    .from(tourTranslations)
    .where(eq(tourTranslations.tourId, tourId));
  return (rows.find((row) => row.locale === locale) ?? rows[0])?.title ?? "";
}

/** The template's values from what we hold: the customer's first name, the reservation, its departure. */
async function fill(
  db: Db,
  template: WhatsAppTemplateName,
  locale: Locale,
  customer: { firstName: string },
  reservation: ReservationFacts | null,
  detail: string | undefined,
) {
  const values: Partial<Record<WhatsAppParameterKind, string>> = {
    name: customer.firstName,
    code: reservation?.code ?? "",
    tour: await tourTitle(db, reservation?.tourId ?? null, locale),
    date: reservation?.startDate ? formatDate(reservation.startDate, locale) : "",
    detail: detail ?? "",
  };
  const parameters = templateParameters(template, values);
  return { parameters, text: renderWhatsAppTemplate(template, locale, parameters) };
}

function requireConfig(ctx: ServiceContext) {
  if (!ctx.deps.config.whatsApp) throw domainError(409, "WHATSAPP_NOT_CONFIGURED");
}

/**
 * POST /api/admin/whatsapp/messages: one message to one customer, queued in the outbox. A
 * template may go at any time to a customer who opted in; free text only inside the 24-hour
 * window after the customer's last message (the Cloud API's rule).
 */
export async function sendMessage({ ctx, input }: { ctx: ServiceContext; input: WhatsAppSendRequest }) {
  const staff = await requirePermission(ctx, "reservations.manage.all");
  requireConfig(ctx);
  const customer = await customerOf(ctx.db, input.customerId);
  const consent = await openConsent(ctx.db, customer.id);
  if (!hasActiveWhatsAppConsent(consent)) throw domainError(409, "WHATSAPP_NO_CONSENT");
  let reservation: ReservationFacts | null = null;
  if (input.reservationCode) {
    [reservation = null] = await reservationFacts(ctx.db, eq(reservations.code, input.reservationCode));
    if (!reservation || reservation.customerId !== customer.id) {
      throw domainError(404, "NOT_FOUND", { fields: { reservationCode: ["NOT_FOUND"] } });
    }
  }
  let content: {
    template: WhatsAppTemplateName | null;
    locale: Locale | null;
    parameters: string[] | null;
    text: string;
  };
  if (input.template) {
    const locale = input.locale ?? reservation?.locale ?? "tr";
    const filled = await fill(ctx.db, input.template, locale, customer, reservation, input.detail);
    content = { template: input.template, locale, ...filled };
  } else {
    if (!isWithinWhatsAppWindow(await lastIncomingAt(ctx.db, customer.id), ctx.now)) {
      throw domainError(409, "WHATSAPP_WINDOW_CLOSED");
    }
    content = { template: null, locale: null, parameters: null, text: input.text ?? "" };
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(whatsAppMessages)
      .values({
        direction: "OUT",
        customerId: customer.id,
        phone: consent!.phone,
        reservationId: reservation?.id ?? null,
        departureId: reservation?.departureId ?? null,
        ...content,
        status: "QUEUED",
        nextAttemptAt: ctx.now,
        createdBy: staff.id,
        createdAt: ctx.now,
      })
      .returning();
    await recordEvent(
      tx,
      { actorId: staff.id, at: ctx.now },
      { entity: "whatsapp", entityId: inserted!.id, action: "whatsapp.queued", note: content.template ?? "text" },
    );
    return inserted!;
  });
  ctx.deps.whatsApp.wake();
  return messageView(row, reservation?.code ?? null);
}

const broadcastScope = "POST /api/admin/departures/{id}/whatsapp-broadcast";

/**
 * POST /api/admin/departures/{id}/whatsapp-broadcast: one template message to each customer with a
 * live reservation on the departure who has opted in, and none to the others; one transaction, and
 * a repeat with the same Idempotency-Key answers the first broadcast instead of sending again.
 */
export async function broadcast({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { departureId: number; key: string; raw: unknown; request: WhatsAppBroadcastRequest };
}) {
  const staff = await requirePermission(ctx, "reservations.manage.all");
  requireConfig(ctx);
  const keyInput = {
    userId: staff.id,
    scope: `${broadcastScope}:${input.departureId}`,
    key: input.key,
    hash: requestHash(input.raw),
    now: ctx.now,
  };
  const earlier = await peekKey(ctx.db, ctx.deps.fieldCipher, keyInput);
  if (earlier) return { body: earlier.body as BroadcastResult, replayed: true };
  const [departure] = await ctx.db
    .select({ id: departures.id })
    .from(departures)
    .where(eq(departures.id, input.departureId));
  if (!departure) throw domainError(404, "NOT_FOUND");
  const booked = (
    await reservationFacts(
      ctx.db,
      and(eq(reservations.departureId, departure.id), ne(reservations.status, "CANCELLED")) as ReturnType<typeof eq>,
    )
  ).filter((row, index, all) => all.findIndex((other) => other.customerId === row.customerId) === index);
  const customerIds = booked.map((row) => row.customerId);
  const people =
    customerIds.length === 0
      ? []
      : await ctx.db
          .select({ id: users.id, firstName: users.firstName })
          .from(users)
          .where(inArray(users.id, customerIds));
  const consents =
    customerIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(whatsAppConsents)
          .where(and(inArray(whatsAppConsents.customerId, customerIds), isNull(whatsAppConsents.withdrawnAt)));
  const consentOf = new Map(consents.map((consent) => [consent.customerId, consent]));
  const nameOf = new Map(people.map((person) => [person.id, person]));
  const planned: { reservation: ReservationFacts; phone: string; parameters: string[]; text: string }[] = [];
  for (const reservation of booked) {
    const consent = consentOf.get(reservation.customerId);
    if (!hasActiveWhatsAppConsent(consent)) continue;
    const filled = await fill(
      ctx.db,
      input.request.template,
      reservation.locale,
      nameOf.get(reservation.customerId) ?? { firstName: "" },
      reservation,
      input.request.detail,
    );
    planned.push({ reservation, phone: consent!.phone, ...filled });
  }
  const result = await ctx.db.transaction(async (tx) => {
    const claim = await claimKey(tx, ctx.deps.fieldCipher, keyInput);
    if (!claim.claimed) return { body: claim.body as BroadcastResult, replayed: true };
    const ids: number[] = [];
    for (const message of planned) {
      const [inserted] = await tx
        .insert(whatsAppMessages)
        .values({
          direction: "OUT",
          customerId: message.reservation.customerId,
          phone: message.phone,
          reservationId: message.reservation.id,
          departureId: departure.id,
          template: input.request.template,
          locale: message.reservation.locale,
          parameters: message.parameters,
          text: message.text,
          status: "QUEUED",
          nextAttemptAt: ctx.now,
          createdBy: staff.id,
          createdAt: ctx.now,
        })
        .returning({ id: whatsAppMessages.id });
      ids.push(inserted!.id);
    }
    const body: BroadcastResult = {
      departureId: departure.id,
      template: input.request.template,
      queued: ids.length,
      skipped: booked.length - ids.length,
      messageIds: ids,
    };
    await recordEvent(
      tx,
      { actorId: staff.id, at: ctx.now },
      {
        entity: "departure",
        entityId: departure.id,
        action: "whatsapp.broadcast",
        note: `${input.request.template}: ${body.queued}/${booked.length}`,
      },
    );
    await storeResponse(tx, ctx.deps.fieldCipher, { ...keyInput, status: 201, body });
    return { body, replayed: false };
  });
  if (!result.replayed) ctx.deps.whatsApp.wake();
  return result;
}

export interface BroadcastResult {
  departureId: number;
  template: WhatsAppTemplateName;
  queued: number;
  skipped: number;
  messageIds: number[];
}

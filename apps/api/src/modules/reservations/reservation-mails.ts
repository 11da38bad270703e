import {
  adminReservationPath,
  awaitsQuote,
  formatDateTime,
  formatMoney,
  isCurrency,
  isLocale,
  localizePath,
  type Locale,
} from "@rihla/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { siteSettings, users } from "../../db/schema.ts";
import { renderReservationMail, type ReservationMailKind } from "../../email/templates.ts";
import type { MailOutbox } from "../../email/outbox.ts";
import { issueInvitation } from "../auth/tokens.ts";

interface MailedReservation {
  code: string;
  /** TOUR or SERVICE: a service request has no price until the agency quotes it. */
  kind: string;
  customerId: string;
  locale: string;
  total: { amount: number; currency: string };
  cancelReason: string | null;
  /** The option date (ISO), shown in the hold mails. */
  holdUntil?: string | null;
  /** What each traveller still lacks, in the mail's language (the documents reminder). */
  lines?: readonly string[];
}

/** What a mail needs: the database (or the change's transaction), the outbox, the site's origin for links. */
export interface MailContext {
  db: Db;
  deps: { outbox: MailOutbox; now: () => Date };
  origin: string;
}

/** The mails a customer gets about their reservation. */
export type CustomerMailKind = Exclude<ReservationMailKind, "agency" | "agencyDigest">;

/**
 * Issue #14 mails, written to the outbox (in `ctx.db`: the change's transaction when there is
 * one): the outbox worker sends them and retries an SMTP failure, which never undoes or fails the
 * booking (the reservation and its log are the record). "received" also goes to the agency's
 * mailbox (site settings e-mail); when many come at once they are gathered into one digest
 * (issue 28, finding 4). The hold mails (issue 28, finding 1) tell the option date.
 */
export async function mailReservation(
  ctx: MailContext,
  reservation: MailedReservation,
  kind: CustomerMailKind,
): Promise<void> {
  const locale: Locale = isLocale(reservation.locale) ? reservation.locale : "tr";
  const total = awaitsQuote(reservation)
    ? null
    : isCurrency(reservation.total.currency)
      ? formatMoney({ amount: reservation.total.amount, currency: reservation.total.currency }, locale)
      : `${reservation.total.amount} ${reservation.total.currency}`;
  const [customer] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.id, reservation.customerId));
  if (customer) {
    const link = await customerLink(ctx, reservation, customer, locale);
    const showsHold = kind === "received" || kind === "holdReminder";
    const mail = await renderReservationMail({
      locale,
      kind,
      name: customer.firstName,
      code: reservation.code,
      total,
      url: link.url,
      invite: link.invite,
      reason: kind === "cancelled" ? reservation.cancelReason : null,
      holdUntil: showsHold && reservation.holdUntil ? formatDateTime(reservation.holdUntil, locale) : null,
      lines: reservation.lines ?? null,
    });
    await ctx.deps.outbox.enqueue(ctx.db, { to: customer.email, kind: `reservation:${kind}`, ...mail });
  }
  if (kind !== "received") return;
  await mailAgency(ctx.db, ctx, reservation.code, total);
}

/**
 * Where the customer's mail leads. A customer with a password opens their reservations. One an
 * agent booked for has no password yet (issue 22: `/user/dashboard` was a dead end to them): the
 * link is a fresh invitation to choose one, and the set-password page then sends them to sign in
 * and on to the reservation itself (a tour's passengers page, a service request's list).
 */
async function customerLink(
  ctx: MailContext,
  reservation: MailedReservation,
  customer: { passwordHash: string | null; active: boolean },
  locale: Locale,
): Promise<{ url: string; invite: boolean }> {
  const own = reservation.kind === "TOUR" ? `/reservation/${reservation.code}/edit` : "/user/dashboard";
  if (customer.passwordHash !== null || !customer.active) {
    return { url: `${ctx.origin}${localizePath("/user/dashboard", locale)}`, invite: false };
  }
  const token = await issueInvitation(ctx.db, reservation.customerId, ctx.deps.now());
  const query = new URLSearchParams({ token, redirect: localizePath(own, locale) });
  return { url: `${ctx.origin}${localizePath("/user/setPassword", locale)}?${query.toString()}`, invite: true };
}

async function mailAgency(db: Db, ctx: MailContext, code: string, total: string | null): Promise<void> {
  const [settings] = await db
    .select({ email: siteSettings.email, name: siteSettings.agencyName })
    .from(siteSettings)
    .limit(1);
  if (!settings) return;
  // One booking links its own staff page; a digest of several links the list (issue 22, problem 11).
  const url = `${ctx.origin}${adminReservationPath(code)}`;
  const listUrl = `${ctx.origin}/admin/reservations`;
  const mail = await renderReservationMail({ locale: "tr", kind: "agency", name: settings.name, code, total, url });
  await ctx.deps.outbox.enqueue(
    db,
    { to: settings.email, kind: "reservation:agency", ...mail },
    {
      digest: {
        item: code,
        render: (codes) =>
          codes.length === 1
            ? Promise.resolve(mail)
            : renderReservationMail({
                locale: "tr",
                kind: "agencyDigest",
                name: settings.name,
                code: codes.join(", "),
                total: undefined,
                url: listUrl,
              }),
      },
    },
  );
}

import { awaitsQuote, formatMoney, isCurrency, isLocale, localizePath, type Locale } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { siteSettings, users } from "../../db/schema.ts";
import { renderReservationMail, type ReservationMailKind } from "../../email/templates.ts";
import type { ServiceContext } from "../../http/context.ts";

interface MailedReservation {
  code: string;
  /** TOUR or SERVICE: a service request has no price until the agency quotes it. */
  kind: string;
  customerId: string;
  locale: string;
  total: { amount: number; currency: string };
  cancelReason: string | null;
}

/**
 * Issue #14 mails, written to the outbox after the change committed: the outbox worker sends
 * them and retries an SMTP failure, which never undoes or fails the booking (the reservation and
 * its log are the record). "received" also goes to the agency's mailbox (site settings e-mail).
 */
export async function mailReservation(
  ctx: ServiceContext,
  reservation: MailedReservation,
  kind: Exclude<ReservationMailKind, "agency">,
): Promise<void> {
  const locale: Locale = isLocale(reservation.locale) ? reservation.locale : "tr";
  const total = awaitsQuote(reservation)
    ? null
    : isCurrency(reservation.total.currency)
      ? formatMoney({ amount: reservation.total.amount, currency: reservation.total.currency }, locale)
      : `${reservation.total.amount} ${reservation.total.currency}`;
  const [customer] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, reservation.customerId));
  if (customer) {
    const mail = await renderReservationMail({
      locale,
      kind,
      name: customer.firstName,
      code: reservation.code,
      total,
      url: `${ctx.origin}${localizePath("/user/dashboard", locale)}`,
      reason: kind === "cancelled" ? reservation.cancelReason : null,
    });
    await ctx.deps.outbox.enqueue(ctx.db, { to: customer.email, kind: `reservation:${kind}`, ...mail });
  }
  if (kind !== "received") return;
  const [settings] = await ctx.db
    .select({ email: siteSettings.email, name: siteSettings.agencyName })
    .from(siteSettings)
    .limit(1);
  if (!settings) return;
  const mail = await renderReservationMail({
    locale: "tr",
    kind: "agency",
    name: settings.name,
    code: reservation.code,
    total,
    url: `${ctx.origin}/admin/reservations`,
  });
  await ctx.deps.outbox.enqueue(ctx.db, { to: settings.email, kind: "reservation:agency", ...mail });
}

import { randomBytes } from "node:crypto";
import {
  localizePath,
  newsletterResendCutoff,
  type ContactFormInput,
  type InformationRequestInput,
  type Locale,
  type NewsletterInput,
} from "@rihla/domain";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import {
  contactRequests,
  informationRequests,
  newsletterSubscriptions,
  siteSettings,
  tours,
  tourTranslations,
} from "../../db/schema.ts";
import {
  renderContactAgencyMail,
  renderContactReceivedMail,
  renderNewsletterConfirmMail,
} from "../../email/content-mails.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";

export async function createContactRequest({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ContactFormInput & { locale: Locale };
}) {
  const { db, ip } = ctx;
  const mail = {
    locale: input.locale,
    name: input.name,
    subject: input.subject,
    message: input.message,
    phone: input.mobile,
    email: input.email,
  };
  const [toSender, toAgency] = await Promise.all([renderContactReceivedMail(mail), renderContactAgencyMail(mail)]);
  // The message and its two mails are one write: the outbox worker sends them after the answer,
  // so an SMTP outage neither slows the form nor loses a mail (issue 11, finding 8).
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactRequests)
      .values({
        locale: input.locale,
        name: input.name,
        email: input.email,
        phone: input.mobile,
        subject: input.subject,
        message: input.message,
        ip,
      })
      .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
    await ctx.deps.outbox.enqueue(tx, { to: input.email, kind: "contact:received", ...toSender });
    const [settings] = await tx.select({ email: siteSettings.email }).from(siteSettings).limit(1);
    if (settings?.email) await ctx.deps.outbox.enqueue(tx, { to: settings.email, kind: "contact:agency", ...toAgency });
    return stored!;
  });
  ctx.deps.outbox.wake();
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}

/**
 * An information request, optionally about a tour named by id or slug. An unknown tour is a
 * field error, not a silently dropped reference. One transaction: the lookup and the insert.
 */
export async function createInformationRequest({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: InformationRequestInput;
}) {
  const { db, ip } = ctx;
  return db.transaction(async (tx) => {
    let tourId: number | null = null;
    if (input.tourId !== undefined || input.tourSlug !== undefined) {
      const [tour] =
        input.tourId !== undefined
          ? /^\d{1,9}$/.test(input.tourId)
            ? await tx
                .select({ id: tours.id })
                .from(tours)
                .where(eq(tours.id, Number(input.tourId)))
            : []
          : await tx
              .select({ id: tourTranslations.tourId })
              .from(tourTranslations)
              .where(eq(tourTranslations.slug, input.tourSlug!))
              .limit(1);
      if (!tour) {
        const field = input.tourId !== undefined ? "tourId" : "tourSlug";
        throw new ApiError(400, "VALIDATION_FAILED", "Invalid request", { [field]: ["NOT_FOUND"] });
      }
      tourId = tour.id;
    }
    const [row] = await tx
      .insert(informationRequests)
      .values({
        locale: input.locale ?? "tr",
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        tourId,
        message: input.message ?? null,
        preferredContact: input.preferredContact,
        ip,
      })
      .returning({ id: informationRequests.id, createdAt: informationRequests.createdAt });
    return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
  });
}

function newsletterLinks(ctx: ServiceContext, locale: Locale, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirmUrl: `${ctx.origin}${localizePath("/newsletter/confirm", locale)}${query}`,
    unsubscribeUrl: `${ctx.origin}${localizePath("/newsletter/unsubscribe", locale)}${query}`,
  };
}

/**
 * Double opt-in: a new address is stored as `pending` with a secret token and gets a mail with
 * the confirmation link (and the unsubscribe link every newsletter mail carries). A pending or
 * unsubscribed address is mailed again only when its last mail is older than the window; a
 * confirmed one is not mailed. Every case answers the same, so the endpoint does not reveal who
 * is subscribed. One atomic statement decides whether to mail, so two requests at once mail once.
 */
export async function subscribeNewsletter({ ctx, input }: { ctx: ServiceContext; input: NewsletterInput }) {
  const { ip, now } = ctx;
  const email = input.email.toLowerCase();
  const mailed = await ctx.db.transaction(async (db) => {
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({
        email,
        locale: input.locale,
        status: "pending",
        confirmToken: randomBytes(24).toString("base64url"),
        ip,
        mailedAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ token: newsletterSubscriptions.confirmToken });
    let token = inserted[0]?.token;
    if (token === undefined) {
      const windowStart = newsletterResendCutoff(now);
      const [again] = await db
        .update(newsletterSubscriptions)
        .set({ status: "pending", locale: input.locale, mailedAt: now, unsubscribedAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.email, email),
            ne(newsletterSubscriptions.status, "confirmed"),
            or(isNull(newsletterSubscriptions.mailedAt), lt(newsletterSubscriptions.mailedAt, windowStart)),
          ),
        )
        .returning({ token: newsletterSubscriptions.confirmToken });
      token = again?.token;
    }
    if (token === undefined) return false;
    const mail = await renderNewsletterConfirmMail({
      locale: input.locale,
      ...newsletterLinks(ctx, input.locale, token),
    });
    await ctx.deps.outbox.enqueue(db, { to: email, kind: "newsletter:confirm", ...mail });
    return true;
  });
  if (mailed) ctx.deps.outbox.wake();
  return { status: "pending" as const };
}

const tokenInvalid = () =>
  new ApiError(404, "NEWSLETTER_TOKEN_INVALID", "This newsletter link is invalid or no longer works");

/** The confirmation link: pending → confirmed. Confirming again answers the same. */
export async function confirmNewsletter({ ctx, input }: { ctx: ServiceContext; input: { token: string } }) {
  const { db, now } = ctx;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.confirmToken, input.token), eq(newsletterSubscriptions.status, "pending")))
    .returning({ email: newsletterSubscriptions.email });
  if (row) return { status: "confirmed" as const };
  const [existing] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmToken, input.token));
  if (existing?.status === "confirmed") return { status: "confirmed" as const };
  throw tokenInvalid();
}

/** The unsubscribe link of every newsletter mail, no sign-in: any state → unsubscribed. */
export async function unsubscribeNewsletter({ ctx, input }: { ctx: ServiceContext; input: { token: string } }) {
  const { db, now } = ctx;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(eq(newsletterSubscriptions.confirmToken, input.token))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw tokenInvalid();
  return { status: "unsubscribed" as const };
}

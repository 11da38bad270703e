import { randomBytes } from "node:crypto";
import type { ContactFormInput, InformationRequestInput, Locale, NewsletterInput } from "@rihla/domain";
import { eq } from "drizzle-orm";
import {
  contactRequests,
  informationRequests,
  newsletterSubscriptions,
  tours,
  tourTranslations,
} from "../../db/schema.ts";
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
  const [row] = await db
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
  return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
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

/**
 * Double opt-in: a new address is stored as `pending` with a confirmation token (the e-mail that
 * carries it is sent by a later job). A known address answers the same, so the endpoint does not
 * reveal who is subscribed.
 */
export async function subscribeNewsletter({ ctx, input }: { ctx: ServiceContext; input: NewsletterInput }) {
  const { db, ip } = ctx;
  const email = input.email.toLowerCase();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, locale: input.locale, status: "pending", confirmToken: randomBytes(24).toString("base64url"), ip })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
  return { status: "pending" as const };
}

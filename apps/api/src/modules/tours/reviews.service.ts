import { roundRating, type Locale } from "@rihla/domain";
import { and, avg, count, desc, eq } from "drizzle-orm";
import { reviews, tourTranslations } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";

/** Approved reviews, newest first, optionally of one tour, with the rating summary. */
export async function listReviews({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: {
    locale?: Locale | undefined;
    titles?: Locale | undefined;
    tourId?: number | undefined;
    page: number;
    pageSize: number;
  };
}) {
  const { db } = ctx;
  const where = and(
    eq(reviews.approved, true),
    input.tourId === undefined ? undefined : eq(reviews.tourId, input.tourId),
    input.locale === undefined ? undefined : eq(reviews.locale, input.locale),
  );
  const [[summary], items] = await Promise.all([
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(where),
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        body: reviews.body,
        locale: reviews.locale,
        travelledOn: reviews.travelledOn,
        tourId: reviews.tourId,
        tourSlug: tourTranslations.slug,
        tourTitle: tourTranslations.title,
      })
      .from(reviews)
      .leftJoin(
        tourTranslations,
        // The tour named in the reader's language: an English page links the English tour
        // straight, not through the Turkish slug's redirect (issue 22, problem 4).
        and(
          eq(tourTranslations.tourId, reviews.tourId),
          eq(tourTranslations.locale, input.titles ?? input.locale ?? "tr"),
        ),
      )
      .where(where)
      .orderBy(desc(reviews.travelledOn), desc(reviews.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return {
    total: summary?.count ?? 0,
    average: roundRating(summary?.average),
    page: input.page,
    pageSize: input.pageSize,
    items,
  };
}

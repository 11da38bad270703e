import { addDays, cities, hotelClassStars, locales, todayInIstanbul, tourLists, type Locale } from "@rihla/domain";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { campaignContents, quizContent, reviewContents } from "./content/community.ts";
import { courseContents } from "./content/learning.ts";
import { hotelContents } from "./content/hotels.ts";
import { pageContents, type PageText } from "./content/pages.ts";
import {
  agency,
  agencyTexts,
  legacyRedirects,
  menuContents,
  shortLinkContents,
  topBannerContents,
  tourGroupContents,
  type MenuItemContent,
} from "./content/site.ts";
import { buildTourCatalogue } from "./content/tours.ts";
import { insertCities, insertHotels, insertPages, insertTourGroups, insertTours } from "./factories.ts";

export interface SeedReport {
  skipped: boolean;
  tours: number;
  departures: number;
  hotels: number;
  pages: number;
  ms: number;
}

/** schema.org FAQPage for a page's questions; the API derives `faq` back from it. */
export function faqJsonLd(faq: PageText["faq"]): Record<string, unknown> | null {
  if (!faq || faq.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map(([question, answer]) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** The demo agency's desks: a till per currency it takes, a bank account and a card terminal. */
export const demoCashDesks: (typeof t.cashDesks.$inferInsert)[] = [
  { name: "TL Kasa", currency: "TRY", kind: "CASH" },
  { name: "USD Kasa", currency: "USD", kind: "CASH" },
  { name: "EUR Kasa", currency: "EUR", kind: "CASH" },
  { name: "Banka TL (Ziraat)", currency: "TRY", kind: "BANK" },
  { name: "POS Cihazı", currency: "TRY", kind: "CARD" },
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.siteSettings);
  return (row?.n ?? 0) > 0;
}

/** Tables the demo owns, children first so a reset never trips a foreign key. */
const demoTables = [
  "quiz_results",
  "lesson_progress",
  "lesson_translations",
  "lessons",
  "course_translations",
  "courses",
  "newsletter_subscriptions",
  "information_requests",
  "contact_requests",
  "quiz_question_translations",
  "quiz_questions",
  "quiz_translations",
  "quizzes",
  "campaign_translations",
  "campaigns",
  "reviews",
  "tour_list_translations",
  "tour_lists",
  "departure_prices",
  "departures",
  "tour_hotels",
  "tour_flights",
  "tour_group_members",
  "tour_translations",
  "tours",
  "tour_group_translations",
  "tour_groups",
  "hotel_translations",
  "hotels",
  "city_translations",
  "cities",
  "short_links",
  "redirects",
  "page_translations",
  "pages",
  "menu_items",
  "top_banners",
  "site_setting_translations",
  "site_settings",
];

/**
 * Loads the demo agency in one transaction. Idempotent: a seeded database is left alone unless
 * `reset` is set, which empties the demo tables first (departures move with `now`).
 */
export async function seedDemo({
  db,
  now,
  reset = false,
}: {
  db: Db;
  now: Date;
  reset?: boolean;
}): Promise<SeedReport> {
  const started = performance.now();
  const today = todayInIstanbul(now);
  return db.transaction(async (tx) => {
    // One seeder at a time, even with two processes on one PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(7677)`);
    if (reset) {
      await tx.execute(sql.raw(`truncate ${demoTables.join(", ")} restart identity cascade`));
    } else if (await isSeeded(tx)) {
      return { skipped: true, tours: 0, departures: 0, hotels: 0, pages: 0, ms: performance.now() - started };
    }

    await tx.insert(t.siteSettings).values(agency);
    await tx
      .insert(t.siteSettingTranslations)
      .values(locales.map((locale) => ({ settingsId: agency.id, locale, ...agencyTexts[locale] })));
    await tx.insert(t.topBanners).values([...topBannerContents]);
    await tx.insert(t.menuItems).values(locales.flatMap((locale) => menuRows(locale)));
    // Children are inserted with their parent's position; a second pass links them.
    await linkMenuChildren(tx);

    // Issue 26: the agency's cash desks. Kept across a reset (the ledger points at them and is
    // append-only), so only the missing ones are added.
    await tx.insert(t.cashDesks).values(demoCashDesks).onConflictDoNothing();

    await insertPages(tx, pageContents, faqJsonLd);
    await tx.insert(t.redirects).values(legacyRedirects());
    await tx.insert(t.shortLinks).values(shortLinkContents);

    await insertCities(tx, cities);
    const hotelIds = await insertHotels(tx, hotelContents, (hotelClass) => hotelClassStars[hotelClass]);
    await insertTourGroups(tx, tourGroupContents);
    const tours = buildTourCatalogue({
      today,
      hotelNames: Object.fromEntries(hotelContents.map((h) => [h.key, h.name])),
    });
    const tourIds = await insertTours(tx, tours);

    await tx
      .insert(t.tourLists)
      .values(tourLists.map((list, position) => ({ key: list.id, filter: { ...list.filter }, position })));
    await tx.insert(t.tourListTranslations).values(
      tourLists.flatMap((list) =>
        locales.map((locale) => ({
          listKey: list.id,
          locale,
          slug: list.slug[locale],
          title: list.title[locale],
          description: listDescription(list.title[locale], locale),
        })),
      ),
    );

    await tx.insert(t.reviews).values(
      reviewContents.map((review) => ({
        tourId: review.tourKey ? (tourIds.get(review.tourKey) ?? null) : null,
        locale: review.locale,
        name: review.name,
        rating: review.rating,
        body: review.body,
        approved: review.approved,
        travelledOn: addDays(today, -review.daysAgo),
      })),
    );

    for (const campaign of campaignContents) {
      const [row] = await tx
        .insert(t.campaigns)
        .values({
          key: campaign.key,
          tourId: campaign.tourKey ? (tourIds.get(campaign.tourKey) ?? null) : null,
          image: campaign.image,
          startsOn: addDays(today, campaign.startOffsetDays),
          endsOn: addDays(today, campaign.endOffsetDays),
        })
        .returning({ id: t.campaigns.id });
      await tx
        .insert(t.campaignTranslations)
        .values(locales.map((locale) => ({ campaignId: row!.id, locale, ...campaign[locale] })));
    }

    const [quiz] = await tx.insert(t.quizzes).values({ key: quizContent.key }).returning({ id: t.quizzes.id });
    await tx
      .insert(t.quizTranslations)
      .values(locales.map((locale) => ({ quizId: quiz!.id, locale, ...quizContent[locale] })));
    const questionRows = await tx
      .insert(t.quizQuestions)
      .values(quizContent.questions.map((q, position) => ({ quizId: quiz!.id, position, correctChoice: q.correct })))
      .returning({ id: t.quizQuestions.id });
    await tx
      .insert(t.quizQuestionTranslations)
      .values(
        quizContent.questions.flatMap((q, n) =>
          locales.map((locale) => ({ questionId: questionRows[n]!.id, locale, ...q[locale] })),
        ),
      );

    for (const [position, course] of courseContents.entries()) {
      const [row] = await tx.insert(t.courses).values({ key: course.key, position }).returning({ id: t.courses.id });
      await tx
        .insert(t.courseTranslations)
        .values(locales.map((locale) => ({ courseId: row!.id, locale, ...course[locale] })));
      const lessonRows = await tx
        .insert(t.lessons)
        .values(course.lessons.map((lesson, n) => ({ courseId: row!.id, position: n, minutes: lesson.minutes })))
        .returning({ id: t.lessons.id });
      await tx
        .insert(t.lessonTranslations)
        .values(
          course.lessons.flatMap((lesson, n) =>
            locales.map((locale) => ({ lessonId: lessonRows[n]!.id, locale, ...lesson[locale] })),
          ),
        );
    }

    return {
      skipped: false,
      tours: tours.length,
      departures: tours.reduce((sum, tour) => sum + tour.departures.length, 0),
      hotels: hotelIds.size,
      pages: pageContents.length,
      ms: performance.now() - started,
    };
  });
}

function listDescription(title: string, locale: Locale): string {
  return locale === "tr"
    ? `${title}: vize, uçuş, konaklama ve rehberlik dahil programlar. Fiyatlar kişi başıdır.`
    : `${title}: programmes including visa, flights, accommodation and guidance. Prices are per person.`;
}

type MenuRow = typeof t.menuItems.$inferInsert & { parentPosition?: number };

function menuRows(locale: Locale): (typeof t.menuItems.$inferInsert)[] {
  const rows: MenuRow[] = [];
  for (const [menu, items] of Object.entries(menuContents(locale))) {
    items.forEach((item: MenuItemContent, position) => {
      rows.push({ menu, locale, position, label: item.label, href: item.href, description: item.description ?? null });
      item.children?.forEach((child, childPosition) => {
        // Children live in "<menu>:<parent position>" until linkMenuChildren sets parent_id.
        rows.push({
          menu: `${menu}:${position}`,
          locale,
          position: childPosition,
          label: child.label,
          href: child.href,
          description: child.description ?? null,
        });
      });
    });
  }
  return rows;
}

async function linkMenuChildren(db: Db): Promise<void> {
  await db.execute(sql`
    update menu_items as child
       set parent_id = parent.id,
           menu = split_part(child.menu, ':', 1)
      from menu_items as parent
     where child.menu like '%:%'
       and parent.menu = split_part(child.menu, ':', 1)
       and parent.locale = child.locale
       and parent.position = split_part(child.menu, ':', 2)::smallint
       and parent.parent_id is null`);
}

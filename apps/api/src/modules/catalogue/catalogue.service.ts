import { holidaySlug, holidaysOfYear, todayInIstanbul, type HolidayType, type Locale } from "@rihla/domain";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import {
  campaigns,
  campaignTranslations,
  quizQuestions,
  quizQuestionTranslations,
  quizTranslations,
  quizzes,
  tourTranslations,
} from "../../db/schema.ts";
import type { Db } from "../../db/database.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";

/** Holidays of 2025 and 2026 straight from the domain's data (spec §3, §9); no table. */
export function listHolidays({ input }: { input: { year: number; type?: HolidayType | undefined; locale: Locale } }) {
  return {
    year: input.year,
    items: holidaysOfYear(input.year, input.type).map((holiday) => ({
      type: holiday.type,
      name: holiday[input.locale],
      slug: holidaySlug(holiday),
      start: holiday.start,
      end: holiday.end,
      lessCertain: holiday.lessCertain === true,
    })),
  };
}

/** A quiz's id, key, and its title and description in one locale. */
function quizHeads(db: Db, locale: Locale) {
  return db
    .select({
      id: quizzes.id,
      key: quizzes.key,
      title: quizTranslations.title,
      description: quizTranslations.description,
    })
    .from(quizzes)
    .innerJoin(quizTranslations, and(eq(quizTranslations.quizId, quizzes.id), eq(quizTranslations.locale, locale)))
    .$dynamic();
}

export async function listQuizzes({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  const { db } = ctx;
  const rows = await quizHeads(db, input.locale).orderBy(asc(quizzes.id));
  return { items: rows };
}

/**
 * A quiz with its questions, choices, correct answers and explanations (spec §4: the visitor may
 * reveal the answer, so it is public). Two queries.
 */
export async function getQuiz({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale; id: number } }) {
  const { db } = ctx;
  const [[quiz], questions] = await Promise.all([
    quizHeads(db, input.locale).where(eq(quizzes.id, input.id)),
    db
      .select({
        id: quizQuestions.id,
        position: quizQuestions.position,
        correctChoice: quizQuestions.correctChoice,
        prompt: quizQuestionTranslations.prompt,
        choices: quizQuestionTranslations.choices,
        explanation: quizQuestionTranslations.explanation,
      })
      .from(quizQuestions)
      .innerJoin(
        quizQuestionTranslations,
        and(
          eq(quizQuestionTranslations.questionId, quizQuestions.id),
          eq(quizQuestionTranslations.locale, input.locale),
        ),
      )
      .where(eq(quizQuestions.quizId, input.id))
      .orderBy(asc(quizQuestions.position)),
  ]);
  if (!quiz) throw new ApiError(404, "QUIZ_NOT_FOUND", `Page Not Found: quiz-${input.id}`);
  return { ...quiz, questions };
}

/** Campaigns running today. */
export async function listCampaigns({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  const { db, now } = ctx;
  const today = todayInIstanbul(now);
  const rows = await db
    .select({
      id: campaigns.id,
      key: campaigns.key,
      image: campaigns.image,
      startsOn: campaigns.startsOn,
      endsOn: campaigns.endsOn,
      title: campaignTranslations.title,
      body: campaignTranslations.body,
      tourSlug: tourTranslations.slug,
    })
    .from(campaigns)
    .innerJoin(
      campaignTranslations,
      and(eq(campaignTranslations.campaignId, campaigns.id), eq(campaignTranslations.locale, input.locale)),
    )
    .leftJoin(
      tourTranslations,
      and(eq(tourTranslations.tourId, campaigns.tourId), eq(tourTranslations.locale, input.locale)),
    )
    .where(and(lte(campaigns.startsOn, today), gte(campaigns.endsOn, today)))
    .orderBy(asc(campaigns.endsOn));
  return { items: rows };
}

import { bestQuizScore, isQuizChoice, quizScore, type Locale, type QuizResultInput } from "@rihla/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  courses,
  courseTranslations,
  lessonProgress,
  lessons,
  lessonTranslations,
  quizQuestions,
  quizResults,
  quizTranslations,
  quizzes,
} from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { ApiError, domainError } from "../../http/errors.ts";

const notFound = (path: string) => domainError(404, "PAGE_NOT_FOUND", { params: { path } });

/** /user/lms: every course with the user's done lessons, every quiz with the user's best score. */
export async function learningOverview({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  const { user } = await requireSession(ctx);
  const [courseRows, quizRows] = await Promise.all([
    ctx.db
      .select({
        id: courses.id,
        key: courses.key,
        slug: courseTranslations.slug,
        title: courseTranslations.title,
        summary: courseTranslations.summary,
        lessonCount: sql<number>`count(${lessons.id})::int`,
        doneCount: sql<number>`count(${lessonProgress.lessonId})::int`,
        minutes: sql<number>`coalesce(sum(${lessons.minutes}), 0)::int`,
      })
      .from(courses)
      .innerJoin(
        courseTranslations,
        and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, input.locale)),
      )
      .leftJoin(lessons, eq(lessons.courseId, courses.id))
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, user.id)))
      .groupBy(courses.id, courseTranslations.slug, courseTranslations.title, courseTranslations.summary)
      .orderBy(asc(courses.position)),
    ctx.db
      .select({
        id: quizzes.id,
        key: quizzes.key,
        title: quizTranslations.title,
        description: quizTranslations.description,
        questionCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`,
        best: quizResults.bestScore,
        attempts: sql<number>`coalesce(${quizResults.attempts}, 0)::int`,
      })
      .from(quizzes)
      .innerJoin(
        quizTranslations,
        and(eq(quizTranslations.quizId, quizzes.id), eq(quizTranslations.locale, input.locale)),
      )
      .leftJoin(quizResults, and(eq(quizResults.quizId, quizzes.id), eq(quizResults.userId, user.id)))
      .orderBy(asc(quizzes.id)),
  ]);
  return { courses: courseRows, quizzes: quizRows };
}

/** A course by either locale's slug, answered in the requested locale with the user's progress. */
export async function getCourse({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale; link: string } }) {
  const { user } = await requireSession(ctx);
  const [found] = await ctx.db
    .select({ id: courseTranslations.courseId })
    .from(courseTranslations)
    .where(eq(courseTranslations.slug, input.link))
    .limit(1);
  if (!found) throw notFound(`/user/lms/${input.link}`);
  const [[course], lessonRows] = await Promise.all([
    ctx.db
      .select({
        id: courses.id,
        key: courses.key,
        slug: courseTranslations.slug,
        title: courseTranslations.title,
        summary: courseTranslations.summary,
      })
      .from(courses)
      .innerJoin(
        courseTranslations,
        and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, input.locale)),
      )
      .where(eq(courses.id, found.id)),
    ctx.db
      .select({
        id: lessons.id,
        position: lessons.position,
        title: lessonTranslations.title,
        summary: lessonTranslations.summary,
        minutes: lessons.minutes,
        done: sql<boolean>`${lessonProgress.lessonId} is not null`,
      })
      .from(lessons)
      .innerJoin(
        lessonTranslations,
        and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, input.locale)),
      )
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, user.id)))
      .where(eq(lessons.courseId, found.id))
      .orderBy(asc(lessons.position)),
  ]);
  if (!course) throw notFound(`/user/lms/${input.link}`);
  return { ...course, lessons: lessonRows };
}

/** One lesson in a locale, with its course, the lessons before and after it, and the user's progress. */
export async function getLesson({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale; id: number } }) {
  const { user } = await requireSession(ctx);
  const [lesson] = await ctx.db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      position: lessons.position,
      minutes: lessons.minutes,
      title: lessonTranslations.title,
      summary: lessonTranslations.summary,
      body: lessonTranslations.body,
      courseSlug: courseTranslations.slug,
      courseTitle: courseTranslations.title,
      done: sql<boolean>`${lessonProgress.lessonId} is not null`,
    })
    .from(lessons)
    .innerJoin(
      lessonTranslations,
      and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, input.locale)),
    )
    .innerJoin(
      courseTranslations,
      and(eq(courseTranslations.courseId, lessons.courseId), eq(courseTranslations.locale, input.locale)),
    )
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, user.id)))
    .where(eq(lessons.id, input.id));
  if (!lesson) throw notFound(`/user/entry/${input.id}`);
  const siblings = await ctx.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, lesson.courseId))
    .orderBy(asc(lessons.position));
  const at = siblings.findIndex((row) => row.id === lesson.id);
  const { courseId: _courseId, courseSlug, courseTitle, ...rest } = lesson;
  void _courseId;
  return {
    ...rest,
    course: { slug: courseSlug, title: courseTitle, lessonCount: siblings.length },
    previousId: siblings[at - 1]?.id ?? null,
    nextId: siblings[at + 1]?.id ?? null,
  };
}

/** Marks a lesson done for the user; marking it again keeps the first completion time. */
export async function markLessonDone({ ctx, input }: { ctx: ServiceContext; input: { id: number } }) {
  const { user } = await requireSession(ctx);
  const [lesson] = await ctx.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, input.id));
  if (!lesson) throw notFound(`/user/entry/${input.id}`);
  await ctx.db
    .insert(lessonProgress)
    .values({ userId: user.id, lessonId: lesson.id, completedAt: ctx.now })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lesson.id)));
  return { lessonId: lesson.id, done: true as const, completedAt: row!.completedAt.toISOString() };
}

/**
 * Stores a finished quiz. The score is the domain's count over the submitted answers (never a
 * number the client claims); the stored best is the domain's bestQuizScore of old and new.
 */
export async function saveQuizResult({ ctx, input }: { ctx: ServiceContext; input: QuizResultInput }) {
  const { user } = await requireSession(ctx);
  const [quiz] = await ctx.db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, input.quizId));
  if (!quiz) throw new ApiError(404, "QUIZ_NOT_FOUND", `Page Not Found: quiz-${input.quizId}`);
  const questions = await ctx.db
    .select({
      correctChoice: quizQuestions.correctChoice,
      choiceCount: sql<number>`(select jsonb_array_length(choices) from quiz_question_translations where question_id = ${quizQuestions.id} limit 1)::int`,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  const offered = (answer: number | null, i: number) => answer === null || isQuizChoice(questions[i]!, answer);
  if (input.answers.length !== questions.length || !input.answers.every(offered)) {
    throw domainError(400, "INVALID_VALUE", { fields: { answers: ["INVALID_VALUE"] } });
  }
  const score = quizScore(questions, input.answers);
  return ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ best: quizResults.bestScore, attempts: quizResults.attempts })
      .from(quizResults)
      .where(and(eq(quizResults.userId, user.id), eq(quizResults.quizId, quiz.id)))
      .for("update");
    const best = bestQuizScore(stored?.best, score);
    const attempts = (stored?.attempts ?? 0) + 1;
    const row = { bestScore: best, lastScore: score, total: questions.length, attempts, updatedAt: ctx.now };
    await tx
      .insert(quizResults)
      .values({ userId: user.id, quizId: quiz.id, ...row })
      .onConflictDoUpdate({ target: [quizResults.userId, quizResults.quizId], set: row });
    return { quizId: quiz.id, score, total: questions.length, best, attempts };
  });
}

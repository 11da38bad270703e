import { createRoute, z } from "@hono/zod-openapi";
import { quizResultSchema } from "@rihla/domain";
import {
  deniedResponses as denied,
  errorResponse as error,
  jsonBody as body,
  jsonResponse,
  localeQuery,
  numericIdParam,
} from "../../http/openapi.ts";

// The members' learning area (issue 13): courses of lessons with each user's progress, and the
// user's best quiz scores. Every path is under /api/user/: members only (the access guard).

const courseSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  lessonCount: z.number().int(),
  doneCount: z.number().int(),
  minutes: z.number().int(),
});

export const quizScoreSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  best: z.number().int().nullable().openapi({ description: "The user's best score; null before a first attempt" }),
  attempts: z.number().int(),
});

export const learningOverviewSchema = z
  .object({ courses: z.array(courseSummarySchema), quizzes: z.array(quizScoreSchema) })
  .openapi("LearningOverview");

export const courseSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    slug: z.string().openapi({ description: "The course's slug in the requested locale (redirect when it differs)" }),
    title: z.string(),
    summary: z.string(),
    lessons: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        summary: z.string(),
        minutes: z.number().int(),
        done: z.boolean(),
      }),
    ),
  })
  .openapi("Course");

export const lessonSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    title: z.string(),
    summary: z.string(),
    body: z.array(z.string()),
    minutes: z.number().int(),
    done: z.boolean(),
    course: z.object({ slug: z.string(), title: z.string(), lessonCount: z.number().int() }),
    previousId: z.number().int().nullable(),
    nextId: z.number().int().nullable(),
  })
  .openapi("Lesson");

export const lessonProgressSchema = z
  .object({ lessonId: z.number().int(), done: z.literal(true), completedAt: z.string() })
  .openapi("LessonProgress");

export const quizResultAnswerSchema = z
  .object({
    quizId: z.number().int(),
    score: z.number().int(),
    total: z.number().int(),
    best: z.number().int(),
    attempts: z.number().int(),
  })
  .openapi("QuizResult");

export const learningOverviewRoute = createRoute({
  method: "get",
  path: "/api/user/lms",
  tags: ["Learning"],
  summary: "Courses with the user's progress, and quizzes with the user's best score",
  request: { query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(learningOverviewSchema, "Courses and quizzes"), 400: error("Bad locale"), ...denied },
});

export const getCourseRoute = createRoute({
  method: "get",
  path: "/api/user/lms/{link}",
  tags: ["Learning"],
  summary: "A course by its slug (either locale's) with its lessons and the user's progress",
  request: {
    params: z.object({
      link: z
        .string()
        .max(200, { error: "INVALID_VALUE" })
        .openapi({ param: { name: "link", in: "path" }, example: "umrah-step-by-step" }),
    }),
    query: z.object({ locale: localeQuery }),
  },
  responses: {
    200: jsonResponse(courseSchema, "The course"),
    400: error("Bad locale or link"),
    ...denied,
    404: error("PAGE_NOT_FOUND"),
  },
});

export const getLessonRoute = createRoute({
  method: "get",
  path: "/api/user/entries/{id}",
  tags: ["Learning"],
  summary: "One lesson with its course, neighbours and whether the user has done it",
  request: { params: z.object({ id: numericIdParam() }), query: z.object({ locale: localeQuery }) },
  responses: {
    200: jsonResponse(lessonSchema, "The lesson"),
    400: error("Bad id or locale"),
    ...denied,
    404: error("PAGE_NOT_FOUND"),
  },
});

export const markLessonDoneRoute = createRoute({
  method: "put",
  path: "/api/user/entries/{id}/progress",
  tags: ["Learning"],
  summary: "Mark a lesson done for the user (idempotent: the first completion time is kept)",
  request: { params: z.object({ id: numericIdParam() }) },
  responses: {
    200: jsonResponse(lessonProgressSchema, "The lesson is done"),
    400: error("Bad id"),
    ...denied,
    404: error("PAGE_NOT_FOUND"),
  },
});

export const saveQuizResultRoute = createRoute({
  method: "post",
  path: "/api/user/quiz-results",
  tags: ["Learning"],
  summary: "Store a finished quiz: the API scores the answers (domain rule) and keeps the best score",
  request: { body: body(quizResultSchema) },
  responses: {
    200: jsonResponse(quizResultAnswerSchema, "The score of this attempt and the best so far"),
    400: error("Field errors: `answers` must hold one offered choice (or null) per question"),
    ...denied,
    404: error("QUIZ_NOT_FOUND"),
  },
});

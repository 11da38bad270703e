import { createRoute, z } from "@hono/zod-openapi";
import { holidays, holidayTypes } from "@rihla/domain";
import { errorResponses, jsonResponse, localeQuery, numericIdParam } from "../../http/openapi.ts";

/** The years the domain's holiday data covers (spec §9: 2025 and 2026 only). */
const holidayYears = holidays.map((holiday) => Number(holiday.start.slice(0, 4)));
const firstYear = Math.min(...holidayYears);
const lastYear = Math.max(...holidayYears);

export const holidaysSchema = z
  .object({
    year: z.number().int(),
    items: z.array(
      z.object({
        type: z.enum(holidayTypes),
        name: z.string(),
        slug: z.string(),
        start: z.string(),
        end: z.string(),
        lessCertain: z.boolean(),
      }),
    ),
  })
  .openapi("Holidays");

export const listHolidaysRoute = createRoute({
  method: "get",
  path: "/api/holidays",
  tags: ["Catalogue"],
  summary: `Official and religious holidays, kandil nights and school holidays (${firstYear}–${lastYear} only)`,
  request: {
    query: z.object({
      locale: localeQuery,
      year: z.coerce
        .number({ error: "INVALID_VALUE" })
        .int({ error: "INVALID_VALUE" })
        .min(firstYear, { error: "INVALID_VALUE" })
        .max(lastYear, { error: "INVALID_VALUE" })
        .openapi({ example: 2026 }),
      type: z.enum(holidayTypes, { error: "INVALID_VALUE" }).optional(),
    }),
  },
  responses: {
    200: jsonResponse(holidaysSchema, "Holidays of the year"),
    400: errorResponses[400],
  },
});

const quizSummary = z.object({ id: z.number().int(), key: z.string(), title: z.string(), description: z.string() });

export const listQuizzesRoute = createRoute({
  method: "get",
  path: "/api/quizzes",
  tags: ["Catalogue"],
  summary: "Quizzes",
  request: { query: z.object({ locale: localeQuery }) },
  responses: {
    200: jsonResponse(z.object({ items: z.array(quizSummary) }).openapi("Quizzes"), "Quizzes"),
    400: errorResponses[400],
  },
});

export const quizAnswerSchema = quizSummary
  .extend({
    questions: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        correctChoice: z.number().int(),
        prompt: z.string(),
        choices: z.array(z.string()),
        explanation: z.string(),
      }),
    ),
  })
  .openapi("Quiz");

export const getQuizRoute = createRoute({
  method: "get",
  path: "/api/quizzes/{id}",
  tags: ["Catalogue"],
  summary: "A quiz with questions, choices, the correct choice and an explanation",
  request: {
    params: z.object({
      id: numericIdParam(),
    }),
    query: z.object({ locale: localeQuery }),
  },
  responses: {
    200: jsonResponse(quizAnswerSchema, "The quiz"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const campaignsSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        key: z.string(),
        image: z.string(),
        startsOn: z.string(),
        endsOn: z.string(),
        title: z.string(),
        body: z.string(),
        tourSlug: z.string().nullable(),
      }),
    ),
  })
  .openapi("Campaigns");

export const listCampaignsRoute = createRoute({
  method: "get",
  path: "/api/campaigns",
  tags: ["Catalogue"],
  summary: "Campaigns running today",
  request: { query: z.object({ locale: localeQuery }) },
  responses: {
    200: jsonResponse(campaignsSchema, "Campaigns"),
    400: errorResponses[400],
  },
});

import { z } from "@hono/zod-openapi";
import { localeSchema } from "@rihla/domain";

/** The one error shape, as the OpenAPI document shows it. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "PAGE_NOT_FOUND" }),
      message: z.string().openapi({ example: "Page Not Found: umre-nedirx" }),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .openapi({ example: { email: ["EMAIL_INVALID"] } }),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .openapi({ example: { minutes: 15 }, description: "Values for the placeholders of the code's text" }),
    }),
  })
  .openapi("Error");

/** A JSON answer described by `schema`: its type is what the typed client reads (ADR 0016). */
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const errorResponses = {
  400: json(errorSchema, "Invalid input; `fields` maps each field to domain error codes"),
  404: json(errorSchema, "Not found"),
} as const;

export const jsonResponse = json;

/** A required JSON request body validated by `schema` (the domain's, where one exists). */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** An error answer in the one error shape. */
export const errorResponse = (description: string) => json(errorSchema, description);

/** What the access guard answers before any handler runs on a protected path. */
export const deniedResponses = {
  401: errorResponse("UNAUTHORIZED: no session"),
  403: errorResponse("FORBIDDEN"),
} as const;

/** The locale field of an answer: the domain's locales, nothing restated. */
export const localeField = localeSchema;

/** A numeric id in the path (1 … 2e9); anything else is a 400 with the field's code. */
export const numericIdParam = (name = "id") =>
  z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(2_000_000_000, { error: "INVALID_VALUE" })
    .openapi({ param: { name, in: "path" }, example: 1 });

/** A UUID id in the path; the service answers 404 for anything that is not one of ours. */
export const uuidParam = (name = "id") =>
  z.string().openapi({ param: { name, in: "path" }, example: "6f1d0c1e-9a6b-4c53-9a43-3f0b0f0f8e21" });

/** `locale` query parameter: tr (default) or en. */
export const localeQuery = localeSchema
  .default("tr")
  .openapi({ param: { name: "locale", in: "query" }, example: "en" });

export const pageQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(10_000)
  .default(1)
  .openapi({ param: { name: "page", in: "query" } });
export const pageSizeQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .default(20)
  .openapi({ param: { name: "pageSize", in: "query" } });

export const moneySchema = z
  .object({ amount: z.number().int().openapi({ description: "Minor units" }), currency: z.string() })
  .openapi("Money");

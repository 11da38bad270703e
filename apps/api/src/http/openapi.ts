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
    }),
  })
  .openapi("Error");

const json = (schema: z.ZodType, description: string) => ({ content: { "application/json": { schema } }, description });

export const errorResponses = {
  400: json(errorSchema, "Invalid input; `fields` maps each field to domain error codes"),
  404: json(errorSchema, "Not found"),
} as const;

export const jsonResponse = json;

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

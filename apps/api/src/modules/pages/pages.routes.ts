import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, localeQuery, localeField } from "../../http/openapi.ts";

const faqEntry = z.object({ question: z.string(), answer: z.string() });

export const pageSchema = z
  .object({
    id: z.number().int().nullable(),
    key: z.string(),
    locale: localeField,
    slug: z.string(),
    slugs: z
      .record(z.string(), z.string())
      .openapi({ description: "The page's slug per locale (for the language switch)" }),
    mainGroup: z
      .string()
      .openapi({ description: "wa_MainGroup: information, corporate, help, hajj, tools, home, contact, holiday" }),
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    pageTitle: z.string().openapi({ description: "Document title with {firm}/{title}/{year} filled in" }),
    content: z.object({
      photo: z.string().nullable(),
      heading: z.string(),
      subtitle: z.string().nullable(),
      topImage: z.string().nullable(),
      soundUrl: z.string().nullable(),
      linkUrl: z.string().nullable(),
      relatedUrls: z.array(z.string()),
      parentSlug: z.string().nullable(),
      bodyHtml: z.string(),
      categories: z.object({ subCategories: z.array(z.string()) }),
      jsonLd: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string().nullable(),
      updatedAt: z.string().nullable(),
    }),
    faq: z.array(faqEntry).openapi({ description: "Derived from the mainEntity of the JSON-LD" }),
    family: z
      .array(z.object({ slug: z.string(), title: z.string() }))
      .openapi({ description: "The parent page and its children (side navigation); empty for generated pages" }),
    holiday: z.object({ type: z.string(), start: z.string(), end: z.string() }).optional(),
  })
  .openapi("Page");

export const findPageRoute = createRoute({
  method: "get",
  path: "/api/page/find",
  tags: ["Pages"],
  summary: "A CMS page by slug (either locale's) in the requested locale, with FAQ from its JSON-LD",
  request: {
    query: z.object({
      locale: localeQuery,
      slug: z
        .string()
        .trim()
        .min(1, { error: "REQUIRED" })
        .max(200, { error: "TOO_LONG" })
        .openapi({ example: "umre-nedir" }),
    }),
  },
  responses: { 200: jsonResponse(pageSchema, "The page"), 400: errorResponses[400], 404: errorResponses[404] },
});

export const redirectSchema = z
  .object({ from: z.string(), target: z.string(), status: z.number().int(), absolute: z.boolean() })
  .openapi("Redirect");

export const checkRedirectRoute = createRoute({
  method: "get",
  path: "/api/redirects/check",
  tags: ["Pages"],
  summary: "Where a legacy path now lives; absolute targets mean a full navigation",
  request: {
    query: z.object({
      path: z
        .string()
        .startsWith("/", { error: "INVALID_VALUE" })
        .max(500, { error: "TOO_LONG" })
        .openapi({ example: "/kasim-ayi-umre-turlari" }),
    }),
  },
  responses: { 200: jsonResponse(redirectSchema, "A redirect"), 400: errorResponses[400], 404: errorResponses[404] },
});

export const shortLinkSchema = z.object({ id: z.string(), target: z.string() }).openapi("ShortLink");

export const resolveShortLinkRoute = createRoute({
  method: "get",
  path: "/api/short-links/{id}",
  tags: ["Pages"],
  summary: "Target of a /r/{id} short link",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "INVALID_VALUE" })
        .openapi({ example: "umre" }),
    }),
  },
  responses: { 200: jsonResponse(shortLinkSchema, "The link"), 400: errorResponses[400], 404: errorResponses[404] },
});

export const pageGroups = ["help", "information", "hajj", "corporate", "tools"] as const;

export const faqTopicsSchema = z
  .object({
    items: z.array(
      z.object({
        key: z.string(),
        mainGroup: z.string(),
        slug: z.string(),
        heading: z.string(),
        faq: z.array(faqEntry),
      }),
    ),
  })
  .openapi("FaqTopics");

export const listFaqTopicsRoute = createRoute({
  method: "get",
  path: "/api/page/faq",
  tags: ["Pages"],
  summary: "Every page with a FAQ, one topic per page (the help centre), in the order of the groups asked for",
  request: {
    query: z.object({
      locale: localeQuery,
      groups: z
        .string()
        .optional()
        .transform((value, ctx) => {
          const groups = (value ?? pageGroups.join(",")).split(",").filter((group) => group !== "");
          for (const group of groups) {
            if (!(pageGroups as readonly string[]).includes(group)) {
              ctx.addIssue({ code: "custom", message: "INVALID_VALUE" });
              return z.NEVER;
            }
          }
          return groups;
        })
        .openapi({
          type: "string",
          example: "help,information",
          description: `Comma-separated: ${pageGroups.join(", ")}`,
        }),
    }),
  },
  responses: { 200: jsonResponse(faqTopicsSchema, "Topics"), 400: errorResponses[400] },
});

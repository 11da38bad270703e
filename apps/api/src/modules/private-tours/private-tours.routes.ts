import { createRoute, z } from "@hono/zod-openapi";
import { privateTourChangeSchema, privateTourListQuerySchema, privateTourStatuses } from "@rihla/domain";
import { deniedResponses, errorResponses, jsonBody, jsonResponse, numericIdParam } from "../../http/openapi.ts";
import { auditEventSchema } from "../audit/audit.ts";

const person = z.object({ id: z.string(), name: z.string() });

export const privateTourRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    locale: z.enum(["tr", "en"]),
    preferredContact: z.string(),
    message: z.string().nullable(),
    tour: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    status: z.enum(privateTourStatuses),
    assignee: person.nullable(),
    offerId: z.string().nullable().openapi({ description: "The staff offer made from it last (issue 26)" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("PrivateTourRequest");

export const privateTourPageSchema = z
  .object({
    data: z.array(privateTourRowSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    counts: z
      .object(
        Object.fromEntries(privateTourStatuses.map((s) => [s, z.number().int()])) as Record<
          (typeof privateTourStatuses)[number],
          z.ZodNumber
        >,
      )
      .openapi({ description: "The pipeline: requests per status (all of them, whatever the filter)" }),
  })
  .openapi("PrivateTourPage");

export const privateTourDetailSchema = z
  .object({
    request: privateTourRowSchema,
    /** Who it can be assigned to: the active staff. */
    staff: z.array(person),
    events: z.array(auditEventSchema),
  })
  .openapi("PrivateTourDetail");

export const listPrivateToursRoute = createRoute({
  method: "get",
  path: "/api/admin/private-tours",
  tags: ["Admin"],
  summary: "Staff: the private-Umrah requests as a pipeline, newest first, by status (default: open ones), paged",
  request: { query: privateTourListQuerySchema },
  responses: { 200: jsonResponse(privateTourPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const getPrivateTourRoute = createRoute({
  method: "get",
  path: "/api/admin/private-tours/{id}",
  tags: ["Admin"],
  summary: "Staff: one private-Umrah request with its change log and the staff it can be assigned to",
  request: { params: z.object({ id: numericIdParam("id") }) },
  responses: {
    200: jsonResponse(privateTourDetailSchema, "The request"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const updatePrivateTourRoute = createRoute({
  method: "patch",
  path: "/api/admin/private-tours/{id}",
  tags: ["Admin"],
  summary: "Staff: move a request along the pipeline, assign it, and/or add a note; every change is logged",
  request: { params: z.object({ id: numericIdParam("id") }), body: jsonBody(privateTourChangeSchema) },
  responses: {
    200: jsonResponse(privateTourDetailSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

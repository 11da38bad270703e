import { createRoute, z } from "@hono/zod-openapi";
import { noteCreateSchema, noteListFilters, noteUpdateSchema } from "@rihla/domain";
import {
  deniedResponses,
  errorResponses,
  jsonBody,
  jsonResponse,
  pageSizeQuery,
  uuidParam,
} from "../../http/openapi.ts";
import { auditEventSchema } from "../audit/audit.ts";

export const noteSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    remindOn: z.string().nullable(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    due: z.boolean().openapi({ description: "The reminder's day has come and the note is not done" }),
    author: z.object({ id: z.string(), name: z.string() }).nullable(),
    customer: z.object({ id: z.string(), name: z.string() }),
    reservationCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Note");

export const noteWithLogSchema = z
  .object({ note: noteSchema, events: z.array(auditEventSchema) })
  .openapi("NoteWithLog");

export const notePageSchema = z.object({ data: z.array(noteSchema), next: z.string().nullable() }).openapi("NotePage");

export const listNotesRoute = createRoute({
  method: "get",
  path: "/api/admin/notes",
  tags: ["Admin"],
  summary: "Staff: 'Müşteri Notları' — open (default), done, due reminders or all; newest first",
  request: {
    query: z.object({
      filter: z
        .enum(noteListFilters, { error: "INVALID_VALUE" })
        .default("open")
        .openapi({ param: { name: "filter", in: "query" } }),
      cursor: z
        .string()
        .max(200, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "cursor", in: "query" } }),
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(notePageSchema, "A page"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const createNoteRoute = createRoute({
  method: "post",
  path: "/api/admin/notes",
  tags: ["Admin"],
  summary:
    "Staff: write a note about a customer (customerId) or a reservation (reservationCode), with an optional reminder",
  request: { body: jsonBody(noteCreateSchema) },
  responses: {
    201: jsonResponse(z.object({ note: noteSchema }), "Written"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const getNoteRoute = createRoute({
  method: "get",
  path: "/api/admin/notes/{id}",
  tags: ["Admin"],
  summary: "Staff: one note with its log",
  request: { params: z.object({ id: uuidParam("id") }) },
  responses: { 200: jsonResponse(noteWithLogSchema, "The note"), ...deniedResponses, 404: errorResponses[404] },
});

export const updateNoteRoute = createRoute({
  method: "patch",
  path: "/api/admin/notes/{id}",
  tags: ["Admin"],
  summary: "Staff: change a note's text or reminder (empty clears it), or mark it done / not done",
  request: { params: z.object({ id: uuidParam("id") }), body: jsonBody(noteUpdateSchema) },
  responses: {
    200: jsonResponse(noteWithLogSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

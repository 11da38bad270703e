import { createRoute, z } from "@hono/zod-openapi";
import { contactRequestChangeSchema, inboxReplySchema, inboxStates } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  numericIdParam,
  pageSizeQuery,
} from "../../http/openapi.ts";
import { auditEventSchema } from "../audit/audit.ts";

/** The kinds of visitor submissions the inbox gathers (spec §2 /admin/userDataForm). */
export const submissionKinds = ["contact", "information", "service", "newsletter"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

const kindSchema = z.enum(submissionKinds, { error: "INVALID_VALUE" });
/** Staff set these kinds' state (and assignee) here; an information request moves on its pipeline. */
const triagedKindSchema = z.enum(["contact", "service", "newsletter"], { error: "INVALID_VALUE" });
/** Answered by e-mail: all but newsletter sign-ups. */
const repliedKindSchema = z.enum(["contact", "information", "service"], { error: "INVALID_VALUE" });
const stateSchema = z.enum(inboxStates, { error: "INVALID_VALUE" });
const person = z.object({ id: z.string(), name: z.string() });

export const staffPhoneSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(["Master", "admin"]),
    /** U_Dial: the extension click-to-call rings; null when none is set. */
    extension: z.string().nullable(),
    active: z.boolean(),
  })
  .openapi("StaffPhone");

export const staffPhonesSchema = z
  .object({
    /** Whether TELEPHONY_ORIGINATE_URL and TELEPHONY_KEY are set. */
    configured: z.boolean(),
    data: z.array(staffPhoneSchema),
  })
  .openapi("StaffPhones");

export const listPhonesRoute = createRoute({
  method: "get",
  path: "/api/admin/phones",
  tags: ["Admin"],
  summary:
    "Staff: the staff members (admins and Master) with their extension (U_Dial), and whether click-to-call is configured",
  responses: { 200: jsonResponse(staffPhonesSchema, "The staff's extensions"), ...deniedResponses },
});

export const submissionRowSchema = z
  .object({
    kind: kindSchema,
    id: z.number().int(),
    at: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /**
     * The contact form's subject, the tour an information request is about, a service request's
     * reservation code, or a newsletter sign-up's status (pending, confirmed, unsubscribed).
     */
    subject: z.string().nullable(),
    excerpt: z.string(),
    /** A contact message's own state; an information request's, read from its pipeline step. */
    state: stateSchema,
    assignee: person.nullable(),
  })
  .openapi("FormSubmissionRow");

export const submissionPageSchema = z
  .object({ data: z.array(submissionRowSchema), next: z.string().nullable() })
  .openapi("FormSubmissionPage");

export const listSubmissionsRoute = createRoute({
  method: "get",
  path: "/api/admin/form-submissions",
  tags: ["Admin"],
  summary:
    "Staff: what visitors submitted (contact messages, information requests, service requests, newsletter " +
    "sign-ups), newest first, by kind and state",
  request: {
    query: z.object({
      kind: kindSchema.optional().openapi({ param: { name: "kind", in: "query" } }),
      state: stateSchema.optional().openapi({ param: { name: "state", in: "query" } }),
      cursor: z
        .string()
        .max(200, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "cursor", in: "query" } }),
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(submissionPageSchema, "One page of the inbox"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const submissionSchema = z
  .object({
    kind: kindSchema,
    id: z.number().int(),
    at: z.string(),
    locale: z.enum(["tr", "en"]),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    /** Information requests: phone | whatsapp | email; null for contact messages. */
    preferredContact: z.string().nullable(),
    tour: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /** A service request's reservation (its page has the stay and the price). */
    reservationCode: z.string().nullable(),
    /**
     * WhatsApp from this page: a wa.me link always; when the Cloud API is configured and an open
     * opt-in matches the number, their conversation (customerId) to send a template from.
     */
    whatsApp: z.object({ configured: z.boolean(), consent: z.boolean(), customerId: z.string().nullable() }),
    state: stateSchema,
    assignee: person.nullable(),
    /** Who it can be assigned to: the active staff. */
    staff: z.array(person),
    /** Its log: state and assignee changes, notes, replies (an information request's is its pipeline's). */
    events: z.array(auditEventSchema),
  })
  .openapi("FormSubmission");

export const getSubmissionRoute = createRoute({
  method: "get",
  path: "/api/admin/form-submissions/{kind}/{id}",
  tags: ["Admin"],
  summary: "Staff: one visitor submission with all its fields",
  request: {
    params: z.object({
      kind: kindSchema.openapi({ param: { name: "kind", in: "path" } }),
      id: numericIdParam("id"),
    }),
  },
  responses: {
    200: jsonResponse(submissionSchema, "The submission"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const updateContactRequestRoute = createRoute({
  method: "patch",
  path: "/api/admin/contact-requests/{id}",
  tags: ["Admin"],
  summary:
    "Staff: set a contact message's state, assign it and/or add a note; every change is logged " +
    "(information requests move through /api/admin/private-tours/{id})",
  request: { params: z.object({ id: numericIdParam("id") }), body: jsonBody(contactRequestChangeSchema) },
  responses: {
    200: jsonResponse(submissionSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const updateSubmissionRoute = createRoute({
  method: "patch",
  path: "/api/admin/form-submissions/{kind}/{id}",
  tags: ["Admin"],
  summary:
    "Staff: set a contact message's, service request's or newsletter sign-up's state, assign it (not a " +
    "sign-up) and/or add a note; every change is logged (information requests move on their pipeline)",
  request: {
    params: z.object({
      kind: triagedKindSchema.openapi({ param: { name: "kind", in: "path" } }),
      id: numericIdParam("id"),
    }),
    body: jsonBody(contactRequestChangeSchema),
  },
  responses: {
    200: jsonResponse(submissionSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const replyToSubmissionRoute = createRoute({
  method: "post",
  path: "/api/admin/form-submissions/{kind}/{id}/reply",
  tags: ["Admin"],
  summary:
    "Staff: answer a submission by e-mail (through the mail outbox, in the sender's language); a new one " +
    "becomes in progress; the reply is in its log; the same reply twice within a minute is sent once",
  request: {
    params: z.object({
      kind: repliedKindSchema.openapi({ param: { name: "kind", in: "path" } }),
      id: numericIdParam("id"),
    }),
    body: jsonBody(inboxReplySchema),
  },
  responses: {
    200: jsonResponse(submissionSchema, "Queued for sending"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("NO_EMAIL: the sender left no e-mail address"),
  },
});

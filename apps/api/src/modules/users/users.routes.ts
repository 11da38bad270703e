import { createRoute, z } from "@hono/zod-openapi";
import { changePasswordSchema, profileSchema, requiredText, userChangeSchema, userRoles } from "@rihla/domain";
import { domainError } from "../../http/errors.ts";
import {
  deniedResponses as denied,
  errorResponse as error,
  jsonBody as body,
  jsonResponse,
  pageSizeQuery,
  uuidParam as idParam,
} from "../../http/openapi.ts";
import { auditEventSchema } from "../audit/audit.ts";
import { userSchema } from "./users.shape.ts";
import { limitBody } from "../../http/body-limit.ts";

const userAnswer = jsonResponse(z.object({ user: userSchema }).openapi("UserAnswer"), "The user");
const message = z.object({ message: z.string() });
// Ids are UUIDs; anything else is simply not found (and never reaches the database).

export const maxPhotoBytes = 5 * 1024 * 1024;

export const getProfileRoute = createRoute({
  method: "get",
  path: "/api/user/profile",
  tags: ["Account"],
  summary: "The signed-in user's record",
  responses: { 200: userAnswer, ...denied },
});

export const updateProfileRoute = createRoute({
  method: "put",
  path: "/api/user/profile",
  tags: ["Account"],
  summary: "Change first name, surname and phone (normalised by the domain)",
  request: { body: body(profileSchema) },
  responses: { 200: userAnswer, 400: error("Field errors"), ...denied },
});

export const uploadPhotoRoute = createRoute({
  method: "post",
  path: "/api/user/photo",
  tags: ["Account"],
  summary: "Upload a profile photo (JPEG, PNG or WebP, at most 5 MB); stored as a 256×256 WebP",
  middleware: [
    limitBody({
      maxSize: maxPhotoBytes + 64 * 1024,
      onError: () => {
        throw domainError(413, "PHOTO_TOO_LARGE");
      },
    }),
  ] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ photo: z.unknown().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: userAnswer,
    400: error("PHOTO_INVALID"),
    413: error("PHOTO_TOO_LARGE"),
    ...denied,
  },
});

export const photoFileRoute = createRoute({
  method: "get",
  path: "/uploads/photos/{file}",
  tags: ["Account"],
  summary: "A profile photo (immutable: every upload gets a new name)",
  request: { params: z.object({ file: z.string().openapi({ param: { name: "file", in: "path" } }) }) },
  responses: {
    200: {
      description: "The photo",
      content: { "image/webp": { schema: z.any().openapi({ type: "string", format: "binary" }) } },
    },
    404: error("NOT_FOUND"),
  },
});

export const changePasswordRoute = createRoute({
  method: "put",
  path: "/api/user/password",
  tags: ["Account"],
  summary: "Change the password; every other session of the user ends",
  request: { body: body(changePasswordSchema) },
  responses: {
    200: jsonResponse(message, "PASSWORD_CHANGED"),
    400: error("PASSWORD_WRONG or field errors"),
    ...denied,
  },
});

const sessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    userAgent: z.string().nullable(),
    current: z.boolean(),
  })
  .openapi("Session");

export const listSessionsRoute = createRoute({
  method: "get",
  path: "/api/user/sessions",
  tags: ["Account"],
  summary: "The user's live sessions, newest first",
  responses: { 200: jsonResponse(z.object({ data: z.array(sessionSchema) }), "Sessions"), ...denied },
});

export const endSessionRoute = createRoute({
  method: "delete",
  path: "/api/user/sessions/{id}",
  tags: ["Account"],
  summary: "End one of your sessions (your current one signs you out); another user's → 404",
  request: { params: z.object({ id: idParam("id") }) },
  responses: { 204: { description: "Ended" }, 404: error("NOT_FOUND"), ...denied },
});

export const setReferralRoute = createRoute({
  method: "put",
  path: "/api/uye/{userId}",
  tags: ["Account"],
  summary: "Set the referral once (spec §7): yourself, or any user as an admin",
  request: {
    params: z.object({ userId: idParam("userId") }),
    body: body(
      z.object({
        U_Referral: requiredText(64).pipe(z.string().regex(/^[\p{L}\p{N}._-]+$/u, { error: "INVALID_VALUE" })),
      }),
    ),
  },
  responses: {
    200: userAnswer,
    400: error("Invalid referral"),
    404: error("NOT_FOUND: no such user, or not yours"),
    409: error("REFERRAL_ALREADY_SET"),
    ...denied,
  },
});

export const listUsersRoute = createRoute({
  method: "get",
  path: "/rest/custom/users",
  tags: ["Admin"],
  summary: "Every user, newest first (admins only, spec §7)",
  responses: { 200: jsonResponse(z.object({ data: z.array(userSchema) }), "Users"), ...denied },
});

export const updateUserRoute = createRoute({
  method: "patch",
  path: "/api/admin/users/{id}",
  tags: ["Admin"],
  summary: "Staff: change role, admin flag, accounting role, extension (U_Dial) or status; logged",
  description:
    "Only a Master changes a Master or makes one; the accounting role is handed out only by someone who holds it; " +
    "nobody disables themselves or drops their own admin flag (403). Disabling ends every session " +
    "of the account. `status` is the older name of `active`.",
  request: { params: z.object({ id: idParam("id") }), body: body(userChangeSchema) },
  responses: {
    200: userAnswer,
    400: error("Invalid input"),
    404: error("NOT_FOUND"),
    ...denied,
  },
});

export const userPageSchema = z.object({ data: z.array(userSchema), next: z.string().nullable() }).openapi("UserPage");

export const adminUserSchema = z
  .object({
    user: userSchema,
    liveSessions: z.number().int(),
    manageable: z.boolean().openapi({ description: "Whether the viewer may change this account" }),
    events: z.array(auditEventSchema),
  })
  .openapi("AdminUser");

export const listAdminUsersRoute = createRoute({
  method: "get",
  path: "/api/admin/users",
  tags: ["Admin"],
  summary: "Staff: every account (role, admin flag, accounting role, extension, status), newest first, keyset-paged",
  request: {
    query: z.object({
      role: z
        .enum([...userRoles, "admin"], { error: "INVALID_VALUE" })
        .optional()
        .openapi({ param: { name: "role", in: "query" }, description: "A role, or `admin` for the admin flag" }),
      q: z
        .string()
        .trim()
        .max(100, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "q", in: "query" }, description: "Name, e-mail or phone" }),
      cursor: z
        .string()
        .max(200, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "cursor", in: "query" } }),
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(userSchema), next: z.string().nullable() }).openapi("UserPage"),
      "A page",
    ),
    400: error("Invalid input"),
    ...denied,
  },
});

export const getAdminUserRoute = createRoute({
  method: "get",
  path: "/api/admin/users/{id}",
  tags: ["Admin"],
  summary: "Staff: one account with its live sessions' count and its change log",
  request: { params: z.object({ id: idParam("id") }) },
  responses: {
    200: jsonResponse(adminUserSchema, "The account"),
    404: error("NOT_FOUND"),
    ...denied,
  },
});

import { z } from "@hono/zod-openapi";
import { userRoles } from "@rihla/domain";
import type { UserRow } from "../../http/session.ts";

/** The user as every accounts call answers it (docs/accounts-api.md "User shape"). */
export const userSchema = z
  .object({
    id: z.string().openapi({ example: "6f1d0c1e-9a6b-4c53-9a43-3f0b0f0f8e21" }),
    email: z.string(),
    firstName: z.string(),
    surname: z.string(),
    phone: z.string().nullable(),
    photoUrl: z.string().nullable().openapi({ description: "null: the site shows a placeholder" }),
    role: z.enum(userRoles),
    isAdmin: z.boolean(),
    hasAccountingRole: z.boolean(),
    active: z.boolean(),
    referral: z.string().nullable(),
    dial: z.string().nullable(),
    emailConfirmedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("User");

export type UserJson = z.output<typeof userSchema>;

export const photoPathPrefix = "/uploads/photos/";

export function toUserJson(user: UserRow): UserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    surname: user.surname,
    phone: user.phone,
    photoUrl: user.photo ? `${photoPathPrefix}${user.photo}` : null,
    role: user.role,
    isAdmin: user.isAdmin,
    hasAccountingRole: user.hasAccountingRole,
    active: user.active,
    referral: user.referral,
    dial: user.dial,
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

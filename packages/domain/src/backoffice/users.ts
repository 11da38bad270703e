import { z } from "../schemas/zod.ts";
import type { ErrorCode } from "../messages/messages.ts";
import { can, canManageUser, userRoles, type SessionUser } from "../roles/roles.ts";

/** `PATCH /api/admin/users/{id}` (issue 24): what staff may change on an account. */
export const userChangeSchema = z
  .object({
    role: z.enum(userRoles, { error: "INVALID_VALUE" }).optional(),
    isAdmin: z.boolean({ error: "INVALID_VALUE" }).optional(),
    hasAccountingRole: z.boolean({ error: "INVALID_VALUE" }).optional(),
    dial: z
      .union([z.null(), z.string({ error: "INVALID_VALUE" }).trim().max(20, { error: "TOO_LONG" })], {
        error: "INVALID_VALUE",
      })
      .optional()
      .transform((value) => (value === "" ? null : value))
      .pipe(
        z
          .string()
          .regex(/^[0-9*#]{1,20}$/, { error: "INVALID_VALUE" })
          .nullable()
          .optional(),
      ),
    active: z.boolean({ error: "INVALID_VALUE" }).optional(),
    /** The older spelling of `active` (spec §3 `status`), still accepted. */
    status: z.boolean({ error: "INVALID_VALUE" }).optional(),
  })
  .transform(({ status, ...change }) => ({ ...change, active: change.active ?? status }))
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: "VALIDATION_FAILED",
  });
export type UserChange = z.output<typeof userChangeSchema>;

type Account = Pick<SessionUser, "id" | "role" | "isAdmin" | "hasAccountingRole" | "active">;

/**
 * Why `actor` may not apply `change` to `target`, or null when they may. Spec §6: only a Master
 * changes a Master or makes one (`canManageUser` on the account before and after); nobody hands
 * out a permission they do not hold (the accounting role needs `accounting.access`); and nobody
 * takes away their own access (disable themselves, drop their own admin flag or Master role),
 * so the last admin cannot lock the agency out by a slip.
 */
export function userChangeRefusal(actor: SessionUser | null, target: Account, change: UserChange): ErrorCode | null {
  const after: Account = {
    ...target,
    role: change.role ?? target.role,
    isAdmin: change.isAdmin ?? target.isAdmin,
    hasAccountingRole: change.hasAccountingRole ?? target.hasAccountingRole,
    active: change.active ?? target.active,
  };
  if (!canManageUser(actor, target) || !canManageUser(actor, after)) return "FORBIDDEN";
  if (after.hasAccountingRole !== target.hasAccountingRole && !can(actor, "accounting.access")) return "FORBIDDEN";
  if (actor && actor.id === target.id) {
    const loses =
      !after.active || (target.isAdmin && !after.isAdmin) || (target.role === "Master" && after.role !== "Master");
    if (loses) return "FORBIDDEN";
  }
  return null;
}

/** The fields of an account the user log records (never the password hash). */
export const userLoggedFields = ["role", "isAdmin", "hasAccountingRole", "dial", "active"] as const;

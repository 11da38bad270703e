import { can, type Permission, type SessionUser } from "@rihla/domain";
import { requireSession, type ServiceContext } from "./context.ts";
import { domainError } from "./errors.ts";
import { sessionUserOf } from "./session.ts";

/**
 * The access guard let the request in by its prefix; a use case still checks its own permission
 * with the domain's `can` (deny by default twice). Answers the signed-in user as the rules see it.
 */
export async function requirePermission(ctx: ServiceContext, permission: Permission): Promise<SessionUser> {
  const session = await requireSession(ctx);
  const user = sessionUserOf(session.user);
  if (!can(user, permission)) throw domainError(403, "FORBIDDEN");
  return user;
}

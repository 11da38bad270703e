import type { UserRole } from "@rihla/domain";
import type { RihlaApi } from "../app.ts";
import { users } from "../db/schema.ts";
import { testNow } from "./test-api.ts";

export const testPassword = "Umre2026!test";
export const testOrigin = "http://localhost";

let counter = 0;

/** A user straight in the table (confirmed and active unless told otherwise). */
export async function createUser(
  api: RihlaApi,
  overrides: Partial<{
    email: string;
    password: string;
    role: UserRole;
    isAdmin: boolean;
    hasAccountingRole: boolean;
    active: boolean;
    confirmed: boolean;
    referral: string | null;
  }> = {},
) {
  const email = overrides.email ?? `user${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [user] = await api.deps.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await api.deps.hasher.hash(overrides.password ?? testPassword),
      firstName: "Test",
      surname: "User",
      phone: "905321234567",
      role: overrides.role ?? "Customer",
      isAdmin: overrides.isAdmin ?? false,
      hasAccountingRole: overrides.hasAccountingRole ?? false,
      active: overrides.active ?? true,
      referral: overrides.referral ?? null,
      emailConfirmedAt: overrides.confirmed === false ? null : testNow,
    })
    .returning();
  return user!;
}

export interface Session {
  token: string;
  userId: string;
  /** The Cookie header a browser would send. */
  cookie: string;
}

/** POST /auth/local; throws unless it answers 200. */
export async function signIn(
  api: RihlaApi,
  email: string,
  password = testPassword,
  ip = "198.51.100.1",
): Promise<Session> {
  const response = await api.app.request("/auth/local", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id, cookie: `rihla_session=${body.token}; rihla_user=${body.user.id}` };
}

/** A browser request with the session cookie and our own Origin. */
export function asBrowser(session: Session, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("cookie", session.cookie);
  headers.set("origin", testOrigin);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  return { ...init, headers };
}

export function asBearer(session: Session, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${session.token}`);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  return { ...init, headers };
}

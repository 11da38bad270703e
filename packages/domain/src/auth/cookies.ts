/**
 * Spec §4 session: a signed-in browser holds a bearer token cookie (httpOnly, never readable by
 * scripts) and a user id cookie (readable, so the client knows a profile exists), both on path /.
 * The API sets and clears them; the site reads them. The names live here, once.
 */
export const sessionCookie = { name: "rihla_session", path: "/" } as const;
export const userCookie = { name: "rihla_user", path: "/" } as const;

/** The value of cookie `name` in a Cookie header, decoded; `undefined` when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

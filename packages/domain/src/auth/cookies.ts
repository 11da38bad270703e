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

/**
 * KVKK consent (issue 13): the visitor's answer to the cookie banner, kept a year. Analytics load
 * only with `granted`; no cookie means the banner asks.
 */
export const consentCookie = { name: "rihla_consent", path: "/", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;
export const consentChoices = ["granted", "denied"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The remembered consent in a Cookie header, or null when the visitor has not answered. */
export function readConsent(header: string | null | undefined): ConsentChoice | null {
  const value = readCookie(header, consentCookie.name);
  return (consentChoices as readonly string[]).includes(value ?? "") ? (value as ConsentChoice) : null;
}

/** The Set-Cookie / document.cookie string that remembers a consent choice. */
export function consentCookieString(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookie.name}=${choice}; Max-Age=${consentCookie.maxAgeSeconds}; Path=${consentCookie.path}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

import type { RouterContextProvider } from "react-router";
import { api } from "./api";

/** A `?ref=` seen on any page is kept for 30 days until the visitor signs in (spec §7). */
export const referralCookie = "rihla_ref";
const maxAgeSeconds = 30 * 24 * 60 * 60;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function referralFrom(request: Request): string | undefined {
  return cookieValue(request, referralCookie) || undefined;
}

/** Set-Cookie for a `?ref=` in the address, if there is one worth keeping. */
export function rememberReferral(request: Request): string | undefined {
  const ref = new URL(request.url).searchParams.get("ref")?.trim();
  if (!ref || ref.length > 64 || !/^[\p{L}\p{N}._-]+$/u.test(ref)) return undefined;
  return `${referralCookie}=${encodeURIComponent(ref)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/**
 * Spec §7: after signing in, a stored referral goes to `PUT /api/uye/{userId}` when the user has
 * none yet; the site then forgets it. Returns the Set-Cookie that forgets it (or nothing).
 */
export async function storeReferral(
  context: Readonly<RouterContextProvider>,
  request: Request,
  user: { id: string; referral: string | null },
  token: string,
): Promise<string[]> {
  const ref = referralFrom(request);
  if (!ref) return [];
  if (!user.referral) {
    const answer = await api(context, request, { bearer: token }).api.uye[":userId"].$put({
      param: { userId: user.id },
      json: { U_Referral: ref },
    });
    // A referral set meanwhile (409) is as good as done; other failures keep it for next time.
    if (!answer.ok && answer.status !== 409) return [];
  }
  return [`${referralCookie}=; Max-Age=0; Path=/; SameSite=Lax`];
}

import { isLocale, localeCookie, localeFromCookie, localizePath, parseLocalePath } from "@rihla/domain";
import { redirect } from "react-router";

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Spec §1, §2, §9 on the home pages: `?lang=` (the header's TR/EN switch) is remembered in the
 * locale cookie for 365 days on path / and the visitor lands on that locale's clean home; a
 * remembered English choice sends a bare `/` to `/en`. Returns a redirect or nothing.
 */
export function localeRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  const chosen = url.searchParams.get("lang");
  if (isLocale(chosen)) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    return redirect(localizePath("/", chosen), {
      headers: {
        "Set-Cookie": `${localeCookie.name}=${chosen}; Max-Age=${localeCookie.maxAgeSeconds}; Path=${localeCookie.path}; SameSite=Lax${secure}`,
      },
    });
  }
  const remembered = localeFromCookie(cookieValue(request, localeCookie.name));
  if (url.pathname === "/" && remembered && remembered !== parseLocalePath(url.pathname).locale) {
    return redirect(localizePath("/", remembered));
  }
  return undefined;
}

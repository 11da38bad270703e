import { localizePath, type Locale } from "@rihla/domain";

/** Only same-site paths: `?redirect=//evil.example` or `https://…` fall back to the default. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

export function dashboardPath(locale: Locale): string {
  return localizePath("/user/dashboard", locale);
}

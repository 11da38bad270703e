import { WhatwgUrl as Url, type ParsedUrl } from "./whatwgUrl.ts";

export interface RedirectOptions {
  /**
   * A target the agency stored itself (a short link, a moved page): an absolute http(s) address
   * of another site is kept as well (normalised by the URL parser), still refusing credentials,
   * control characters and backslashes.
   */
  offSite?: boolean;
}

/**
 * The one rule for every Location the site or the API builds (issue 11; issue 28, finding 2):
 * only a path of this site, unless `offSite` allows a stored absolute http(s) address. The target
 * is parsed as the browser would, `new Url(target, origin)`, and its origin compared; control
 * characters, spaces, backslashes and non-ASCII are refused first, because browsers strip or
 * rewrite them (`/\t/evil.example` becomes `//evil.example`) and CR/LF would split the header.
 * The answer is a normalised path (`/x?y#z`) or `fallback`, never a scheme-relative `//host`.
 */
export function safeRedirect(
  target: string | null | undefined,
  origin: string,
  fallback: string,
  options: RedirectOptions = {},
): string {
  if (typeof target !== "string" || target === "") return fallback;
  // Printable ASCII only, and no backslash (read as "/" by browsers).
  if (!/^[\x21-\x7e]+$/.test(target) || target.includes("\\")) return fallback;
  let url: ParsedUrl;
  let base: ParsedUrl;
  try {
    base = new Url(origin);
    url = new Url(target, base);
  } catch {
    return fallback;
  }
  if (url.username !== "" || url.password !== "") return fallback;
  if (options.offSite && /^https?:\/\//i.test(target) && /^https?:$/.test(url.protocol)) return url.href;
  if (url.origin !== base.origin) return fallback;
  // A target must say it is a path of this site ("/…") or this origin in full.
  if (!target.startsWith("/") && !target.toLowerCase().startsWith(`${base.origin.toLowerCase()}/`)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//host` normalises to `//host`: a scheme-relative Location would leave the site.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site's own origin for links (e-mails, canonical and alternate links, OAuth): PUBLIC_URL
 * when configured (production requires it), else the request's origin only when its host is a
 * loopback one — the Host header is the client's to choose (issue 11) — else localhost on the
 * request's port.
 */
export function trustedSiteOrigin(requestUrl: string, publicUrl: string | undefined): string {
  if (publicUrl) return new Url(publicUrl).origin;
  const url = new Url(requestUrl) as ParsedUrl & { hostname: string; port: string };
  if (loopbackHost.test(url.hostname)) return url.origin;
  return `http://localhost${url.port ? `:${url.port}` : ""}`;
}

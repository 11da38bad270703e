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

/**
 * The site's own origin for links (e-mails, canonical and alternate links, OAuth): PUBLIC_URL
 * when configured (production requires it), else the server's own listen origin,
 * `http://localhost:{PORT}`. Never the request's Host header, not even a loopback one: any page
 * or program on this machine can send `Host: 127.0.0.1:6666`, and a reset link must not point at
 * a port someone else listens on (issue 11; issue 28, finding 13). Port 0 (any free port) has no
 * origin to name: the port is left out, so set PUBLIC_URL for links that work.
 */
export function trustedSiteOrigin(publicUrl: string | undefined, listenPort: number): string {
  if (publicUrl) return new Url(publicUrl).origin;
  return listenPort === 0 || listenPort === 80 ? "http://localhost" : `http://localhost:${listenPort}`;
}

import { formatMessage, localizePath, parseLocalePath } from "@rihla/domain";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * The confirm page's Content-Security-Policy: no script, its inline style, and a form that posts
 * to this origin only (issue 28, finding 8: under `form-action 'none'` the button did nothing).
 */
export const logoutConfirmPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/**
 * The page a cross-site `GET /auth/logout` gets instead of being signed out (issue 11): one
 * button that POSTs the sign-out from our own origin, in the language of the target path.
 */
export function logoutConfirmPage(redirect: string): string {
  const { locale } = parseLocalePath(redirect.split(/[?#]/)[0] ?? "/");
  const title = formatMessage("LOGOUT_CONFIRM_TITLE", locale);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>${escape(title)}</h1>
<p>${escape(formatMessage("LOGOUT_CONFIRM_TEXT", locale))}</p>
<form method="post" action="/auth/logout">
<input type="hidden" name="redirect" value="${escape(redirect)}">
<button type="submit">${escape(formatMessage("LOGOUT_CONFIRM_BUTTON", locale))}</button>
<a href="${escape(localizePath("/", locale))}">${escape(formatMessage("CLOSE", locale))}</a>
</form>
</body>
</html>`;
}

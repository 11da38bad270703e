import { formatMessage } from "@rihla/domain";
import { data } from "react-router";

/**
 * Spec §8: a page that names no record answers like any path no page claims: 404 with
 * 'Page Not Found: {path}' (the root's error boundary shows it in the visitor's language).
 */
export function pageNotFound(pathname: string): never {
  throw data(
    { code: "PAGE_NOT_FOUND", message: formatMessage("PAGE_NOT_FOUND", "en", { path: pathname }) },
    { status: 404 },
  );
}

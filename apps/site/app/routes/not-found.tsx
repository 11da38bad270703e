import { formatMessage } from "@rihla/domain";
import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";

/**
 * No page claims this path. Old `/tr/...` addresses (spec §2: a first segment `tr` is the
 * locale) move permanently to the prefix-less Turkish path; everything else is a 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/tr" || url.pathname.startsWith("/tr/")) {
    throw redirect(`${url.pathname.slice(3) || "/"}${url.search}`, 301);
  }
  // Spec §8: the message is 'Page Not Found: {path}', the API's language for error messages.
  throw data(
    { code: "PAGE_NOT_FOUND", message: formatMessage("PAGE_NOT_FOUND", "en", { path: url.pathname }) },
    { status: 404 },
  );
}

export default function NotFound() {
  return null;
}

import { data } from "react-router";
import type { Route } from "./+types/error";
import type { RouteHandle } from "../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["status"] } satisfies RouteHandle;

/**
 * Spec §2 `/error`: the error page itself. `?status=` picks a 4xx/5xx code (default 500) so
 * links from elsewhere can show it; the message is the standard text of that code, never text
 * from the address, so the page cannot be used to show a stranger's words.
 */
export function loader({ request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get("status"));
  const status = Number.isInteger(requested) && requested >= 400 && requested <= 599 ? requested : 500;
  throw data({ code: "ERROR_PAGE", message: httpStatusText[status] ?? "Error" }, { status });
}

const httpStatusText: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export default function ErrorRoute() {
  return null;
}

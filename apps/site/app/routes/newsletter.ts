import { isLocale } from "@rihla/domain";
import { apiFetch } from "../.server/api";
import type { Route } from "./+types/newsletter";

/**
 * The footer's newsletter box posts here (a resource route: no page). The API validates with the
 * domain's schema, stores the subscription (double opt-in state) and rate-limits per IP.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = String(form.get("locale") ?? "tr");
  const response = await apiFetch(context, "/api/newsletter-subscriptions", {
    method: "POST",
    request,
    body: { email: String(form.get("email") ?? ""), locale: isLocale(locale) ? locale : "tr" },
  });
  return { ok: response.ok, status: response.status };
}

import { newsletterSchema } from "@rihla/domain";
import { api } from "../.server/api";
import type { Route } from "./+types/newsletter";
import { parseForm } from "../.server/forms";

/**
 * The footer's newsletter box posts here (a resource route: no page). The domain's schema checks
 * the address first; the API validates again, stores the subscription (double opt-in state) and
 * rate-limits per IP.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), newsletterSchema);
  if (submission.status !== "success") return { ok: false, status: 400 };
  const response = await api(context, request).api["newsletter-subscriptions"].$post({ json: submission.value });
  return { ok: response.ok, status: response.status };
}

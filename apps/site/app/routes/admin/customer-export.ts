import { data } from "react-router";
import { adminPage } from "../../.server/admin";
import { api } from "../../.server/api";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/customer-export";

/** The query parameter this download reads (ADR 0024). */
export const handle = { searchParams: ["format"] } satisfies RouteHandle;

/**
 * /admin/customers/{id}/data-export?format=json|pdf (issue 27, KVKK art. 11): everything held
 * about the person, rendered by the API (GET /api/admin/customers/{id}/data-export, which logs the
 * export), handed on unchanged with its file name.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await adminPage(context, request, "reservations.manage.all");
  const format = new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : "json";
  const answer = await api(context, request).api.admin.customers[":id"]["data-export"].$get({
    param: { id: params.id },
    query: { format },
  });
  if (!answer.ok)
    throw data({ code: "NOT_FOUND", message: "No such customer" }, { status: answer.status === 404 ? 404 : 400 });
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

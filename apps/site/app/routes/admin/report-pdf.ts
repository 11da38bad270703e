import { reportGroupings, reportPdfAddress } from "@rihla/domain";
import { data } from "react-router";
import { adminPage } from "../../.server/admin";
import { api } from "../../.server/api";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/report-pdf";

/**
 * Spec §2 `/admin/reports/pdf/{type}-{id}`: a report as a PDF rendered on the server. `{type}` is
 * the report's kind and `{id}` its period — a month (`sales-2026-11`), a year (`payments-2026`) or
 * a day (`occupancy-2026-11-30`); `?groupBy=` picks another grouping. The page asks the API's
 * export (the same query as the report's page) and hands its file on unchanged.
 */
/** The one query parameter it reads (ADR 0024). */
export const handle = { searchParams: ["groupBy"] } satisfies RouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = await adminPage(context, request, "accounting.access");
  const address = reportPdfAddress(params.id);
  if (!address) throw data({ code: "NOT_FOUND", message: "No such report" }, { status: 404 });
  const groupBy = new URL(request.url).searchParams.get("groupBy") ?? reportGroupings[address.kind][0];
  const answer = await api(context, request).api.admin.reports[":kind"].export.$get({
    param: { kind: address.kind },
    query: { from: address.from, to: address.to, groupBy, locale, format: "pdf" },
  });
  if (!answer.ok) throw data({ code: "VALIDATION_FAILED", message: "Bad report filters" }, { status: answer.status });
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

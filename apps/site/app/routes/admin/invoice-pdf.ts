import { data } from "react-router";
import { adminPage } from "../../.server/admin";
import { api } from "../../.server/api";
import type { Route } from "./+types/invoice-pdf";

/**
 * /admin/accounting/invoices/{id}/pdf: the invoice as a PDF rendered by the API
 * (GET /api/admin/invoices/{id}/pdf), in the page's language, handed on unchanged.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = await adminPage(context, request, "accounting.access");
  if (!/^\d{1,10}$/.test(params.id)) throw data({ code: "NOT_FOUND", message: "No such invoice" }, { status: 404 });
  const answer = await api(context, request).api.admin.invoices[":id"].pdf.$get({
    param: { id: params.id },
    query: { locale },
  });
  if (!answer.ok)
    throw data({ code: "NOT_FOUND", message: "No such invoice" }, { status: answer.status === 404 ? 404 : 400 });
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

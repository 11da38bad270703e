import type { RouterContextProvider } from "react-router";
import { api } from "./api";

/** The answer of a "reverse" form: done, or the API's refusal (ALREADY_REVERSED …) with its status. */
export type ReverseAnswer =
  | { ok: true; intent: "reverse"; id: number }
  | { ok: false; intent: "reverse"; error: string; status: 400 | 403 | 404 | 409 };

/**
 * The "reverse" form of the accounting list and the reservation page: the entry's id to
 * POST /api/admin/transactions/{id}/reverse. A second click finds it reversed: a 409 the page words.
 */
export async function reverseEntry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
): Promise<ReverseAnswer> {
  const id = String(form.get("transactionId") ?? "");
  if (!/^\d{1,10}$/.test(id)) return { ok: false, intent: "reverse", error: "INVALID_VALUE", status: 400 };
  const response = await api(context, request).api.admin.transactions[":id"].reverse.$post({
    param: { id },
    json: {},
  });
  if (response.ok) return { ok: true, intent: "reverse", id: (await response.json()).id };
  const { error } = await response.json();
  const status = ([400, 403, 404, 409] as const).find((s) => s === response.status) ?? 400;
  return { ok: false, intent: "reverse", error: error.code, status };
}

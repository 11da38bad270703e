import { cashDeskRequestSchema, toFieldErrors } from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { api } from "./api";
import { formText } from "../forms";

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
  const id = formText(form, "transactionId");
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

type DeskIntent = "createDesk" | "deactivateDesk" | "activateDesk";

/** The answer of the desk forms on /admin/accounting: done, or the field codes to show. */
export type DeskAnswer =
  | { ok: true; intent: DeskIntent; id: number }
  | { ok: false; intent: DeskIntent; error: string; fields: Record<string, string[]>; status: 400 | 403 | 404 | 409 };

const deskStatus = (status: number) => ([400, 403, 404, 409] as const).find((s) => s === status) ?? 400;

/**
 * The "new desk" form and the in use / out of use buttons: checked by the domain's schemas first
 * (the same the API checks), then POST /api/admin/cash-desks or PATCH /api/admin/cash-desks/{id}.
 */
export async function saveDesk(
  context: Readonly<RouterContextProvider>,
  request: Request,
  intent: DeskIntent,
  form: FormData,
): Promise<DeskAnswer> {
  const client = api(context, request).api.admin["cash-desks"];
  if (intent === "createDesk") {
    const parsed = cashDeskRequestSchema.safeParse({
      name: form.get("name") ?? "",
      currency: form.get("currency") ?? "",
      kind: form.get("kind") ?? "",
    });
    if (!parsed.success) {
      return { ok: false, intent, error: "VALIDATION_FAILED", fields: toFieldErrors(parsed.error), status: 400 };
    }
    const response = await client.$post({ json: parsed.data });
    if (response.ok) return { ok: true, intent, id: (await response.json()).id };
    const { error } = await response.json();
    return { ok: false, intent, error: error.code, fields: error.fields ?? {}, status: deskStatus(response.status) };
  }
  const id = formText(form, "deskId");
  if (!/^\d{1,10}$/.test(id)) return { ok: false, intent, error: "INVALID_VALUE", fields: {}, status: 400 };
  const response = await client[":id"].$patch({ param: { id }, json: { active: intent === "activateDesk" } });
  if (response.ok) return { ok: true, intent, id: (await response.json()).id };
  const { error } = await response.json();
  return { ok: false, intent, error: error.code, fields: error.fields ?? {}, status: deskStatus(response.status) };
}

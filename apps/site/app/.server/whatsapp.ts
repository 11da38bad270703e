import { whatsAppSendRequestSchema } from "@rihla/domain";
import type { Api } from "./api";

/**
 * The WhatsApp forms' one way to the API (issue 27): a template (with its reservation and
 * detail) or free text, checked with the domain's schema first so a missing field is named
 * without a round trip; the API checks consent, the window and the configuration.
 */
export async function sendWhatsApp(
  client: Api,
  form: FormData,
): Promise<{ ok: true } | { ok: false; codes: string[]; status: number }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const parsed = whatsAppSendRequestSchema.safeParse({
    customerId: text("customerId"),
    reservationCode: text("reservationCode"),
    template: text("template"),
    detail: text("detail"),
    text: text("text"),
  });
  if (!parsed.success) return { ok: false, codes: parsed.error.issues.map((issue) => issue.message), status: 400 };
  const response = await client.api.admin.whatsapp.messages.$post({ json: parsed.data });
  if (response.ok) return { ok: true };
  const { error } = await response.json();
  return { ok: false, codes: [error.code, ...Object.values(error.fields ?? {}).flat()], status: response.status };
}

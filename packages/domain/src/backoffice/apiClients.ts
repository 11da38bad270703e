import { z } from "../schemas/zod.ts";

/**
 * Issue 27: API clients for partner sites (`/admin/microapi/clients`). A client reads the
 * catalogue and, with the second scope, books as the agent staff named for it. Its key is shown
 * once and stored only as a hash.
 */
export const apiClientScopes = ["READ_CATALOGUE", "CREATE_RESERVATIONS"] as const;
export type ApiClientScope = (typeof apiClientScopes)[number];

export const apiClientScopeLabels: Record<ApiClientScope, { tr: string; en: string }> = {
  READ_CATALOGUE: { tr: "Kataloğu okuma", en: "Read the catalogue" },
  CREATE_RESERVATIONS: { tr: "Rezervasyon oluşturma", en: "Create reservations" },
};

/**
 * A partner's key: `rk_live_<key id: 16 hex>_<secret: 43 base64url>`. The key id is stored in
 * clear to find the row; the whole key only as its SHA-256.
 */
export const apiKeyPrefix = "rk_live_";
const apiKeyPattern = /^rk_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** The key id of a well-formed key, or null: anything else is refused before any lookup. */
export function apiKeyIdOf(key: string): string | null {
  return apiKeyPattern.exec(key)?.[1] ?? null;
}

/** The visible start of a key (what the list shows so staff can tell keys apart). */
export function apiKeyHint(keyId: string): string {
  return `${apiKeyPrefix}${keyId}_…`;
}

const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const port = "(?::(?:[1-9][0-9]{0,4}))?";
const httpsOrigin = new RegExp(`^https://${label}(?:\\.${label})*${port}$`);
const localOrigin = new RegExp(`^http://(?:localhost|127\\.0\\.0\\.1|\\[::1\\])${port}$`);

/**
 * An allowed origin is exactly `https://host[:port]` (http only for localhost): lower case, no
 * path, no trailing slash, no user info, no default port — as a browser sends it in `Origin`.
 */
export function isPartnerOrigin(value: string): boolean {
  if (!httpsOrigin.test(value) && !localOrigin.test(value)) return false;
  const portNumber = /:(\d+)$/.exec(value)?.[1];
  if (portNumber === undefined) return true;
  const number = Number(portNumber);
  return (
    number <= 65535 && !(value.startsWith("https:") && number === 443) && !(value.startsWith("http:") && number === 80)
  );
}

/** A form's one string (a textarea, one origin a line) or a checkbox's one value, as a list. */
const asList = (separator: RegExp) => (value: unknown) =>
  typeof value === "string" ? value.split(separator).filter((part) => part.length > 0) : value;

/** `POST /api/admin/api-clients` (and the site's form): `{ name, origins, scopes, agentId? }`. */
export const apiClientCreateSchema = z
  .object({
    name: z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(120, { error: "TOO_LONG" }),
    origins: z.preprocess(
      asList(/[\s,]+/),
      z
        .array(z.string().refine(isPartnerOrigin, { error: "INVALID_VALUE" }), { error: "INVALID_VALUE" })
        .max(20, { error: "TOO_LONG" })
        .default([]),
    ),
    scopes: z.preprocess(
      asList(/,/),
      z.array(z.enum(apiClientScopes, { error: "INVALID_VALUE" }), { error: "REQUIRED" }).min(1, { error: "REQUIRED" }),
    ),
    agentId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid({ error: "INVALID_VALUE" }).optional()),
  })
  .superRefine((input, context) => {
    const books = input.scopes.includes("CREATE_RESERVATIONS");
    if (books && !input.agentId) context.addIssue({ code: "custom", path: ["agentId"], message: "REQUIRED" });
    if (!books && input.agentId) context.addIssue({ code: "custom", path: ["agentId"], message: "INVALID_VALUE" });
  });
export type ApiClientCreate = z.output<typeof apiClientCreateSchema>;

/** The states a client's row can be in, as the list shows them. */
export type ApiClientState = "active" | "revoked";
export const apiClientStateLabels: Record<ApiClientState, { tr: string; en: string }> = {
  active: { tr: "Etkin", en: "Active" },
  revoked: { tr: "İptal edildi", en: "Revoked" },
};

import {
  formatMessage,
  passengerTypes,
  reservationStatuses,
  roomTypes,
  type Locale,
  type Permission,
} from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { adminTexts } from "../i18n/admin";
import { requestLocale } from "../locale";
import { requirePermission, type CurrentUser } from "./session";

/**
 * Every back-office page starts here (issue 24): guests go to sign in, signed-in users without the
 * page's permission get the 403 page (the domain's `can`; the API checks again). The page gets its
 * one locale's texts and the domain's labels for statuses, room and passenger types.
 */
export async function adminPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  permission: Permission = "admin.access",
): Promise<{ user: CurrentUser; locale: Locale; page: AdminPageTexts }> {
  const user = await requirePermission(context, request, permission);
  const locale = requestLocale(request);
  return { user, locale, page: adminPageTexts(locale) };
}

export function adminPageTexts(locale: Locale) {
  const labels = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;
  return {
    t: adminTexts[locale],
    status: labels(reservationStatuses, (s) => formatMessage(`reservationStatus.${s}`, locale)),
    roomType: labels(roomTypes, (r) => formatMessage(`roomType.${r}`, locale)),
    passengerType: labels(passengerTypes, (p) => formatMessage(`passengerType.${p}`, locale)),
  };
}

export type AdminPageTexts = ReturnType<typeof adminPageTexts>;

/** Staff pages are never stored by a browser or a proxy (issue 24). */
export function adminHeaders({ parentHeaders }: { parentHeaders: Headers }) {
  const merged = new Headers(parentHeaders);
  merged.set("Cache-Control", "private, no-store");
  return merged;
}

import {
  formatMessage,
  offerStatuses,
  passengerTypes,
  reservationStatuses,
  roomTypes,
  type Locale,
} from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { agentTexts } from "../i18n/agent";
import { requestLocale } from "../locale";
import { requireRole, type CurrentUser } from "./session";

/**
 * Every agent page starts here (issue 14): guests go to sign in, signed-in users who are not agents
 * get the 403 page (the domain decides: Master passes). The page gets its one locale's texts and
 * the domain's labels for statuses, room and passenger types.
 */
export async function agentPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ user: CurrentUser; locale: Locale; page: AgentPageTexts }> {
  const user = await requireRole(context, request, ["Agent"]);
  const locale = requestLocale(request);
  return { user, locale, page: agentPageTexts(locale) };
}

export function agentPageTexts(locale: Locale) {
  const labels = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;
  const t = agentTexts[locale];
  return {
    t,
    status: labels(reservationStatuses, (s) => formatMessage(`reservationStatus.${s}`, locale)),
    offerStatus: labels(offerStatuses, (s) => t[`offerStatus.${s}`]),
    roomType: labels(roomTypes, (r) => formatMessage(`roomType.${r}`, locale)),
    passengerType: labels(passengerTypes, (p) => formatMessage(`passengerType.${p}`, locale)),
  };
}

export type AgentPageTexts = ReturnType<typeof agentPageTexts>;

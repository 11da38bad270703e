import { dayListKinds, formatDate, interpolate, opsDateOf, type CalendarDate, type DayListKind } from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { operationsTexts } from "../i18n/operations";
import { adminPage } from "./admin";
import { answerOf, api } from "./api";

/**
 * `ops-2026-11-30`, `airport-…`, `print-…`: the list and the day (spec §2), or null for any other
 * segment. `/admin/tour/{id}` (the tour editor) and these lists share one URL segment, so the
 * editor's route asks this first (as `/admin/reservations/log-{code}` does).
 */
export function dayListOf(segment: string): { kind: DayListKind; date: CalendarDate } | null {
  for (const kind of dayListKinds) {
    const date = opsDateOf(segment, `${kind}-`);
    if (date) return { kind, date };
  }
  return null;
}

/** The day's lists (issue 25): who leaves, returns and is on the road, and the airport manifest. */
export async function loadDayList(
  context: Readonly<RouterContextProvider>,
  request: Request,
  list: { kind: DayListKind; date: CalendarDate },
) {
  const { locale, page } = await adminPage(context, request, "availability.access");
  const { kind, date } = list;
  const day = await answerOf(
    api(context, request).api.admin.operations.days[":date"].$get({ param: { date }, query: { locale } }),
  );
  const ops = operationsTexts[locale];
  const title = interpolate(ops[`${kind}DayTitle`], { date: formatDate(date, locale) });
  return { locale, page, ops, kind, date, day, title };
}

export type DayListData = Awaited<ReturnType<typeof loadDayList>>;

import type { AuditEvent } from "@rihla/api";
import { formatDateTime, formatMoney, interpolate, type Currency, type Locale } from "@rihla/domain";
import type { AdminTexts } from "../i18n/admin";

export const money = (total: { amount: number; currency: string }, locale: Locale) =>
  formatMoney({ amount: total.amount, currency: total.currency as Currency }, locale);

export const when = (iso: string, locale: Locale) => formatDateTime(iso, locale, "short");

/** A value of a logged change, in words: null as a dash, lists joined, money as money. */
export function changeValue(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map((v) => changeValue(v, locale)).join(", ");
  if (typeof value === "object" && value && "amount" in value && "currency" in value) {
    return money(value as { amount: number; currency: string }, locale);
  }
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return typeof value === "object" ? JSON.stringify(value) : String(value as string | number);
}

/**
 * A change log (newest first): when, who, what from → to, and the entry's note. A page may name
 * its fields (`fieldLabel`) and put its values in words (`describeValue`, e.g. a status's label).
 */
export function ChangeLog({
  events,
  t,
  locale,
  fieldLabel,
  describeValue,
}: {
  events: AuditEvent[];
  t: AdminTexts;
  locale: Locale;
  fieldLabel?: (field: string) => string;
  describeValue?: (field: string, value: unknown) => string | undefined;
}) {
  if (events.length === 0) return <p>{t.recentChangesEmpty}</p>;
  const value = (field: string, v: unknown) => describeValue?.(field, v) ?? changeValue(v, locale);
  return (
    <ul className="admin-log">
      {events.map((event) => (
        <li key={event.id}>
          <time dateTime={event.createdAt}>{when(event.createdAt, locale)}</time> ·{" "}
          {event.actor?.name ?? t["actor.system"]} · {actionLabel(event.action, t)}
          <ul>
            {Object.entries(event.changes).map(([field, change]) => (
              <li key={field}>
                {interpolate(t.logFromTo, {
                  field: fieldLabel?.(field) ?? field,
                  from: value(field, change.from),
                  to: value(field, change.to),
                })}
              </li>
            ))}
            {event.note ? <li>{interpolate(t.logNote, { note: event.note })}</li> : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function actionLabel(action: string, t: AdminTexts): string {
  const key = `action.${action}` as keyof AdminTexts;
  return key in t ? t[key] : action;
}

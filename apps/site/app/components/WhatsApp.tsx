import {
  formatBackofficeMessage,
  interpolate,
  isBackofficeErrorCode,
  whatsAppTemplateNames,
  type Locale,
  type WhatsAppMessageStatus,
} from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { Form } from "react-router";
import { errorText } from "../forms";
import type { AdminTexts } from "../i18n/admin";
import { when } from "./AdminArea";

/** The kit's badge tones for a message's state: done (teal), on its way (orange), failed (red). */
const tone = {
  QUEUED: "WAITING",
  SENT: "WAITING",
  DELIVERED: "CONFIRMED",
  READ: "CONFIRMED",
  FAILED: "CANCELLED",
  RECEIVED: "ON_SALE",
} as const;

export function WhatsAppStatus({ status, t }: { status: WhatsAppMessageStatus; t: AdminTexts }) {
  return <StatusBadge status={tone[status]} label={t[`whatsAppStatus.${status}`]} data-message-status={status} />;
}

export interface ThreadMessage {
  id: number;
  direction: "OUT" | "IN";
  text: string;
  status: WhatsAppMessageStatus;
  createdAt: string;
  reservationCode: string | null;
  lastError: string | null;
}

/** A conversation, oldest first: who wrote, when, what, and how far each of ours got. */
export function WhatsAppThread({
  messages,
  t,
  locale,
}: {
  messages: readonly ThreadMessage[];
  t: AdminTexts;
  locale: Locale;
}) {
  if (messages.length === 0) return <p>{t.whatsAppThreadEmpty}</p>;
  return (
    <ol className="admin-log whatsapp-thread">
      {messages.map((message) => (
        <li key={message.id} data-message={message.id} data-direction={message.direction}>
          <time dateTime={message.createdAt}>{when(message.createdAt, locale)}</time> ·{" "}
          <strong>{message.direction === "IN" ? t.whatsAppFromCustomer : t.whatsAppFromUs}</strong>
          {message.reservationCode ? ` · ${message.reservationCode}` : ""} ·{" "}
          <WhatsAppStatus status={message.status} t={t} />
          <p>{message.text}</p>
          {message.status === "FAILED" && message.lastError ? <p>{message.lastError}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A template form (server form, works without JavaScript); the page's action reads `intent=whatsapp-template`. */
export function WhatsAppTemplateForm({
  t,
  reservationCode,
  customerId,
}: {
  t: AdminTexts;
  reservationCode?: string | undefined;
  customerId: string;
}) {
  return (
    <Form method="post" className="admin-form">
      <input type="hidden" name="intent" value="whatsapp-template" />
      <input type="hidden" name="customerId" value={customerId} />
      {reservationCode ? <input type="hidden" name="reservationCode" value={reservationCode} /> : null}
      <label>
        {t.whatsAppTemplate}
        <select name="template" required defaultValue="reservation_received">
          {whatsAppTemplateNames.map((name) => (
            <option key={name} value={name}>
              {t[`whatsAppTemplate.${name}`]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.whatsAppDetail}
        <input name="detail" maxLength={300} />
      </label>
      <button type="submit">{t.whatsAppSendTemplate}</button>
    </Form>
  );
}

/** An API refusal in the page's words: the back office's own codes first, then the domain's. */
export function refusalText(codes: readonly string[], locale: Locale): string {
  const own = codes.filter(isBackofficeErrorCode).map((code) => formatBackofficeMessage(code, locale));
  const rest = codes.filter((code) => !isBackofficeErrorCode(code));
  return [...own, errorText(rest, locale) ?? ""].filter(Boolean).join(" ");
}

/** The opt-in as one line: number, how it was given, when, by whom. */
export function consentLine(
  consent: {
    phone: string;
    source: "SIGN_UP" | "RESERVATION" | "STAFF_PHONE";
    optedInAt: string;
    recordedBy: { name: string } | null;
  },
  t: AdminTexts,
  locale: Locale,
): string {
  return interpolate(t.whatsAppConsentActive, {
    phone: consent.phone,
    source: t[`whatsAppConsentSource.${consent.source}`],
    date: when(consent.optedInAt, locale),
    by: consent.recordedBy?.name ?? "—",
  });
}

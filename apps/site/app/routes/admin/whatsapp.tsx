import { formatDate, interpolate, localizePath, whatsAppTemplateNames } from "@rihla/domain";
import { ConfirmDialog } from "@rihla/ui";
import { data, Form, Link } from "react-router";
import { answerOf, api, orNull } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { sendWhatsApp } from "../../.server/whatsapp";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { WhatsAppStatus, WhatsAppThread, consentLine, refusalText } from "../../components/WhatsApp";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/whatsapp";
import { formText } from "../../forms";

export const handle = { searchParams: ["customer"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.whatsAppTitle);
export const headers = adminHeaders;

const setupVariables = [
  "WHATSAPP_API_URL",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const client = api(context, request).api.admin;
  const conversations = await answerOf(client.whatsapp.conversations.$get());
  const selected = url.searchParams.get("customer") ?? "";
  const thread =
    conversations.configured && uuid.test(selected)
      ? await orNull(
          answerOf(client.whatsapp.conversations[":customerId"].$get({ param: { customerId: selected }, query: {} })),
        )
      : null;
  // The broadcast's departures: staff without the operations pages simply see none.
  const departures = conversations.configured
    ? ((await orNull(answerOf(client.availability.$get({ query: { locale } }))))?.data ?? [])
    : [];
  return {
    locale,
    page,
    conversations,
    thread,
    departures: departures.map((d) => ({ id: d.id, title: d.title, startDate: d.startDate })),
    webhookUrl: `${url.origin}/api/whatsapp/webhook`,
    // One key per page view: a double-clicked broadcast is sent once (the API keeps the first answer).
    broadcastKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "reservations.manage.all");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const client = api(context, request);
  if (intent === "broadcast") {
    const departure = formText(form, "departureId");
    const template = formText(form, "template");
    const detail = formText(form, "detail").trim();
    if (!/^[1-9]\d{0,9}$/.test(departure) || !(whatsAppTemplateNames as readonly string[]).includes(template)) {
      return data({ intent, ok: false as const, text: refusalText(["INVALID_VALUE"], locale) }, 400);
    }
    const response = await client.api.admin.departures[":id"]["whatsapp-broadcast"].$post({
      param: { id: departure },
      header: { "idempotency-key": formText(form, "key") },
      json: { template: template as (typeof whatsAppTemplateNames)[number], ...(detail ? { detail } : {}) },
    });
    if (!response.ok) {
      const { error } = await response.json();
      const codes = [error.code, ...Object.values(error.fields ?? {}).flat()];
      return data({ intent, ok: false as const, text: refusalText(codes, locale) }, response.status);
    }
    const result = await response.json();
    return { intent, ok: true as const, queued: result.queued, skipped: result.skipped };
  }
  const sent = await sendWhatsApp(client, form);
  if (!sent.ok) return data({ intent, ok: false as const, text: refusalText(sent.codes, locale) }, sent.status);
  return { intent, ok: true as const };
}

/**
 * /admin/messages/whatsapp (spec §2, issue 27): without the settings, how to set WhatsApp up;
 * with them, the conversations per customer with each message's status, a reply box inside the
 * 24-hour window, and a broadcast of one template to a departure's opted-in customers.
 */
export default function AdminWhatsApp({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, conversations, thread, departures, webhookUrl, broadcastKey } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/messages/whatsapp", locale);
  if (!conversations.configured) {
    return (
      <AdminShell title={t.whatsAppTitle} intro={t.whatsAppIntro} section="adminWhatsApp" t={t} locale={locale}>
        <section className="admin-card" aria-labelledby="whatsapp-setup">
          <h2 id="whatsapp-setup">{t.whatsAppSetupTitle}</h2>
          <p>{t.whatsAppSetupIntro}</p>
          <ul className="admin-log" data-testid="whatsapp-setup">
            {setupVariables.map((name) => (
              <li key={name}>
                <code>{name}</code>: {t[`whatsAppSetup.${name}`]}
              </li>
            ))}
          </ul>
          <p>{interpolate(t.whatsAppSetupWebhook, { url: webhookUrl })}</p>
        </section>
      </AdminShell>
    );
  }
  return (
    <AdminShell title={t.whatsAppTitle} intro={t.whatsAppIntro} section="adminWhatsApp" t={t} locale={locale}>
      {actionData?.ok ? (
        <p className="admin-notice" role="status">
          {"queued" in actionData && actionData.queued !== undefined
            ? interpolate(t.whatsAppBroadcastDone, { queued: actionData.queued, skipped: actionData.skipped ?? 0 })
            : t.whatsAppQueued}
        </p>
      ) : null}
      {actionData && !actionData.ok ? (
        <p className="admin-error" role="alert">
          {actionData.text}
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="whatsapp-conversations">
        <h2 id="whatsapp-conversations">{t.whatsAppConversationsTitle}</h2>
        {conversations.data.length === 0 ? <p>{t.whatsAppConversationsEmpty}</p> : null}
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t.whatsAppConversationsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.whatsAppCustomer}</th>
                <th scope="col">{t.whatsAppLastMessage}</th>
                <th scope="col">{t.whatsAppWhen}</th>
                <th scope="col">{t.whatsAppStatusColumn}</th>
                <th scope="col">{t.whatsAppWindow}</th>
              </tr>
            </thead>
            <tbody>
              {conversations.data.map((conversation) => (
                <tr key={conversation.customer?.id ?? conversation.phone}>
                  <th scope="row">
                    {conversation.customer ? (
                      <Link
                        to={`${base}?customer=${conversation.customer.id}`}
                        aria-current={thread?.customer.id === conversation.customer.id ? "page" : undefined}
                      >
                        {conversation.customer.name}
                      </Link>
                    ) : (
                      t.whatsAppUnknownCustomer
                    )}
                    <br />+{conversation.phone}
                  </th>
                  <td>
                    {conversation.last.direction === "IN" ? `${t.whatsAppFromCustomer}: ` : ""}
                    {conversation.last.text}
                  </td>
                  <td>{when(conversation.last.at, locale)}</td>
                  <td>
                    <WhatsAppStatus status={conversation.last.status} t={t} />
                  </td>
                  <td>{conversation.windowOpen ? t.whatsAppWindowOpen : t.whatsAppWindowClosed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {thread ? (
        <section className="admin-section" aria-labelledby="whatsapp-thread">
          <h2 id="whatsapp-thread">{interpolate(t.whatsAppThreadTitle, { name: thread.customer.name })}</h2>
          <p>
            {thread.consent ? consentLine(thread.consent, t, locale) : t.whatsAppConsentNone}{" "}
            <Link to={localizePath(`/admin/customers/${thread.customer.id}`, locale)}>{thread.customer.name}</Link>
          </p>
          <WhatsAppThread messages={thread.messages} t={t} locale={locale} />
          <h3>{t.whatsAppReplyTitle}</h3>
          {thread.windowOpen && thread.consent ? (
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="whatsapp-reply" />
              <input type="hidden" name="customerId" value={thread.customer.id} />
              <label>
                {t.whatsAppReplyText}
                <textarea name="text" required maxLength={4096} rows={3} />
              </label>
              <button type="submit">{t.whatsAppReplySend}</button>
            </Form>
          ) : (
            <p>{thread.consent ? t.whatsAppReplyClosed : t.whatsAppNoConsentHint}</p>
          )}
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="whatsapp-broadcast">
        <h2 id="whatsapp-broadcast">{t.whatsAppBroadcastTitle}</h2>
        <p>{t.whatsAppBroadcastIntro}</p>
        {departures.length === 0 ? (
          <p>{t.whatsAppNoDepartures}</p>
        ) : (
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="broadcast" />
            <input type="hidden" name="key" value={broadcastKey} />
            <label>
              {t.whatsAppDeparture}
              <select name="departureId" required>
                {departures.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title ?? `#${d.id}`} · {formatDate(d.startDate, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.whatsAppTemplate}
              <select name="template" required defaultValue="departure_reminder">
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
            <ConfirmDialog
              tone="primary"
              title={t.whatsAppBroadcastTitle}
              description={t.whatsAppBroadcastConfirm}
              labels={{ confirm: t.whatsAppBroadcastYes, cancel: t.keep }}
            >
              {t.whatsAppBroadcastSend}
            </ConfirmDialog>
          </Form>
        )}
      </section>
    </AdminShell>
  );
}

import {
  adminReservationPath,
  formatDate,
  formatDateRange,
  interpolate,
  localizePath,
  offerConversionSchema,
  whatsAppLink,
  whatsAppShareLink,
  type Locale,
} from "@rihla/domain";
import { ConfirmDialog, StatusBadge, TextField } from "@rihla/ui";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { parseForm } from "../../.server/forms";
import { pageNotFound } from "../../.server/notFound";
import { siteRedirect } from "../../.server/redirects";
import { money, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { offerBadge } from "../../components/AgentOffer";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import { agentTexts } from "../../i18n/agent";
import { offerTexts } from "../../i18n/offers";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/offer";

/** `?created=1`: the new offer's page says it was made (the form redirects here). */
export const handle = { searchParams: ["created"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "offers.manage.all");
  if (!uuid.test(params.id)) pageNotFound(url.pathname);
  const offer = await answerOf(
    api(context, request).api.admin.offers[":id"].$get({ param: { id: params.id }, query: { locale } }),
  );
  const o = offerTexts[locale];
  const a = agentTexts[locale];
  // The link and the message are in the customer's language (the offer's), not the staff's.
  const customerLocale: Locale = offer.locale === "en" ? "en" : "tr";
  const shareUrl = new URL(localizePath(`/offer/${offer.shareToken}`, customerLocale), request.url).toString();
  const message = interpolate(agentTexts[customerLocale].whatsAppMessage, {
    tour: offer.departure.tourTitle,
    dates: formatDateRange(offer.departure.startDate, offer.departure.returnDate, customerLocale),
    total: money(offer.total, customerLocale),
    date: formatDate(offer.validUntil, customerLocale),
    link: shareUrl,
  });
  const customer =
    [offer.customer.firstName, offer.customer.surname].filter(Boolean).join(" ") || offer.customer.email || "—";
  return {
    locale,
    page,
    o,
    a,
    offer,
    customer,
    title: interpolate(o.detailTitle, { name: customer }),
    statusLabel: a[`offerStatus.${offer.status}`],
    shareUrl,
    // wa.me to the customer's own number when the offer has one (staff offers), else "pick a chat".
    whatsApp: offer.customer.phone ? whatsAppLink(offer.customer.phone, message) : whatsAppShareLink(message),
    created: url.searchParams.get("created") === "1",
  };
}

/**
 * "Convert to reservation": the API's one conversion; the new reservation opens. An agent's offer
 * naming no customer asks for one (`customer.*` fields, the domain's conversion schema).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "offers.manage.all");
  if (!uuid.test(params.id)) return data({ code: "NOT_FOUND", fields: {} as Record<string, string[]> }, 404);
  const submission = parseForm(await request.formData(), offerConversionSchema);
  if (submission.status !== "success") {
    const fields = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    return data({ code: "VALIDATION_FAILED", fields }, 400);
  }
  const response = await api(context, request).api.admin.offers[":id"].convert.$post({
    param: { id: params.id },
    json: submission.value,
  });
  if (response.ok) throw siteRedirect(localizePath(adminReservationPath((await response.json()).code), locale));
  const { error } = await response.json();
  return data(
    { code: error.code, fields: (error.fields ?? {}) as Record<string, string[]> },
    { status: response.status },
  );
}

/** /admin/offer/{id}: the offer, its price, its share and WhatsApp links, and "convert to reservation". */
export default function AdminOffer({ loaderData }: Route.ComponentProps) {
  const { locale, page, o, a, offer, customer, title, statusLabel, shareUrl, whatsApp, created } = loaderData;
  const answer = useActionData<typeof action>();
  const maker = offer.createdBy ? `${offer.createdBy.firstName} ${offer.createdBy.surname}` : "—";
  // An agent's offer may name no customer yet; staff name one when converting.
  const needsCustomer = !offer.customer.email || !offer.customer.firstName || !offer.customer.surname;
  return (
    <AdminShell
      title={title}
      section="adminOffers"
      parent={{ label: o.offersTitle, path: "/admin/offer" }}
      t={page.t}
      locale={locale}
    >
      {created ? (
        <p className="admin-notice" role="status">
          {o.created}
        </p>
      ) : null}
      {answer ? (
        <p className="admin-error" role="alert">
          {errorText([answer.code], locale)}
        </p>
      ) : null}
      <p>
        <StatusBadge status={offerBadge[offer.status]} label={statusLabel} />
      </p>
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="offer-details">
          <h2 id="offer-details">{a.offerTitle}</h2>
          <dl>
            <dt>{o.colCustomer}</dt>
            <dd>
              {customer}
              {offer.customer.email ? (
                <>
                  <br />
                  <a href={`mailto:${offer.customer.email}`}>{offer.customer.email}</a>
                </>
              ) : null}
              {offer.customer.phone ? (
                <>
                  <br />
                  <a href={`tel:+${offer.customer.phone}`}>+{offer.customer.phone}</a>
                </>
              ) : null}
            </dd>
            <dt>{o.colDeparture}</dt>
            <dd>
              {offer.departure.tourTitle} ·{" "}
              {formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale)}
            </dd>
            <dt>{a.rooms}</dt>
            <dd>
              <ul>
                {offer.rooms.map((room, index) => (
                  <li key={index}>
                    {interpolate(a.roomLine, {
                      roomType: page.roomType[room.roomType as keyof typeof page.roomType] ?? room.roomType,
                      adults: room.adults,
                      children: room.children ?? 0,
                      babies: room.babies ?? 0,
                    })}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{a.seats}</dt>
            <dd>{offer.seats}</dd>
            <dt>{a.total}</dt>
            <dd data-testid="offer-total">{money(offer.total, locale)}</dd>
            <dt>{o.colValidity}</dt>
            <dd>{formatDate(offer.validUntil, locale)}</dd>
            <dt>{o.madeBy}</dt>
            <dd>
              {offer.agentId
                ? interpolate(o.madeByAgent, { name: `${offer.agent.firstName} ${offer.agent.surname}` })
                : interpolate(o.madeByStaff, { name: maker })}
            </dd>
            <dt>{o.createdAt}</dt>
            <dd>
              <time dateTime={offer.createdAt}>{when(offer.createdAt, locale)}</time>
            </dd>
            {offer.note ? (
              <>
                <dt>{a.note}</dt>
                <dd>{offer.note}</dd>
              </>
            ) : null}
            {offer.privateTourId ? (
              <>
                <dt>{page.t.privateToursTitle}</dt>
                <dd>
                  <Link to={localizePath(`/admin/private-tours/${offer.privateTourId}`, locale)}>
                    {interpolate(o.privateTourLink, { id: offer.privateTourId })}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="offer-share">
          <h2 id="offer-share">{a.shareTitle}</h2>
          <TextField id="offer-share-link" label={a.shareLink} readOnly value={shareUrl} />
          <p className="admin-actions">
            <a href={shareUrl}>{a.shareLink}</a>
            <a href={whatsApp} target="_blank" rel="noopener noreferrer" data-testid="offer-whatsapp">
              {offer.customer.phone ? o.whatsAppCustomer : a.whatsApp}
            </a>
          </p>
        </section>
      </div>
      <section className="admin-section" aria-labelledby="offer-convert">
        <h2 id="offer-convert">{a.convertTitle}</h2>
        {offer.reservation ? (
          <p className="admin-notice" role="status">
            <Link to={localizePath(adminReservationPath(offer.reservation.code), locale)}>
              {interpolate(a.convertedTo, { code: offer.reservation.code })}
            </Link>
          </p>
        ) : offer.status === "EXPIRED" ? (
          <p className="admin-error">{a.expiredNote}</p>
        ) : (
          <>
            <p>{a.convertIntro}</p>
            <Form method="post" className={needsCustomer ? "admin-form" : "admin-inline"}>
              {needsCustomer ? (
                <fieldset className="admin-fieldset">
                  <legend>{o.customerTitle}</legend>
                  {(
                    [
                      ["firstName", a.customerFirstName, "text"],
                      ["surname", a.customerSurname, "text"],
                      ["email", a.customerEmail, "email"],
                    ] as const
                  ).map(([field, label, type]) => (
                    <TextField
                      key={field}
                      id={`convert-${field}`}
                      name={`customer.${field}`}
                      type={type}
                      label={label}
                      required
                      autoComplete="off"
                      defaultValue={offer.customer[field] ?? ""}
                      error={errorText(answer?.fields[`customer.${field}`] ?? answer?.fields.customer, locale)}
                    />
                  ))}
                </fieldset>
              ) : null}
              <ConfirmDialog
                tone="primary"
                title={o.convertConfirmTitle}
                description={interpolate(o.convertConfirmText, {
                  name: customer,
                  seats: offer.seats,
                  total: money(offer.total, locale),
                })}
                labels={{ confirm: o.convertConfirmYes, cancel: o.convertConfirmNo }}
              >
                {a.convertSubmit}
              </ConfirmDialog>
            </Form>
          </>
        )}
      </section>
    </AdminShell>
  );
}

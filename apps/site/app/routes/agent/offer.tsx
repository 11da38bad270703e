import { type SubmissionResult } from "@conform-to/react";
import {
  formatDate,
  formatDateRange,
  interpolate,
  localizePath,
  offerConversionSchema,
  whatsAppShareLink,
} from "@rihla/domain";
import { Button, FormError, StatusBadge, TextField } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { agentPage } from "../../.server/agent";
import { formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { AgentFrame, money, NoteRow, PriceLines, RoomLines } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import { offerBadge } from "../../components/AgentOffer";
import { useSchemaForm } from "../../components/useSchemaForm";
import { errorText } from "../../forms";
import agentStyles from "../../components/agent.css?url";
import type { Route } from "./+types/offer";
import { siteRedirect } from "../../.server/redirects";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.offerTitle);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  // The API answers 404 unless the offer is this agent's (or the viewer is staff).
  const offer = await answerOf(
    api(context, request).api.agent.offers[":id"].$get({ param: { id: params.id }, query: { locale } }),
  );
  const shareUrl = new URL(localizePath(`/offer/${offer.shareToken}`, locale), request.url).toString();
  const t = page.t;
  const whatsApp = whatsAppShareLink(
    interpolate(t.whatsAppMessage, {
      tour: offer.departure.tourTitle,
      dates: formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale),
      total: money(offer.total, locale),
      date: formatDate(offer.validUntil, locale),
      link: shareUrl,
    }),
  );
  return { locale, page, offer, shareUrl, whatsApp, constraint: formConstraint("offerConversion") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await agentPage(context, request);
  const submission = parseForm(await request.formData(), offerConversionSchema);
  if (submission.status !== "success") return data({ result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api.agent.offers[":id"].convert.$post({
    param: { id: params.id },
    json: submission.value,
  });
  if (response.ok) throw siteRedirect(localizePath(`/agent/reservations/${(await response.json()).code}`, locale));
  const { error } = await response.json();
  const fields = error.fields?.customer ? { "customer.email": error.fields.customer } : error.fields;
  return data(
    { result: replyWithApiError(submission, { ...error, ...(fields ? { fields } : {}) }) },
    { status: response.status },
  );
}

/** /agent/offer/{id}: the offer, its price, its share and WhatsApp links, and "turn into a reservation". */
export default function AgentOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, offer, shareUrl, whatsApp } = loaderData;
  const { t } = page;
  const status = offer.status;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm(
    "offerConversion",
    loaderData.constraint,
    actionData?.result as SubmissionResult<string[]> | undefined,
    { id: "convert" },
  );
  const customerName = [offer.customer.firstName, offer.customer.surname].filter(Boolean).join(" ");
  const needsCustomer = !offer.customer.email || !offer.customer.firstName || !offer.customer.surname;
  const customer = fields.customer.getFieldset();
  return (
    <AgentFrame title={`${t.offerTitle}: ${offer.departure.tourTitle}`} t={t} locale={locale}>
      <p>
        <StatusBadge status={offerBadge[status]} label={page.offerStatus[status]} />
      </p>
      <dl className="agent-details">
        <dt>{t.departure}</dt>
        <dd>{formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale)}</dd>
        {customerName ? (
          <>
            <dt>{t.customer}</dt>
            <dd>
              {customerName}
              {offer.customer.email ? ` · ${offer.customer.email}` : ""}
            </dd>
          </>
        ) : null}
        <dt>{t.seats}</dt>
        <dd>{offer.seats}</dd>
        <dt>{t.validUntilLabel}</dt>
        <dd>{formatDate(offer.validUntil, locale)}</dd>
        <NoteRow label={t.note} note={offer.note} />
      </dl>
      <section className="agent-section" aria-labelledby="price-title">
        <h2 id="price-title">{t.price}</h2>
        <RoomLines rooms={offer.rooms} page={page} />
        <PriceLines lines={offer.price.lines} currency={offer.total.currency} page={page} locale={locale} />
        <p className="agent-total" data-testid="offer-total">
          {t.total}: {money(offer.total, locale)}
        </p>
      </section>
      <section className="agent-section agent-share" aria-labelledby="share-title">
        <h2 id="share-title">{t.shareTitle}</h2>
        <TextField id="offer-share-link" label={t.shareLink} readOnly value={shareUrl} />
        <p>
          <a href={shareUrl}>{t.shareLink}</a> ·{" "}
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            {t.whatsApp}
          </a>
        </p>
      </section>
      <section className="agent-section" aria-labelledby="convert-title">
        <h2 id="convert-title">{t.convertTitle}</h2>
        {offer.reservation ? (
          <p className="agent-notice" role="status">
            <Link to={localizePath(`/agent/reservations/${offer.reservation.code}`, locale)}>
              {interpolate(t.convertedTo, { code: offer.reservation.code })}
            </Link>
          </p>
        ) : status === "EXPIRED" ? (
          <p className="agent-warning">{t.expiredNote}</p>
        ) : (
          <>
            <p>{t.convertIntro}</p>
            {form.errors ? <FormError title={errorText(form.errors, locale) ?? ""} /> : null}
            <Form method="post" className="agent-form" {...formProps} noValidate>
              {needsCustomer ? (
                <fieldset className="agent-room">
                  <legend>{t.customer}</legend>
                  <TextField
                    id="convert-first-name"
                    name={customer.firstName.name}
                    label={t.customerFirstName}
                    required
                    defaultValue={offer.customer.firstName ?? ""}
                    error={errorText(customer.firstName.errors, locale)}
                  />
                  <TextField
                    id="convert-surname"
                    name={customer.surname.name}
                    label={t.customerSurname}
                    required
                    defaultValue={offer.customer.surname ?? ""}
                    error={errorText(customer.surname.errors, locale)}
                  />
                  <TextField
                    id="convert-email"
                    name={customer.email.name}
                    type="email"
                    label={t.customerEmail}
                    required
                    defaultValue={offer.customer.email ?? ""}
                    error={errorText(customer.email.errors, locale)}
                  />
                </fieldset>
              ) : null}
              <Button type="submit" disabled={busy}>
                {t.convertSubmit}
              </Button>
            </Form>
          </>
        )}
      </section>
      <p>
        <Link to={localizePath("/agent/offer", locale)}>{t.backToOffers}</Link>
      </p>
    </AgentFrame>
  );
}

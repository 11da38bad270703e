import { type SubmissionResult } from "@conform-to/react";
import {
  currencies,
  departureMonthSchema,
  formatDate,
  formatDateRange,
  formatMonth,
  interpolate,
  localizePath,
  offerRequestSchema,
  roomTypes,
} from "@rihla/domain";
import { Button, FormError, Select, StatusBadge, TextField } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { agentPage } from "../../.server/agent";
import { formConstraint, formFieldNames, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { AgentFrame, money } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import { useSchemaForm } from "../../components/useSchemaForm";
import { errorText } from "../../forms";
import { offerBadge } from "../../components/AgentOffer";
import agentStyles from "../../components/agent.css?url";
import type { Route } from "./+types/offers";
import { siteRedirect } from "../../.server/redirects";
import type { RouteHandle } from "../../routeHandle";

/** The picker's search lives in the URL (issue 22): a plain GET form, so it works without JavaScript. */
export const handle = { searchParams: ["tour", "month"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.offersTitle);

/** Rows the plain form offers; a row without a room type is not sent (the domain's schema drops it). */
const roomRows = 3;

/** The picker's search from the address; what the API would refuse is left out, not an error page. */
function departureSearch(url: URL) {
  const tour = (url.searchParams.get("tour") ?? "").trim().slice(0, 100);
  const month = departureMonthSchema.safeParse(url.searchParams.get("month"));
  return { tour, month: month.success ? month.data : "" };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  const client = api(context, request);
  const search = departureSearch(url);
  const [offers, departures] = await Promise.all([
    answerOf(client.api.agent.offers.$get({ query: { pageSize: 50, locale } })),
    answerOf(
      client.api.agent.departures.$get({
        query: {
          locale,
          ...(search.tour ? { tour: search.tour } : {}),
          ...(search.month ? { month: search.month } : {}),
        },
      }),
    ),
  ]);
  return {
    locale,
    page,
    offers: offers.data,
    departures: departures.data,
    months: departures.months.map((month) => ({ value: month, label: formatMonth(month, locale) })),
    search,
    constraint: formConstraint("offerRequest"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await agentPage(context, request);
  const submission = parseForm(await request.formData(), offerRequestSchema);
  if (submission.status !== "success") return data({ result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api.agent.offers.$post({
    query: { locale },
    json: { ...submission.value, locale },
  });
  if (response.ok) throw siteRedirect(localizePath(`/agent/offer/${(await response.json()).id}`, locale));
  const { error } = await response.json();
  return data(
    { result: replyWithApiError(submission, { ...error, fields: formFieldNames(error.fields) }) },
    { status: response.status },
  );
}

/** /agent/offer: the agent's offers and the form for a new one (works without JavaScript). */
export default function AgentOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, offers, departures, search } = loaderData;
  const searching = Boolean(search.tour || search.month);
  const { t } = page;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm(
    "offerRequest",
    loaderData.constraint,
    actionData?.result as SubmissionResult<string[]> | undefined,
    {
      id: "offer",
    },
  );
  const errors = (name: string) => errorText(form.allErrors[name], locale);
  const initial = (name: string, fallback = ""): string => {
    const value = name
      .split(/[.[\]]+/)
      .filter(Boolean)
      .reduce<unknown>(
        (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
        form.initialValue,
      );
    return typeof value === "string" ? value : fallback;
  };
  return (
    <AgentFrame title={t.offersTitle} intro={t.offersIntro} t={t} locale={locale}>
      <section className="agent-section" aria-labelledby="offers-list-title">
        <h2 id="offers-list-title">{t.offersTitle}</h2>
        {offers.length === 0 ? (
          <p>{t.offersEmpty}</p>
        ) : (
          <div className="agent-table-wrap">
            <table className="agent-table">
              <thead>
                <tr>
                  <th scope="col">{t.departure}</th>
                  <th scope="col">{t.customer}</th>
                  <th scope="col">{t.total}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.validUntilLabel}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.view}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <tr key={offer.id}>
                    <td>
                      {offer.departure.tourTitle} ·{" "}
                      {formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale)}
                    </td>
                    <td>{[offer.customer.firstName, offer.customer.surname].filter(Boolean).join(" ") || "—"}</td>
                    <td>{money(offer.total, locale)}</td>
                    <td>
                      <StatusBadge status={offerBadge[offer.status]} label={page.offerStatus[offer.status]} />
                    </td>
                    <td>{formatDate(offer.validUntil, locale)}</td>
                    <td>
                      <Link to={localizePath(`/agent/offer/${offer.id}`, locale)}>{t.view}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="agent-section" aria-labelledby="offer-create-title">
        <h2 id="offer-create-title">{t.createTitle}</h2>
        <Form
          method="get"
          className="agent-picker"
          role="search"
          aria-labelledby="offer-picker-title"
          // A new search (or its clearing) draws the fields from the address again.
          key={`${search.tour}|${search.month}`}
        >
          <h3 id="offer-picker-title">{t.pickerTitle}</h3>
          <TextField
            id="offer-picker-tour"
            name="tour"
            type="search"
            label={t.pickerTour}
            maxLength={100}
            autoComplete="off"
            defaultValue={search.tour}
          />
          <Select
            id="offer-picker-month"
            name="month"
            label={t.pickerMonth}
            placeholder={t.pickerAnyMonth}
            defaultValue={search.month}
            options={loaderData.months}
          />
          <Button type="submit" tone="outline">
            {t.pickerSubmit}
          </Button>
          <p role="status" className="agent-picker-count">
            {departures.length === 0 ? t.pickerNone : interpolate(t.pickerCount, { count: departures.length })}{" "}
            {searching ? <Link to={localizePath("/agent/offer", locale)}>{t.pickerClear}</Link> : null}
          </p>
        </Form>
        {form.errors ? <FormError title={errorText(form.errors, locale) ?? ""} /> : null}
        <Form method="post" className="agent-form" {...formProps} noValidate>
          <Select
            id="offer-departure"
            name={fields.departureId.name}
            label={t.departureLabel}
            placeholder={t.departurePlaceholder}
            required
            defaultValue={initial("departureId")}
            error={errors("departureId")}
            options={departures.map((departure) => ({
              value: String(departure.id),
              label: interpolate(t.departureOption, {
                title: departure.tourTitle,
                dates: formatDateRange(departure.startDate, departure.returnDate, locale),
                seats: departure.seatsLeft,
              }),
            }))}
          />
          <Select
            id="offer-currency"
            name={fields.currency.name}
            label={t.currencyLabel}
            placeholder={t.currencyAuto}
            defaultValue={initial("currency")}
            error={errors("currency")}
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
          />
          {errors("rooms") ? <FormError title={errors("rooms") ?? ""} /> : null}
          {Array.from({ length: roomRows }, (_, index) => {
            const name = (field: string) => `rooms[${index}].${field}`;
            return (
              <fieldset key={index} className="agent-room">
                <legend>{interpolate(t.roomTitle, { n: index + 1 })}</legend>
                <Select
                  id={`offer-room-${index}-type`}
                  name={name("roomType")}
                  label={t.roomTypeLabel}
                  placeholder={t.roomTypeNone}
                  defaultValue={initial(name("roomType"), index === 0 ? "DOUBLE" : "")}
                  error={errors(name("roomType"))}
                  options={roomTypes.map((roomType) => ({ value: roomType, label: page.roomType[roomType] }))}
                />
                {(["adults", "children", "babies"] as const).map((count) => (
                  <TextField
                    key={count}
                    id={`offer-room-${index}-${count}`}
                    name={name(count)}
                    type="number"
                    min={0}
                    max={20}
                    inputMode="numeric"
                    label={t[`${count}Label`]}
                    defaultValue={initial(name(count), count === "adults" ? (index === 0 ? "2" : "") : "")}
                    error={errors(name(count))}
                  />
                ))}
              </fieldset>
            );
          })}
          <TextField
            id="offer-valid-until"
            name={fields.validUntil.name}
            type="date"
            required
            label={t.validUntilLabel}
            defaultValue={initial("validUntil")}
            error={errors("validUntil")}
          />
          <fieldset className="agent-room">
            <legend>{t.customerTitle}</legend>
            <TextField
              id="offer-customer-first-name"
              name={fields.customerFirstName.name}
              label={t.customerFirstName}
              autoComplete="off"
              defaultValue={initial("customerFirstName")}
              error={errors("customerFirstName")}
            />
            <TextField
              id="offer-customer-surname"
              name={fields.customerSurname.name}
              label={t.customerSurname}
              autoComplete="off"
              defaultValue={initial("customerSurname")}
              error={errors("customerSurname")}
            />
            <TextField
              id="offer-customer-email"
              name={fields.customerEmail.name}
              type="email"
              label={t.customerEmail}
              autoComplete="off"
              defaultValue={initial("customerEmail")}
              error={errors("customerEmail")}
            />
          </fieldset>
          <TextField
            id="offer-note"
            name={fields.note.name}
            label={t.noteLabel}
            defaultValue={initial("note")}
            error={errors("note")}
          />
          <Button type="submit" disabled={busy}>
            {t.createSubmit}
          </Button>
        </Form>
      </section>
    </AgentFrame>
  );
}

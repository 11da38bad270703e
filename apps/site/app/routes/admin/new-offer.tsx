import { type SubmissionResult } from "@conform-to/react";
import {
  addDays,
  currencies,
  formatDateRange,
  interpolate,
  localizePath,
  roomTypes,
  staffOfferRequestSchema,
  todayInIstanbul,
} from "@rihla/domain";
import { Button, FormError, Select, TextField } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { formConstraint, formFieldNames, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { siteRedirect } from "../../.server/redirects";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import { useSchemaForm } from "../../components/useSchemaForm";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import { agentTexts } from "../../i18n/agent";
import { offerTexts } from "../../i18n/offers";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/new-offer";

/** `?privateTour={id}` fills the form from a private-tour request (issue 25: request → offer in one step). */
export const handle = { searchParams: ["privateTour"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.o.newTitle);
export const headers = adminHeaders;

/** Rows the plain form offers; a row without a room type is not sent (the domain's schema drops it). */
const roomRows = 3;

/** 'Ayşe Nur Yılmaz' → first names and the surname (the last word); one word is a first name. */
function splitName(name: string): { firstName: string; surname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", surname: "" };
  return { firstName: words.slice(0, -1).join(" "), surname: words.at(-1)! };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "offers.manage.all");
  const client = api(context, request).api.admin;
  const privateTourId = url.searchParams.get("privateTour") ?? "";
  const [departures, privateTour] = await Promise.all([
    answerOf(client["offer-departures"].$get({ query: { locale } })),
    /^[1-9]\d{0,8}$/.test(privateTourId)
      ? client["private-tours"][":id"]
          .$get({ param: { id: privateTourId } })
          .then(async (response) => (response.ok ? (await response.json()).request : null))
      : Promise.resolve(null),
  ]);
  // The request's tour first: its departures are the likely choice.
  const tourId = privateTour?.tour?.id;
  const choices = [...departures.data].sort(
    (a, b) => Number(b.tourId === tourId) - Number(a.tourId === tourId) || a.startDate.localeCompare(b.startDate),
  );
  const name = privateTour ? splitName(privateTour.name) : { firstName: "", surname: "" };
  return {
    locale,
    page,
    o: offerTexts[locale],
    a: agentTexts[locale],
    departures: choices.map((d) => ({
      value: String(d.id),
      label: interpolate(agentTexts[locale].departureOption, {
        title: d.tourTitle,
        dates: formatDateRange(d.startDate, d.returnDate, locale),
        seats: d.seatsLeft,
      }),
    })),
    privateTour: privateTour ? { id: privateTour.id, name: privateTour.name } : null,
    privateTourMissing: privateTourId !== "" && !privateTour,
    defaults: {
      departureId: tourId !== undefined && choices[0]?.tourId === tourId ? String(choices[0].id) : "",
      validUntil: addDays(todayInIstanbul(new Date()), 7),
      customerFirstName: name.firstName,
      customerSurname: name.surname,
      customerEmail: privateTour?.email ?? "",
      customerPhone: privateTour?.phone ?? "",
      locale: privateTour?.locale ?? locale,
      privateTourId: privateTour ? String(privateTour.id) : "",
    },
    constraint: formConstraint("staffOffer"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "offers.manage.all");
  const submission = parseForm(await request.formData(), staffOfferRequestSchema);
  if (submission.status !== "success") return data({ result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api.admin.offers.$post({
    query: { locale },
    json: submission.value,
  });
  if (response.ok)
    throw siteRedirect(`${localizePath(`/admin/offer/${(await response.json()).id}`, locale)}?created=1`);
  const { error } = await response.json();
  return data(
    { result: replyWithApiError(submission, { ...error, fields: formFieldNames(error.fields) }) },
    { status: response.status },
  );
}

/** /admin/offer/new_: a staff offer for a named customer (works without JavaScript). */
export default function NewOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, o, a, departures, privateTour, privateTourMissing, defaults } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm(
    "staffOffer",
    loaderData.constraint,
    actionData?.result as SubmissionResult<string[]> | undefined,
    { id: "staff-offer" },
  );
  const errors = (name: string) => errorText(form.allErrors[name], locale);
  /** What the form held when the server sent it back, else the loader's defaults. */
  const initial = (name: string, fallback = ""): string => {
    if (!form.initialValue) return fallback;
    const value = name
      .split(/[.[\]]+/)
      .filter(Boolean)
      .reduce<unknown>(
        (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
        form.initialValue,
      );
    return typeof value === "string" ? value : "";
  };
  return (
    <AdminShell
      title={o.newTitle}
      intro={o.newIntro}
      section="adminOffers"
      parent={{ label: o.offersTitle, path: "/admin/offer" }}
      t={page.t}
      locale={locale}
    >
      {privateTour ? (
        <p className="admin-notice" data-testid="private-tour-notice">
          {interpolate(o.fromPrivateTour, { name: privateTour.name, id: privateTour.id })}
        </p>
      ) : null}
      {privateTourMissing ? <p className="admin-error">{o.privateTourMissing}</p> : null}
      {departures.length === 0 ? <p>{o.noDepartures}</p> : null}
      {form.errors ? <FormError title={errorText(form.errors, locale) ?? ""} /> : null}
      <Form method="post" className="admin-form" {...formProps} noValidate>
        <input
          type="hidden"
          name={fields.privateTourId.name}
          value={initial("privateTourId", defaults.privateTourId)}
        />
        <Select
          id="offer-departure"
          name={fields.departureId.name}
          label={a.departureLabel}
          placeholder={a.departurePlaceholder}
          required
          defaultValue={initial("departureId", defaults.departureId)}
          error={errors("departureId")}
          options={departures}
        />
        <Select
          id="offer-currency"
          name={fields.currency.name}
          label={a.currencyLabel}
          placeholder={a.currencyAuto}
          defaultValue={initial("currency")}
          error={errors("currency")}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
        />
        {errors("rooms") ? <FormError title={errors("rooms") ?? ""} /> : null}
        {Array.from({ length: roomRows }, (_, index) => {
          const name = (field: string) => `rooms[${index}].${field}`;
          return (
            <fieldset key={index} className="admin-fieldset">
              <legend>{interpolate(a.roomTitle, { n: index + 1 })}</legend>
              <Select
                id={`offer-room-${index}-type`}
                name={name("roomType")}
                label={a.roomTypeLabel}
                placeholder={a.roomTypeNone}
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
                  label={a[`${count}Label`]}
                  defaultValue={initial(name(count), count === "adults" && index === 0 ? "2" : "")}
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
          label={a.validUntilLabel}
          defaultValue={initial("validUntil", defaults.validUntil)}
          error={errors("validUntil")}
        />
        <fieldset className="admin-fieldset">
          <legend>{o.customerTitle}</legend>
          <TextField
            id="offer-customer-first-name"
            name={fields.customerFirstName.name}
            label={a.customerFirstName}
            required
            autoComplete="off"
            defaultValue={initial("customerFirstName", defaults.customerFirstName)}
            error={errors("customerFirstName")}
          />
          <TextField
            id="offer-customer-surname"
            name={fields.customerSurname.name}
            label={a.customerSurname}
            required
            autoComplete="off"
            defaultValue={initial("customerSurname", defaults.customerSurname)}
            error={errors("customerSurname")}
          />
          <TextField
            id="offer-customer-email"
            name={fields.customerEmail.name}
            type="email"
            label={a.customerEmail}
            required
            autoComplete="off"
            defaultValue={initial("customerEmail", defaults.customerEmail)}
            error={errors("customerEmail")}
          />
          <TextField
            id="offer-customer-phone"
            name={fields.customerPhone.name}
            type="tel"
            label={o.customerPhone}
            required
            autoComplete="off"
            defaultValue={initial("customerPhone", defaults.customerPhone)}
            error={errors("customerPhone")}
          />
          <Select
            id="offer-locale"
            name={fields.locale.name}
            label={o.customerLocale}
            defaultValue={initial("locale", defaults.locale)}
            error={errors("locale")}
            options={(["tr", "en"] as const).map((code) => ({ value: code, label: o[`locale.${code}`] }))}
          />
        </fieldset>
        <TextField
          id="offer-note"
          name={fields.note.name}
          label={a.noteLabel}
          maxLength={1000}
          defaultValue={initial("note")}
          error={errors("note")}
        />
        <Button type="submit" disabled={busy}>
          {a.createSubmit}
        </Button>
      </Form>
    </AdminShell>
  );
}

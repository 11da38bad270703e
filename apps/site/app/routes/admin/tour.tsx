import {
  currencies,
  formatBackofficeMessage,
  formatMessage,
  formatDate,
  interpolate,
  isBackofficeErrorCode,
  localizePath,
  roomTypes,
  roomViews,
  toDecimalString,
  tourCategories,
  tourFlightLegs,
  tourGalleryImageMaxBytes,
  tourGalleryImageMaxMegabytes,
  tourGalleryMax,
  uploadImageAccept,
  type Currency,
  type Locale,
  type MessageParams,
} from "@rihla/domain";
import { useState, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api, type Answer, type Api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { dayListOf, loadDayList } from "../../.server/dayLists";
import {
  galleryOperationOf,
  readDepartureForm,
  readGalleryForm,
  readNewDepartureForm,
  readTourForm,
  refusal,
  tourChangeOf,
} from "../../.server/adminTours";
import type { FormRefusal } from "../../.server/adminTours";
import { pageNotFound } from "../../.server/notFound";
import { siteRedirect } from "../../.server/redirects";
import { ChangeLog } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { TourDayLists } from "../../components/admin/TourDayLists";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import adminTourStyles from "../../components/adminTours.css?url";
import { formText, messageOf } from "../../forms";
import { adminTourTexts, type AdminTourTexts } from "../../i18n/adminTours";
import type { Route } from "./+types/tour";

type AdminTour = Answer<Api["api"]["admin"]["tours"][":id"]["$get"]>;
type AdminDeparture = AdminTour["departures"][number];

export const handle = { searchParams: ["created"] };
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: adminTourStyles },
];
export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return privateMeta(args, undefined);
  if (loaded.dayList) return privateMeta(args, loaded.dayList.title);
  const title = loaded.tour
    ? interpolate(loaded.tt.tourTitle, { title: loaded.tour.translations[loaded.locale].title })
    : loaded.tt.newTourTitle;
  return privateMeta(args, title);
};
export const headers = adminHeaders;

/** `/admin/tour/new` creates; `/admin/tour/{id}` edits; any other segment is no page of this one. */
function tourIdOf(segment: string, pathname: string): number | "new" {
  if (segment === "new") return "new";
  if (!/^\d{1,9}$/.test(segment)) pageNotFound(pathname);
  return Number(segment);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Spec §2's day lists share this segment (`ops-{date}`, `airport-{date}`, `print-{date}`).
  const list = dayListOf(params.id);
  if (list) return { dayList: await loadDayList(context, request, list) } as const;
  const { locale, page } = await adminPage(context, request);
  const url = new URL(request.url);
  const id = tourIdOf(params.id, url.pathname);
  const tour =
    id === "new"
      ? null
      : await answerOf(api(context, request).api.admin.tours[":id"].$get({ param: { id: String(id) } }));
  return {
    dayList: null,
    locale,
    page,
    tt: adminTourTexts[locale],
    tour,
    // One key per form shown: a double-submitted "create" makes one tour or departure (the API's
    // Idempotency-Key); a new key comes with the next render.
    formKey: crypto.randomUUID(),
    // Named on the server: the edit schemas' module in this page's scripts would split the lists'
    // table out of the public tour pages' chunk (one more file, over their budget).
    flightLegs: tourFlightLegs,
    viewLabels: Object.fromEntries(roomViews.map((view) => [view, formatMessage(`roomView.${view}`, locale)])),
    // The gallery's limits, named here for the same reason.
    galleryLimits: {
      maxBytes: tourGalleryImageMaxBytes,
      megabytes: tourGalleryImageMaxMegabytes,
      maxImages: tourGalleryMax,
      accept: uploadImageAccept,
    },
    created: url.searchParams.get("created") === "1",
  };
}

type Saved = { ok: true; intent: string; departureId: number | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  // The day lists are read-only.
  if (dayListOf(params.id)) throw data({ code: "METHOD_NOT_ALLOWED", message: "Read-only" }, { status: 405 });
  const { locale } = await adminPage(context, request);
  const id = tourIdOf(params.id, new URL(request.url).pathname);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const key = formText(form, "formKey");
  const header = /^[\x21-\x7e]{8,200}$/.test(key) ? { "idempotency-key": key } : {};
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const refuse = (status: number, answer: FormRefusal) => data({ ...answer, values }, { status });
  const client = api(context, request).api.admin;

  if (intent === "tour") {
    const parsed = readTourForm(form);
    if (!parsed.ok)
      return refuse(400, refusal(intent, null, { code: "VALIDATION_FAILED", fields: parsed.errors }, parsed.rows));
    if (id === "new") {
      const response = await client.tours.$post({ header, json: parsed.data });
      if (!response.ok)
        return refuse(response.status, refusal(intent, null, (await response.json()).error, parsed.rows));
      const tour = await response.json();
      throw siteRedirect(`${localizePath(`/admin/tour/${tour.id}`, locale)}?created=1`, 303);
    }
    const current = await answerOf(client.tours[":id"].$get({ param: { id: String(id) } }));
    const response = await client.tours[":id"].$patch({
      param: { id: String(id) },
      json: tourChangeOf(
        parsed.data,
        current.translations,
        form.has("groupsShown"),
        form.has("translations.tr.includes"),
        parsed.withHotels,
        parsed.withFlights,
        parsed.withItinerary,
      ),
    });
    if (!response.ok) return refuse(response.status, refusal(intent, null, (await response.json()).error, parsed.rows));
    return { ok: true, intent, departureId: null } satisfies Saved;
  }

  if (intent === "newDeparture" && id !== "new") {
    const { parsed, rowOf } = readNewDepartureForm(form);
    if (!parsed.ok)
      return refuse(
        400,
        refusal(intent, null, { code: "VALIDATION_FAILED", fields: parsed.errors }, { prices: rowOf }),
      );
    const response = await client.tours[":id"].departures.$post({
      param: { id: String(id) },
      header,
      json: parsed.data,
    });
    if (!response.ok)
      return refuse(response.status, refusal(intent, null, (await response.json()).error, { prices: rowOf }));
    return { ok: true, intent, departureId: null } satisfies Saved;
  }

  const gallery = galleryOperationOf(intent);
  if (gallery && id !== "new") {
    // One form for the whole gallery: every button sends every alt text, and a chosen file is
    // uploaded whichever button was pressed, so nothing typed is lost (issue 25).
    const { gallery: images, rowOf } = readGalleryForm(form, gallery);
    const param = { id: String(id) };
    const current = await answerOf(client.tours[":id"].$get({ param }));
    if (JSON.stringify(current.gallery) !== JSON.stringify(images)) {
      const response = await client.tours[":id"].$patch({ param, json: { gallery: images } });
      if (!response.ok)
        return refuse(response.status, refusal("gallery", null, (await response.json()).error, { gallery: rowOf }));
    }
    const image = form.get("image");
    if (image instanceof File && image.size > 0) {
      const response = await client.tours[":id"].gallery.$post({
        param,
        form: { image, altTr: formText(form, "newAlt.tr"), altEn: formText(form, "newAlt.en") },
      });
      // The order and alt texts are saved by now: the page shows them as saved, and keeps only
      // the new image's alt texts as typed.
      if (!response.ok) {
        const typed = Object.fromEntries(Object.entries(values).filter(([name]) => name.startsWith("newAlt.")));
        const { error } = await response.json();
        const newAlt: Record<string, string> = { altTr: "newAlt.tr", altEn: "newAlt.en" };
        const fields = Object.fromEntries(
          Object.entries(error.fields ?? {}).map(([name, codes]) => [newAlt[name] ?? name, codes]),
        );
        const answer = refusal("gallery", null, { ...error, fields });
        return data({ ...answer, values: typed }, { status: response.status });
      }
    } else if (gallery.kind === "upload") {
      return refuse(400, refusal("gallery", null, { code: "VALIDATION_FAILED", fields: { image: ["REQUIRED"] } }));
    }
    return { ok: true, intent: "gallery", departureId: null } satisfies Saved;
  }

  const departureId = Number(form.get("departureId"));
  if (intent === "departure" && Number.isInteger(departureId) && departureId > 0) {
    const { parsed, rowOf } = readDepartureForm(form);
    if (!parsed.ok)
      return refuse(
        400,
        refusal(intent, departureId, { code: "VALIDATION_FAILED", fields: parsed.errors }, { prices: rowOf }),
      );
    const response = await client.departures[":id"].$patch({ param: { id: String(departureId) }, json: parsed.data });
    if (!response.ok)
      return refuse(response.status, refusal(intent, departureId, (await response.json()).error, { prices: rowOf }));
    return { ok: true, intent, departureId } satisfies Saved;
  }
  return refuse(400, refusal(intent, null, { code: "VALIDATION_FAILED", fields: {} }));
}

type ActionAnswer = Saved | (FormRefusal & { values: Record<string, string> });

/** A code in the page's words: the back office's own (slug taken, capacity) or the domain's. */
function codeText(code: string, locale: Locale, params?: MessageParams): string {
  return isBackofficeErrorCode(code) ? formatBackofficeMessage(code, locale, params) : messageOf(code, locale);
}

/** The errors and posted values of one form on the page (the one the answer is about), else none. */
function formState(answer: ActionAnswer | undefined, intent: string, departureId: number | null) {
  const mine = answer && !answer.ok && answer.intent === intent && answer.departureId === departureId ? answer : null;
  return {
    refusal: mine,
    saved: Boolean(answer?.ok && answer.intent === intent && answer.departureId === departureId),
    value: (name: string, fallback: string) => mine?.values[name] ?? fallback,
    checked: (name: string, fallback: boolean) => (mine ? mine.values[name] === "true" : fallback),
  };
}

/** A labelled field with its error below, tied by `aria-describedby`; an error marks it invalid. */
function Field({
  label,
  name,
  formId,
  state,
  locale,
  hint,
  children,
}: {
  label: string;
  name: string;
  formId: string;
  state: ReturnType<typeof formState>;
  locale: Locale;
  hint?: string;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = `${formId}-${name.replace(/\./g, "-")}`;
  const codes = state.refusal?.fields[name];
  const described = [hint ? `${id}-hint` : null, codes ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(codes ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <small id={`${id}-hint`} className="admin-hint">
          {hint}
        </small>
      ) : null}
      {codes ? (
        <span id={`${id}-error`} className="admin-error" data-field-error={name}>
          {[...new Set(codes)].map((code) => codeText(code, locale, state.refusal?.params)).join(" ")}
        </span>
      ) : null}
    </div>
  );
}

function FormNotice({
  state,
  savedText,
  tt,
  locale,
}: {
  state: ReturnType<typeof formState>;
  savedText: string;
  tt: AdminTourTexts;
  locale: Locale;
}) {
  if (state.saved)
    return (
      <p className="admin-notice" role="status">
        {savedText}
      </p>
    );
  if (!state.refusal) return null;
  const { code, params } = state.refusal;
  return (
    <p className="admin-error" role="alert" data-form-error={code}>
      {code === "VALIDATION_FAILED" ? tt.checkFields : codeText(code, locale, params)}
    </p>
  );
}

function SubmitButton({ intent, departureId, children }: { intent: string; departureId?: number; children: string }) {
  const navigation = useNavigation();
  // With scripts, a second click while the first is on its way does nothing (the API's keys and
  // same-value saves make a repeat harmless anyway).
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    formText(navigation.formData, "departureId") === String(departureId ?? "");
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-disabled={busy || undefined}
      onClick={(e) => busy && e.preventDefault()}
    >
      {children}
    </button>
  );
}

/** How many price rows a departure form has room for: every row it has, and one more. */
const priceRowsShown = (existing: number) => Math.min(existing + 1, roomTypes.length * currencies.length);

const decimal = (amount: number | null | undefined, currency: Currency) =>
  amount === null || amount === undefined ? "" : toDecimalString({ amount, currency }).replace(/\.00$/, "");

function PriceRows({
  formId,
  prices,
  rows,
  state,
  tt,
  page,
  locale,
}: {
  formId: string;
  prices: AdminDeparture["prices"];
  rows: number;
  state: ReturnType<typeof formState>;
  tt: AdminTourTexts;
  page: { roomType: Record<string, string> };
  locale: Locale;
}) {
  const defaults: { roomType: string; currency: Currency }[] = [
    { roomType: "DOUBLE", currency: "TRY" },
    { roomType: "DOUBLE", currency: "USD" },
    { roomType: "TRIPLE", currency: "TRY" },
  ];
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-prices">
        <caption>{tt.pricesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{tt.priceRoomType}</th>
            <th scope="col">{tt.priceCurrency}</th>
            <th scope="col">{tt.priceAmount}</th>
            <th scope="col">{tt.priceHigh}</th>
            <th scope="col">{tt.priceChild}</th>
            <th scope="col">{tt.priceBaby}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => {
            const price = prices[row];
            const fallback = price ?? defaults[row - prices.length] ?? defaults[0]!;
            const currency = (price?.currency ?? fallback.currency) as Currency;
            const name = (field: string) => `prices.${row}.${field}`;
            const cell = (field: "amount" | "highAmount" | "childAmount" | "babyAmount", label: string) => (
              <td>
                <Field label={label} name={name(field)} formId={formId} state={state} locale={locale}>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="decimal"
                      size={9}
                      defaultValue={state.value(name(field), decimal(price?.[field], currency))}
                    />
                  )}
                </Field>
              </td>
            );
            return (
              <tr key={row}>
                <td>
                  <Field label={tt.priceRoomType} name={name("roomType")} formId={formId} state={state} locale={locale}>
                    {(props) => (
                      <select {...props} defaultValue={state.value(name("roomType"), fallback.roomType)}>
                        {roomTypes.map((roomType) => (
                          <option key={roomType} value={roomType}>
                            {page.roomType[roomType]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </td>
                <td>
                  <Field label={tt.priceCurrency} name={name("currency")} formId={formId} state={state} locale={locale}>
                    {(props) => (
                      <select {...props} defaultValue={state.value(name("currency"), currency)}>
                        {currencies.map((code) => (
                          <option key={code} value={code}>
                            {code}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </td>
                {cell("amount", tt.priceAmount)}
                {cell("highAmount", tt.priceHigh)}
                {cell("childAmount", tt.priceChild)}
                {cell("babyAmount", tt.priceBaby)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The tour's hotels in order, with nights and the room view it sells; a row without a hotel is none. */
function HotelRows({
  tour,
  state,
  tt,
  locale,
  viewLabels,
}: {
  tour: AdminTour;
  state: ReturnType<typeof formState>;
  tt: AdminTourTexts;
  locale: Locale;
  viewLabels: Record<string, string>;
}) {
  const rows = Math.min(tour.hotels.length + 1, 10);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-prices">
        <caption>{tt.hotelsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{tt.hotelName}</th>
            <th scope="col">{tt.hotelNights}</th>
            <th scope="col">{tt.hotelView}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => {
            const hotel = tour.hotels[row];
            const name = (field: string) => `hotels.${row}.${field}`;
            return (
              <tr key={row}>
                <td>
                  {row === 0 ? <input type="hidden" name="hotelsShown" value="true" /> : null}
                  <Field label={tt.hotelName} name={name("hotelId")} formId="tour" state={state} locale={locale}>
                    {(p) => (
                      <select {...p} defaultValue={state.value(name("hotelId"), String(hotel?.hotelId ?? ""))}>
                        <option value="">—</option>
                        {tour.hotelOptions.map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.name[locale]} ({option.city})
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </td>
                <td>
                  <Field label={tt.hotelNights} name={name("nights")} formId="tour" state={state} locale={locale}>
                    {(p) => (
                      <input
                        {...p}
                        type="number"
                        min={1}
                        max={60}
                        defaultValue={state.value(name("nights"), String(hotel?.nights ?? ""))}
                      />
                    )}
                  </Field>
                </td>
                <td>
                  <Field label={tt.hotelView} name={name("viewType")} formId="tour" state={state} locale={locale}>
                    {(p) => (
                      <select {...p} defaultValue={state.value(name("viewType"), hotel?.viewType ?? "")}>
                        <option value="">—</option>
                        {Object.entries(viewLabels).map(([view, label]) => (
                          <option key={view} value={view}>
                            {label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One language's route, a row a day (day, title, text); a row without a title is no day. */
function ItineraryRows({
  locale: l,
  pageLocale,
  days,
  state,
  tt,
}: {
  locale: Locale;
  pageLocale: Locale;
  days: AdminTour["translations"]["tr"]["itinerary"];
  state: ReturnType<typeof formState>;
  tt: AdminTourTexts;
}) {
  const rows = Math.min(days.length + 1, 60);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-prices">
        <caption>{tt.itineraryCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{tt.itineraryDay}</th>
            <th scope="col">{tt.itineraryTitle}</th>
            <th scope="col">{tt.itineraryText}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => {
            const day = days[row];
            const name = (field: string) => `translations.${l}.itinerary.${row}.${field}`;
            const cell = (field: "day" | "title" | "text", label: string) => (
              <td>
                {row === 0 && field === "day" ? (
                  <input type="hidden" name={`translations.${l}.itineraryShown`} value="true" />
                ) : null}
                <Field label={label} name={name(field)} formId="tour" state={state} locale={pageLocale}>
                  {(p) =>
                    field === "text" ? (
                      <textarea {...p} rows={2} defaultValue={state.value(name(field), day?.text ?? "")} />
                    ) : (
                      <input
                        {...p}
                        {...(field === "day" ? { type: "number", min: 1, max: 60, size: 3 } : { maxLength: 200 })}
                        defaultValue={state.value(
                          name(field),
                          field === "day" ? String(day?.day ?? row + 1) : (day?.title ?? ""),
                        )}
                      />
                    )
                  }
                </Field>
              </td>
            );
            return (
              <tr key={row}>
                {cell("day", tt.itineraryDay)}
                {cell("title", tt.itineraryTitle)}
                {cell("text", tt.itineraryText)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The tour's flights in order (outbound, return, internal legs); a row without a flight number is none. */
function FlightRows({
  tour,
  state,
  tt,
  locale,
  legs,
}: {
  tour: AdminTour;
  state: ReturnType<typeof formState>;
  tt: AdminTourTexts;
  locale: Locale;
  legs: readonly AdminTour["flights"][number]["leg"][];
}) {
  const rows = Math.min(tour.flights.length + 1, 12);
  const columns = [
    ["airline", tt.flightAirline, 80],
    ["flightNumber", tt.flightNumber, 9],
    ["fromAirport", tt.flightFrom, 3],
    ["toAirport", tt.flightTo, 3],
    ["departureTime", tt.flightDeparts, 5],
    ["arrivalTime", tt.flightArrives, 5],
  ] as const;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-prices">
        <caption>{tt.flightsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{tt.flightLeg}</th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => {
            const flight = tour.flights[row];
            const name = (field: string) => `flights.${row}.${field}`;
            return (
              <tr key={row}>
                <td>
                  {row === 0 ? <input type="hidden" name="flightsShown" value="true" /> : null}
                  <Field label={tt.flightLeg} name={name("leg")} formId="tour" state={state} locale={locale}>
                    {(p) => (
                      <select {...p} defaultValue={state.value(name("leg"), flight?.leg ?? "outbound")}>
                        {legs.map((leg) => (
                          <option key={leg} value={leg}>
                            {tt[`leg.${leg}`]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </td>
                {columns.map(([key, label, size]) => (
                  <td key={key}>
                    <Field label={label} name={name(key)} formId="tour" state={state} locale={locale}>
                      {(p) => (
                        <input
                          {...p}
                          size={Math.min(size, 14)}
                          maxLength={size}
                          {...(key.endsWith("Time") ? { placeholder: "HH:MM" } : {})}
                          defaultValue={state.value(name(key), flight?.[key] ?? "")}
                        />
                      )}
                    </Field>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/tour/{id} (and /admin/tour/new): a tour in both languages side by side, its departures and log. */
export default function AdminTourPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.dayList) return <TourDayLists list={loaderData.dayList} />;
  return <TourEditor loaderData={loaderData} actionData={actionData} />;
}

function TourEditor({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { dayList: null }>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { locale, page, tt, tour, formKey, created } = loaderData;
  const { t } = page;
  const answer = actionData as ActionAnswer | undefined;
  const tourState = formState(answer, "tour", null);
  const newDeparture = formState(answer, "newDeparture", null);
  const title = tour ? interpolate(tt.tourTitle, { title: tour.translations[locale].title }) : tt.newTourTitle;
  const field = (label: string, name: string, render: Parameters<typeof Field>[0]["children"], hint?: string) => (
    <Field label={label} name={name} formId="tour" state={tourState} locale={locale} {...(hint ? { hint } : {})}>
      {render}
    </Field>
  );
  const textColumn = (l: Locale) => {
    const current = tour?.translations[l];
    const name = (f: string) => `translations.${l}.${f}`;
    return (
      <fieldset key={l} className="admin-tour-language" lang={l}>
        <legend>{l === "tr" ? tt.languageTr : tt.languageEn}</legend>
        {field(tt.fieldTitle, name("title"), (p) => (
          <input {...p} required maxLength={200} defaultValue={tourState.value(name("title"), current?.title ?? "")} />
        ))}
        {field(
          tt.fieldSlug,
          name("slug"),
          (p) => (
            <input
              {...p}
              required
              maxLength={120}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={tourState.value(name("slug"), current?.slug ?? "")}
            />
          ),
          tt.fieldSlugHint,
        )}
        {field(
          tt.fieldShortDescription,
          name("shortDescription"),
          (p) => (
            <textarea
              {...p}
              required
              maxLength={500}
              rows={3}
              defaultValue={tourState.value(name("shortDescription"), current?.shortDescription ?? "")}
            />
          ),
          tt.fieldShortDescriptionHint,
        )}
        {field(tt.fieldCampaign, name("campaignDescription"), (p) => (
          <textarea
            {...p}
            maxLength={500}
            rows={2}
            defaultValue={tourState.value(name("campaignDescription"), current?.campaignDescription ?? "")}
          />
        ))}
        {field(
          tt.fieldIncludes,
          name("includes"),
          (p) => (
            <textarea
              {...p}
              rows={4}
              defaultValue={tourState.value(name("includes"), (current?.includes ?? []).join("\n"))}
            />
          ),
          tt.fieldListHint,
        )}
        {field(
          tt.fieldExcludes,
          name("excludes"),
          (p) => (
            <textarea
              {...p}
              rows={4}
              defaultValue={tourState.value(name("excludes"), (current?.excludes ?? []).join("\n"))}
            />
          ),
          tt.fieldListHint,
        )}
        <ItineraryRows locale={l} pageLocale={locale} days={current?.itinerary ?? []} state={tourState} tt={tt} />
        {field(tt.fieldDescription, name("descriptionHtml"), (p) => (
          <textarea
            {...p}
            rows={8}
            defaultValue={tourState.value(name("descriptionHtml"), current?.descriptionHtml ?? "")}
          />
        ))}
      </fieldset>
    );
  };
  return (
    <AdminShell
      title={title}
      section="adminTours"
      parent={{ label: tt.toursTitle, path: "/admin/tour/allTours" }}
      t={t}
      locale={locale}
    >
      {created ? (
        <p className="admin-notice" role="status">
          {tt.tourCreated}
        </p>
      ) : null}
      {tour?.published ? (
        <p>
          <Link to={localizePath(`/tour/${tour.translations[locale].slug}`, locale)}>{tt.publicPage}</Link>
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="tour-form-title">
        <h2 id="tour-form-title">{tt.sectionTour}</h2>
        <FormNotice state={tourState} savedText={tt.tourSaved} tt={tt} locale={locale} />
        <Form method="post" className="admin-form admin-tour-form" noValidate>
          <input type="hidden" name="formKey" value={formKey} />
          <div className="admin-tour-fields">
            {field(tt.fieldCategory, "category", (p) => (
              <select {...p} defaultValue={tourState.value("category", tour?.category ?? "umrah")}>
                {tourCategories.map((category) => (
                  <option key={category} value={category}>
                    {tt[`category.${category}`]}
                  </option>
                ))}
              </select>
            ))}
            {field(tt.fieldDays, "days", (p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={60}
                required
                defaultValue={tourState.value("days", String(tour?.days ?? ""))}
              />
            ))}
            {field(tt.fieldStars, "stars", (p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={5}
                required
                defaultValue={tourState.value("stars", String(tour?.stars ?? 5))}
              />
            ))}
            {field(tt.fieldMinAge, "minAge", (p) => (
              <input
                {...p}
                type="number"
                min={0}
                max={120}
                defaultValue={tourState.value("minAge", String(tour?.minAge ?? ""))}
              />
            ))}
            {field(tt.fieldMaxAge, "maxAge", (p) => (
              <input
                {...p}
                type="number"
                min={0}
                max={120}
                defaultValue={tourState.value("maxAge", String(tour?.maxAge ?? ""))}
              />
            ))}
            {field(tt.fieldCover, "coverImage", (p) => (
              <input
                {...p}
                required
                maxLength={300}
                defaultValue={tourState.value("coverImage", tour?.coverImage ?? "scenes/kaaba.jpg")}
              />
            ))}
            {field(tt.fieldVideo, "videoUrl", (p) => (
              <input
                {...p}
                type="url"
                maxLength={500}
                defaultValue={tourState.value("videoUrl", tour?.videoUrl ?? "")}
              />
            ))}
          </div>
          <div className="admin-tour-checks">
            <label>
              <input
                type="checkbox"
                name="popularGuide"
                value="true"
                defaultChecked={tourState.checked("popularGuide", tour?.popularGuide ?? false)}
              />{" "}
              {tt.fieldPopularGuide}
            </label>
            <label>
              <input
                type="checkbox"
                name="published"
                value="true"
                defaultChecked={tourState.checked("published", tour?.published ?? false)}
              />{" "}
              {tt.fieldPublished}
            </label>
          </div>
          {tour && tour.groupOptions.length > 0 ? (
            <fieldset className="admin-tour-groups">
              <legend>{tt.fieldGroups}</legend>
              <input type="hidden" name="groupsShown" value="true" />
              {tour.groupOptions.map((group) => (
                <label key={group.key}>
                  <input
                    type="checkbox"
                    name="groups"
                    value={group.key}
                    defaultChecked={tour.groups.includes(group.key)}
                  />{" "}
                  {group.title[locale]}
                </label>
              ))}
            </fieldset>
          ) : null}
          {tour && tour.hotelOptions.length > 0 ? (
            <HotelRows tour={tour} state={tourState} tt={tt} locale={locale} viewLabels={loaderData.viewLabels} />
          ) : null}
          {tour ? (
            <FlightRows tour={tour} state={tourState} tt={tt} locale={locale} legs={loaderData.flightLegs} />
          ) : null}
          <h3>{tt.sectionTexts}</h3>
          <div className="admin-tour-languages">{(["tr", "en"] as const).map(textColumn)}</div>
          {tour && tour.oldSlugs.length > 0 ? (
            <p>
              <small>
                {tt.oldSlugs}: {tour.oldSlugs.map((old) => `${old.locale}: /${old.slug}`).join(", ")}
              </small>
            </p>
          ) : null}
          <SubmitButton intent="tour">{tour ? tt.saveTour : tt.createTour}</SubmitButton>
        </Form>
      </section>
      {tour ? (
        <GallerySection
          tour={tour}
          state={formState(answer, "gallery", null)}
          tt={tt}
          locale={locale}
          limits={loaderData.galleryLimits}
        />
      ) : null}
      {tour ? (
        <Departures
          tour={tour}
          answer={answer}
          tt={tt}
          page={page}
          locale={locale}
          formKey={formKey}
          newDeparture={newDeparture}
        />
      ) : null}
      {tour ? (
        <section className="admin-section" aria-labelledby="tour-history">
          <h2 id="tour-history">{tt.historyTitle}</h2>
          <ChangeLog events={tour.events} t={t} locale={locale} />
        </section>
      ) : null}
    </AdminShell>
  );
}

/**
 * The tour's gallery (issue 25): thumbnails in order, both alt texts, move up/down, remove, and a
 * file to upload, all in one multipart form that works without scripts. Every button posts every
 * alt text, and a chosen file is uploaded whichever button is pressed.
 */
function GallerySection({
  tour,
  state,
  tt,
  locale,
  limits,
}: {
  tour: AdminTour;
  state: ReturnType<typeof formState>;
  tt: AdminTourTexts;
  locale: Locale;
  limits: { maxBytes: number; megabytes: number; maxImages: number; accept: string };
}) {
  // With scripts, a file over the limit is refused before it is sent (the site's own form posts
  // stop at 6 MB; without scripts the API answers IMAGE_TOO_LARGE for what passes that).
  const [tooLarge, setTooLarge] = useState(false);
  const shown = tooLarge
    ? {
        ...state,
        saved: false,
        refusal: {
          ok: false as const,
          intent: "gallery",
          departureId: null,
          code: "IMAGE_TOO_LARGE",
          params: { megabytes: limits.megabytes },
          fields: { image: ["IMAGE_TOO_LARGE"] },
          values: {},
        },
      }
    : state;
  const images = tour.gallery;
  const last = images.length - 1;
  const n = (row: number) => ({ n: row + 1 });
  const full = shown.refusal?.fields.gallery ? interpolate(tt.galleryFull, { max: limits.maxImages }) : null;
  return (
    <section className="admin-section" aria-labelledby="gallery-title" id="gallery">
      <h2 id="gallery-title">{tt.sectionGallery}</h2>
      <p>{tt.galleryIntro}</p>
      <FormNotice state={shown} savedText={tt.gallerySaved} tt={tt} locale={locale} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        noValidate
        preventScrollReset
        onSubmit={(event) => {
          const file = new FormData(event.currentTarget).get("image");
          const large = file instanceof File && file.size > limits.maxBytes;
          setTooLarge(large);
          if (large) event.preventDefault();
        }}
      >
        {images.length === 0 ? <p>{tt.galleryEmpty}</p> : null}
        {images.length > 0 ? (
          <ol className="admin-gallery" aria-label={tt.galleryListLabel}>
            {images.map((image, row) => {
              const name = (field: string) => `gallery.${row}.${field}`;
              return (
                <li key={`${row}-${image.src}`} className="admin-gallery-item" data-gallery-src={image.src}>
                  <img
                    src={`/img/${image.src}?w=240&h=160&f=webp`}
                    alt=""
                    width={120}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="admin-gallery-fields">
                    <p className="admin-gallery-number">{interpolate(tt.galleryImage, n(row))}</p>
                    <input type="hidden" name={name("src")} value={image.src} />
                    <Field label={tt.galleryAltTr} name={name("alt.tr")} formId="gallery" state={state} locale={locale}>
                      {(p) => (
                        <input
                          {...p}
                          lang="tr"
                          maxLength={200}
                          defaultValue={state.value(name("alt.tr"), image.alt.tr)}
                        />
                      )}
                    </Field>
                    <Field label={tt.galleryAltEn} name={name("alt.en")} formId="gallery" state={state} locale={locale}>
                      {(p) => (
                        <input
                          {...p}
                          lang="en"
                          maxLength={200}
                          defaultValue={state.value(name("alt.en"), image.alt.en)}
                        />
                      )}
                    </Field>
                    <div className="admin-gallery-actions">
                      <button
                        type="submit"
                        name="intent"
                        value={`gallery.up.${row}`}
                        disabled={row === 0}
                        aria-label={interpolate(tt.galleryUpLabel, n(row))}
                      >
                        ↑ {tt.galleryUp}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`gallery.down.${row}`}
                        disabled={row === last}
                        aria-label={interpolate(tt.galleryDownLabel, n(row))}
                      >
                        ↓ {tt.galleryDown}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`gallery.remove.${row}`}
                        aria-label={interpolate(tt.galleryRemoveLabel, n(row))}
                      >
                        {tt.galleryRemove}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
        {images.length > 0 ? <SubmitButton intent="gallery">{tt.gallerySave}</SubmitButton> : null}
        <fieldset className="admin-gallery-new">
          <legend>{tt.galleryNewTitle}</legend>
          <Field
            label={tt.galleryFile}
            name="image"
            formId="gallery"
            state={shown}
            locale={locale}
            hint={interpolate(tt.galleryFileHint, { megabytes: limits.megabytes, max: limits.maxImages })}
          >
            {(p) => <input {...p} type="file" accept={limits.accept} onChange={() => setTooLarge(false)} />}
          </Field>
          {full ? (
            <p className="admin-error" data-field-error="gallery">
              {full}
            </p>
          ) : null}
          <div className="admin-tour-fields">
            <Field label={tt.galleryAltTr} name="newAlt.tr" formId="gallery" state={state} locale={locale}>
              {(p) => <input {...p} lang="tr" maxLength={200} defaultValue={state.value("newAlt.tr", "")} />}
            </Field>
            <Field label={tt.galleryAltEn} name="newAlt.en" formId="gallery" state={state} locale={locale}>
              {(p) => <input {...p} lang="en" maxLength={200} defaultValue={state.value("newAlt.en", "")} />}
            </Field>
          </div>
          <SubmitButton intent="gallery.upload">{tt.galleryUpload}</SubmitButton>
        </fieldset>
      </Form>
    </section>
  );
}

function Departures({
  tour,
  answer,
  tt,
  page,
  locale,
  formKey,
  newDeparture,
}: {
  tour: AdminTour;
  answer: ActionAnswer | undefined;
  tt: AdminTourTexts;
  page: { roomType: Record<string, string> };
  locale: Locale;
  formKey: string;
  newDeparture: ReturnType<typeof formState>;
}) {
  return (
    <section className="admin-section" aria-labelledby="departures-title">
      <h2 id="departures-title">{tt.sectionDepartures}</h2>
      {tour.departures.length === 0 ? <p>{tt.departuresEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{tt.departuresCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{tt.columnDates}</th>
              <th scope="col">{tt.columnCapacity}</th>
              <th scope="col">{tt.columnSeatsTaken}</th>
              <th scope="col">{tt.columnState}</th>
            </tr>
          </thead>
          <tbody>
            {tour.departures.map((departure) => (
              <tr key={departure.id}>
                <th scope="row">
                  <a href={`#departure-${departure.id}`}>
                    {formatDate(departure.startDate, locale)} – {formatDate(departure.returnDate, locale)}
                  </a>
                </th>
                <td>{departure.capacity}</td>
                <td>{departure.seatsTaken}</td>
                <td data-sale-state={departure.saleState}>{tt[`state.${departure.saleState}`]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tour.departures.map((departure) => {
        const state = formState(answer, "departure", departure.id);
        const formId = `departure-${departure.id}`;
        return (
          <section key={departure.id} id={formId} className="admin-departure" aria-labelledby={`${formId}-title`}>
            <h3 id={`${formId}-title`}>
              {interpolate(tt.departureTitle, {
                start: formatDate(departure.startDate, locale),
                end: formatDate(departure.returnDate, locale),
              })}
            </h3>
            <FormNotice state={state} savedText={tt.departureSaved} tt={tt} locale={locale} />
            <Form method="post" className="admin-form" noValidate preventScrollReset>
              <input type="hidden" name="departureId" value={departure.id} />
              <div className="admin-tour-fields">
                <Field
                  label={tt.fieldCapacity}
                  name="capacity"
                  formId={formId}
                  state={state}
                  locale={locale}
                  hint={interpolate(tt.seatsTakenNote, { taken: departure.seatsTaken })}
                >
                  {(p) => (
                    <input
                      {...p}
                      type="number"
                      min={1}
                      max={5000}
                      defaultValue={state.value("capacity", String(departure.capacity))}
                    />
                  )}
                </Field>
                <Field label={tt.fieldGuide} name="guideName" formId={formId} state={state} locale={locale}>
                  {(p) => (
                    <input {...p} maxLength={120} defaultValue={state.value("guideName", departure.guideName ?? "")} />
                  )}
                </Field>
                <Field label={tt.fieldMeetingPoint} name="meetingPoint" formId={formId} state={state} locale={locale}>
                  {(p) => (
                    <input
                      {...p}
                      maxLength={200}
                      defaultValue={state.value("meetingPoint", departure.meetingPoint ?? "")}
                    />
                  )}
                </Field>
              </div>
              <label>
                <input
                  type="checkbox"
                  name="closed"
                  value="true"
                  defaultChecked={state.checked("closed", departure.closed)}
                />{" "}
                {tt.fieldClosed}
              </label>
              <PriceRows
                formId={formId}
                prices={departure.prices}
                rows={priceRowsShown(departure.prices.length)}
                state={state}
                tt={tt}
                page={page}
                locale={locale}
              />
              <p>
                <small>{tt.priceRemove}</small>
              </p>
              <SubmitButton intent="departure" departureId={departure.id}>
                {tt.saveDeparture}
              </SubmitButton>
            </Form>
          </section>
        );
      })}
      <section className="admin-departure" aria-labelledby="new-departure-title">
        <h3 id="new-departure-title">{tt.newDepartureTitle}</h3>
        <FormNotice state={newDeparture} savedText={tt.departureCreated} tt={tt} locale={locale} />
        <Form method="post" className="admin-form" noValidate preventScrollReset>
          <input type="hidden" name="formKey" value={formKey} />
          <div className="admin-tour-fields">
            <Field
              label={tt.fieldStartDate}
              name="startDate"
              formId="new-departure"
              state={newDeparture}
              locale={locale}
            >
              {(p) => <input {...p} type="date" required defaultValue={newDeparture.value("startDate", "")} />}
            </Field>
            <Field
              label={tt.fieldReturnDate}
              name="returnDate"
              formId="new-departure"
              state={newDeparture}
              locale={locale}
            >
              {(p) => <input {...p} type="date" required defaultValue={newDeparture.value("returnDate", "")} />}
            </Field>
            <Field label={tt.fieldCapacity} name="capacity" formId="new-departure" state={newDeparture} locale={locale}>
              {(p) => (
                <input
                  {...p}
                  type="number"
                  min={1}
                  max={5000}
                  required
                  defaultValue={newDeparture.value("capacity", "")}
                />
              )}
            </Field>
          </div>
          <label>
            <input type="checkbox" name="closed" value="true" defaultChecked={newDeparture.checked("closed", false)} />{" "}
            {tt.fieldClosed}
          </label>
          <PriceRows
            formId="new-departure"
            prices={[]}
            rows={3}
            state={newDeparture}
            tt={tt}
            page={page}
            locale={locale}
          />
          <SubmitButton intent="newDeparture">{tt.addDeparture}</SubmitButton>
        </Form>
      </section>
    </section>
  );
}

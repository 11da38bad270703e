import {
  canAddRoom,
  canRemoveRoom,
  createDraft,
  departurePricingFromRows,
  displayCurrency,
  formatDateRange,
  formatMessage,
  interpolate,
  localizePath,
  pricedCurrencies,
  priceRoomTypeOf,
  removeRoom,
  addRoom,
  reservationRequestSchema,
  roomCountRanges,
  roomTypes,
  compareRoomTypes,
  isRoomType,
  setRoomCounts,
  setRoomType,
  type CalendarDate,
  type DraftRoom,
  type Locale,
  type Passenger,
  type ReservationDraft,
  type RoomType,
} from "@rihla/domain";
import { reservationDraftMachine } from "@rihla/machines";
import { Button, RoomPicker } from "@rihla/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useState, type FormEvent } from "react";
import { data, Form, Link, useNavigate, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { fromPromise } from "xstate";
import { answerOf, api } from "../../.server/api";
import { currentUser, requireUser } from "../../.server/session";
import { PassengerFields } from "../../components/reservation/PassengerFields";
import { PricePanel } from "../../components/reservation/PricePanel";
import { useRouteAction } from "../../components/useRouteAction";
import { messageOf } from "../../forms";
import { useHydrated } from "../../components/useHydrated";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import { flowName } from "../../machines";
import {
  draftErrors,
  draftFormData,
  passengerPlaces,
  plannerHref,
  postedDraft,
  roomsFromParam,
  roomsParam,
  type PlannerStep,
} from "../../reservationDraft";
import type { Route } from "./+types/new";
import type { RouteHandle } from "../../routeHandle";
import { siteRedirect } from "../../.server/redirects";
import { parseForm } from "../../.server/forms";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = {
  searchParams: ["departure", "rooms", "step", "roomType", "adults", "children", "babies", "add", "remove"],
} satisfies RouteHandle;

/** Seats change with every booking and the page carries a fresh idempotency key: never shared. */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  // The root's cookies (stale user cookie, referral) still reach the browser.
  const merged = new Headers(parentHeaders);
  merged.set("Cache-Control", "private, no-store");
  return merged;
};

/**
 * The machine's post keeps the page (and its draft's key) as it is; the plain form reloads anyway.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.texts.plannerTitle}: ${loaderData.tour.title}` }, { name: "robots", content: "noindex" }]
    : [];

function notFound(): never {
  throw data({ code: "NOT_FOUND", message: "Departure not found" }, { status: 404 });
}

async function loadDeparture(
  context: Route.LoaderArgs["context"],
  request: Request,
  id: string | null,
  locale: Locale,
) {
  if (!id || !/^\d{1,9}$/.test(id)) notFound();
  const response = await api(context, request).api.departures[":id"].$get({ param: { id }, query: { locale } });
  if (response.status === 404 || response.status === 400) notFound();
  return answerOf(response);
}

/**
 * The plain rooms form (no JavaScript) posts its rooms as repeated fields with GET; they are
 * turned into the draft's one `rooms=` value (plus an added or removed room) and the page moves
 * to that address, so the plan always lives in the URL (and survives signing in).
 */
function roomsFromFields(url: URL): DraftRoom[] | null {
  const types = url.searchParams.getAll("roomType");
  if (types.length === 0) return null;
  const counts = (name: string) => url.searchParams.getAll(name).map((value) => Number(value) || 0);
  const [adults, children, babies] = [counts("adults"), counts("children"), counts("babies")];
  let draft: ReservationDraft = { rooms: [], passengers: [] };
  types.forEach((type, index) => {
    if (!isRoomType(type)) return;
    draft = addRoom({ ...draft, rooms: draft.rooms }, type);
    draft = setRoomType(draft, draft.rooms.length - 1, type);
    draft = setRoomCounts(draft, draft.rooms.length - 1, {
      adult: adults[index] ?? 1,
      child: children[index] ?? 0,
      baby: babies[index] ?? 0,
    });
  });
  const remove = url.searchParams.get("remove");
  if (remove !== null) draft = removeRoom(draft, Number(remove));
  if (url.searchParams.has("add")) draft = addRoom(draft);
  return draft.rooms.length > 0 ? draft.rooms : null;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [answer, user] = await Promise.all([
    loadDeparture(context, request, url.searchParams.get("departure"), locale),
    currentUser(context, request),
  ]);
  const fromFields = roomsFromFields(url);
  const wantsPassengers = url.searchParams.get("step") === "passengers";
  if (fromFields) {
    const next = !url.searchParams.has("add") && !url.searchParams.has("remove") && wantsPassengers;
    throw siteRedirect(plannerHref(locale, answer.departure.id, fromFields, next ? "passengers" : "rooms"));
  }
  const rooms = roomsFromParam(url.searchParams.get("rooms")) ?? createDraft().rooms;
  const currencies = pricedCurrencies(answer.departure.prices);
  // The currency the tour page shows first (the domain's displayCurrency), else the first priced one.
  const currency = currencies.includes(displayCurrency[locale]) ? displayCurrency[locale] : (currencies[0] ?? null);
  const step: PlannerStep = user && wantsPassengers ? "passengers" : "rooms";
  const back = plannerHref(locale, answer.departure.id, rooms, "passengers");
  return {
    locale,
    texts: reservationTexts[locale],
    tour: answer.tour,
    departure: answer.departure,
    refusal: answer.refusal,
    tourHref: localizePath(`/tour/${answer.tour.slug}`, locale),
    currency,
    rooms,
    step,
    signedIn: user !== null,
    loginHref: `${localizePath("/user/login", locale)}?redirect=${encodeURIComponent(back)}`,
    signUpHref: `${localizePath("/user/signUp", locale)}?redirect=${encodeURIComponent(back)}`,
    // One key per draft: the plain form and the machine post it with the booking, so a double
    // click or a retry is answered with the first reservation (ADR 0014).
    idempotencyKey: crypto.randomUUID(),
  };
}

type Refusal = { ok: false; key: string; code: string; fields: Record<string, string[]>; draft: ReservationDraft };
type ActionAnswer = { ok: true; code: string } | Refusal;

/**
 * The booking, for the plain form and the machine alike (ADR 0008): the domain's request schema
 * checks the form (conform), then `POST /api/reservations` with the draft's idempotency key.
 * The plain form moves on to the success page; the machine gets `{ ok, code }` and moves itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const form = await request.formData();
  const given = form.get("idempotencyKey");
  const key = typeof given === "string" ? given : "";
  const byMachine = form.get("flow") === "machine";
  const submission = parseForm(form, reservationRequestSchema);
  const refuse = (status: number, code: string, fields: Record<string, string[]>) =>
    data<Refusal>({ ok: false, key, code, fields, draft: postedDraft(submission.payload) }, { status });
  if (submission.status !== "success") {
    const fields: Record<string, string[]> = {};
    for (const [path, codes] of Object.entries(submission.error ?? {})) if (codes && path) fields[path] = codes;
    return refuse(400, "VALIDATION_FAILED", fields);
  }
  const response = await api(context, request).api.reservations.$post({
    header: { "idempotency-key": key },
    json: { ...submission.value, locale },
  });
  if (!response.ok) {
    const { error } = await response.json();
    return refuse(response.status, error.code, error.fields ?? {});
  }
  const { code } = await response.json();
  if (byMachine) return { ok: true as const, code } satisfies ActionAnswer;
  throw siteRedirect(`${localizePath("/tourDetail/reservation-success", locale)}?code=${encodeURIComponent(code)}`);
}

export default function ReservationNew({ loaderData, actionData }: Route.ComponentProps) {
  const { texts: t, locale, tour, departure, refusal } = loaderData;
  const dates = formatDateRange(departure.startDate, departure.returnDate, locale);
  return (
    <section className="reservation-page" aria-labelledby="reservation-title">
      <h1 id="reservation-title">{t.plannerTitle}</h1>
      <p className="reservation-departure">
        <Link to={loaderData.tourHref}>{interpolate(t.departure, { tour: tour.title, dates })}</Link>
        {refusal ? null : <> · {interpolate(t.seatsLeft, { count: String(departure.seatsLeft) })}</>}
      </p>
      {refusal ? (
        <div role="alert" className="reservation-refusal" data-refusal={refusal}>
          <p>{formatMessage(refusal, locale)}</p>
          <Link to={loaderData.tourHref}>{t.backToTour}</Link>
        </div>
      ) : (
        // A new departure or plan starts a new machine.
        <Planner
          key={`${departure.id}/${loaderData.step}/${roomsParam(loaderData.rooms)}`}
          loaderData={loaderData}
          actionData={actionData}
        />
      )}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * With JavaScript the reservationDraft machine runs the planner (ADR 0008): the kit's RoomPicker
 * sends its room events, the passengers' fields their changes, the machine's guards run the
 * domain's checks, and its `submitReservation` actor posts the draft to this route's action.
 * Without JavaScript the same page is three plain forms: the rooms (GET, the plan in the URL),
 * then the passengers (POST to the action), with the server's answer drawn on the first frame.
 */
function Planner({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { texts: t, locale, departure, currency } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const posting = useNavigation().state === "submitting";
  const key = (actionData && !actionData.ok ? actionData.key : null) || loaderData.idempotencyKey;
  const callAction = useRouteAction<ActionAnswer>();
  const refused = actionData && !actionData.ok ? actionData : null;
  const departureDate = departure.startDate as CalendarDate;
  const [state, send] = useMachine(
    reservationDraftMachine.provide({
      actors: {
        submitReservation: fromPromise(async ({ input }) => {
          const form = draftFormData(input.draft);
          for (const [name, value] of Object.entries(hiddenFields)) form.set(name, value);
          form.set("flow", "machine");
          const answer = await callAction(form);
          if (!answer.ok) throw { code: answer.code, errors: draftErrors(answer.fields, input.draft) };
          return { code: answer.code };
        }),
      },
    }),
    {
      input: {
        departureDate,
        tourId: String(loaderData.tour.id),
        rooms: refused?.draft.rooms.length ? refused.draft.rooms : loaderData.rooms,
        passengers: refused?.draft.passengers ?? [],
        step: refused ? "passengers" : loaderData.step,
        ...(refused ? { errors: draftErrors(refused.fields, refused.draft), notice: refused.code } : {}),
      },
    },
  );
  // Issue 22: after 'next' on the passengers step, focus goes to the first field in error, if any
  // (it stayed on the button with up to 30 fields marked somewhere above it).
  const [nextTries, setNextTries] = useState(0);
  useEffect(() => {
    if (nextTries === 0) return;
    document.querySelector<HTMLElement>('.reservation-passengers-form [aria-invalid="true"]')?.focus();
  }, [nextTries]);
  const submitted = state.context.submitted;
  useEffect(() => {
    if (submitted)
      void navigate(
        `${localizePath("/tourDetail/reservation-success", locale)}?code=${encodeURIComponent(submitted.code)}`,
      );
  }, [submitted, navigate, locale]);

  const hiddenFields: Record<string, string> = {
    idempotencyKey: key,
    departureId: String(departure.id),
    ...(currency ? { currency } : {}),
    locale,
  };
  const pricing = currency ? departurePricingFromRows(departure.prices, currency) : null;
  const { rooms, errors, notice } = state.context;
  const places = passengerPlaces(state.context);
  const step = state.hasTag("rooms") ? "rooms" : state.hasTag("passengers") ? "passengers" : "review";
  const busy = state.hasTag("busy") || posting || state.hasTag("sent");
  // Issue 22, problem 10: the plan lives in the URL as the machine changes it, so a reload, the back
  // button or a shared link restores it. replaceState, not a navigation: a navigation would run the
  // loader again and start a new machine, dropping the passengers typed so far (never put in a URL).
  const plannedHref = plannerHref(locale, departure.id, rooms, step === "rooms" ? "rooms" : "passengers");
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` === plannedHref) return;
    window.history.replaceState(window.history.state, "", plannedHref);
  }, [plannedHref]);
  const offered = new Set(
    departure.prices.filter((p) => p.currency === currency).map((p) => priceRoomTypeOf(p.roomType)),
  );
  const roomTypeOptions = [...roomTypes]
    .filter((type) => offered.has(priceRoomTypeOf(type)))
    .sort(compareRoomTypes)
    .map((value) => ({ value, label: formatMessage(`roomType.${value}`, locale) }));
  const noticeText =
    notice && notice !== "VALIDATION_FAILED" ? messageOf(notice, locale) : errors.length > 0 ? t.checkFields : null;
  const roomErrors = errors.filter((e) => e.path.startsWith("rooms"));

  const steps: [typeof step, string][] = [
    ["rooms", t.stepRooms],
    ["passengers", t.stepPassengers],
    ["review", t.stepReview],
  ];
  const stepList = (
    <ol className="reservation-steps" aria-label={t.stepsLabel}>
      {steps.map(([id, label]) => (
        <li key={id} aria-current={id === step ? "step" : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
  const signInPanel = (
    <div className="reservation-sign-in" role="region" aria-labelledby="reservation-sign-in-title">
      <h2 id="reservation-sign-in-title">{t.signInTitle}</h2>
      <p>{t.signInText}</p>
      <p>
        {/* The plan travels in the redirect: back here on the passengers step, rooms as chosen. */}
        <a
          className="cta"
          href={withRedirect(loaderData.loginHref, plannerHref(locale, departure.id, rooms, "passengers"))}
        >
          {t.signIn}
        </a>{" "}
        <a href={withRedirect(loaderData.signUpHref, plannerHref(locale, departure.id, rooms, "passengers"))}>
          {t.signUp}
        </a>
      </p>
    </div>
  );
  const price = <PricePanel pricing={pricing} rooms={rooms} texts={t} locale={locale} />;
  const notices = noticeText ? (
    <p role="alert" className="reservation-notice" data-notice={notice ?? "FIELDS"}>
      {noticeText}
      {roomErrors.length > 0 ? ` ${roomErrors.map((e) => messageOf(e.code, locale)).join(" ")}` : null}
    </p>
  ) : null;

  if (step === "rooms") {
    const pickerLabels = {
      legend: t.roomsLegend,
      room: t.room,
      adult: t.adult,
      child: t.child,
      baby: t.baby,
      adultHint: t.adultHint,
      childHint: t.childHint,
      babyHint: t.babyHint,
      roomType: t.roomType,
      decrement: t.decrement,
      increment: t.increment,
      addRoom: t.addRoom,
      removeRoom: t.removeRoom,
      countChanged: t.countChanged,
      typeChanged: t.typeChanged,
      roomAdded: t.roomAdded,
      roomRemoved: t.roomRemoved,
    };
    return (
      <div
        className="reservation-planner"
        data-flow={flowName(state.value)}
        data-hydrated={hydrated ? "" : undefined}
        data-step="rooms"
      >
        {stepList}
        {notices}
        {hydrated ? (
          <>
            <RoomPicker
              rooms={rooms}
              // Every bound the picker offers is the domain's, the same the machine enforces.
              ranges={rooms.map((room) => roomCountRanges(room))}
              canAddRoom={canAddRoom(state.context)}
              canRemoveRoom={canRemoveRoom(state.context)}
              roomTypes={roomTypeOptions}
              labels={pickerLabels}
              onAddRoom={() => send({ type: "room.add" })}
              onRemoveRoom={(index) => send({ type: "room.remove", index })}
              onCountsChange={(index, counts) => send({ type: "room.setCounts", index, ...counts })}
              onRoomTypeChange={(index, roomType) =>
                send({ type: "room.setType", index, roomType: roomType as RoomType })
              }
            />
            {price}
            {loaderData.signedIn ? (
              <Button type="button" onClick={() => send({ type: "draft.next" })}>
                {t.next}
              </Button>
            ) : (
              signInPanel
            )}
          </>
        ) : (
          <Form method="get" className="reservation-rooms-form">
            <input type="hidden" name="departure" value={departure.id} />
            <fieldset>
              <legend>{t.roomsLegend}</legend>
              {rooms.map((room, index) => {
                const ranges = roomCountRanges(room);
                const label = interpolate(t.room, { n: String(index + 1) });
                return (
                  <fieldset key={index} className="reservation-room" data-room={index}>
                    <legend>{label}</legend>
                    <label>
                      {t.roomType}
                      <select name="roomType" defaultValue={room.roomType}>
                        {roomTypeOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    {(
                      [
                        ["adults", t.adult, room.adult, ranges.adult],
                        ["children", t.child, room.child, ranges.child],
                        ["babies", t.baby, room.baby, ranges.baby],
                      ] as const
                    ).map(([name, text, value, range]) => (
                      <label key={name}>
                        {text}
                        <input
                          type="number"
                          name={name}
                          defaultValue={value}
                          min={range.min}
                          max={Math.max(range.max, 4)}
                        />
                      </label>
                    ))}
                    {canRemoveRoom({ rooms }) ? (
                      <button type="submit" name="remove" value={index}>
                        {interpolate(t.removeRoom, { room: label })}
                      </button>
                    ) : null}
                  </fieldset>
                );
              })}
              {canAddRoom({ rooms }) ? (
                <button type="submit" name="add" value="1">
                  {t.addRoom}
                </button>
              ) : null}
              <button type="submit">{t.update}</button>
            </fieldset>
            {price}
            {loaderData.signedIn ? (
              <Button type="submit" name="step" value="passengers">
                {t.next}
              </Button>
            ) : null}
          </Form>
        )}
        {!hydrated && !loaderData.signedIn ? signInPanel : null}
      </div>
    );
  }

  if (step === "passengers") {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      if (!hydrated) return;
      event.preventDefault();
      send({ type: "draft.next" });
      setNextTries((count) => count + 1);
    };
    return (
      <div
        className="reservation-planner"
        data-flow={flowName(state.value)}
        data-hydrated={hydrated ? "" : undefined}
        data-step="passengers"
      >
        {stepList}
        {notices}
        <Form method="post" className="reservation-passengers-form" noValidate={hydrated} onSubmit={onSubmit}>
          {Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {rooms.map((room, index) => (
            <span key={index} hidden>
              <input type="hidden" name={`rooms[${index}].roomType`} value={room.roomType} />
              <input type="hidden" name={`rooms[${index}].adults`} value={room.adult} />
              <input type="hidden" name={`rooms[${index}].children`} value={room.child} />
              <input type="hidden" name={`rooms[${index}].babies`} value={room.baby} />
            </span>
          ))}
          <PassengerFields
            places={places}
            errors={errors}
            texts={t}
            locale={locale}
            // Field text as typed; the machine's guard (validateDraft) judges the dates and choices.
            onChange={(index, values) =>
              send({
                type: "passenger.change",
                index,
                values: values as Partial<Omit<Passenger, "roomIndex" | "passengerType">>,
              })
            }
          />
          {price}
          <div className="reservation-actions">
            {hydrated ? (
              <>
                <Button type="button" tone="outline" onClick={() => send({ type: "draft.back" })}>
                  {t.back}
                </Button>
                <Button type="submit">{t.next}</Button>
              </>
            ) : (
              <>
                <Link to={plannerHref(locale, departure.id, rooms)}>{t.back}</Link>
                <Button type="submit" disabled={busy}>
                  {busy ? t.sending : t.submit}
                </Button>
              </>
            )}
          </div>
        </Form>
      </div>
    );
  }

  return (
    <div
      className="reservation-planner"
      data-flow={flowName(state.value)}
      data-hydrated={hydrated ? "" : undefined}
      data-step="review"
    >
      {stepList}
      {notices}
      <h2>{t.reviewTitle}</h2>
      <ul className="reservation-review">
        {places.map((place) => (
          <li key={place.index}>
            {interpolate(t.passengerHeading, {
              room: String(place.roomIndex + 1),
              type: formatMessage(`passengerType.${place.passenger.passengerType}`, locale),
              n: String(place.numberOfType),
            })}
            : {place.passenger.name} {place.passenger.surname}
          </li>
        ))}
      </ul>
      {price}
      <div className="reservation-actions">
        <Button type="button" tone="outline" disabled={busy} onClick={() => send({ type: "draft.back" })}>
          {t.back}
        </Button>
        <Button type="button" disabled={busy} aria-busy={busy} onClick={() => send({ type: "draft.submit" })}>
          {busy ? t.sending : t.submit}
        </Button>
      </div>
    </div>
  );
}

function withRedirect(href: string, back: string): string {
  const [path] = href.split("?");
  return `${path}?redirect=${encodeURIComponent(back)}`;
}

import {
  compareRoomTypes,
  departurePricingFromRows,
  formatMessage,
  localizePath,
  priceRoomTypeOf,
  roomTypes,
  type CalendarDate,
  type Passenger,
  type ReservationDraft,
} from "@rihla/domain";
import {
  initialReservationDraft,
  reservationDraftStart,
  type ReservationDraftEvent,
  type ReservationDraftInput,
  type ReservationDraftSubmitted,
} from "@rihla/machines";
import { Button, Steps } from "@rihla/ui";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { messageOf } from "../../../forms";
import { draftErrors, draftFormData, passengerPlaces, plannerHref } from "../../../reservationDraft";
import type { Route } from "../../../routes/reservations/+types/new";
import { useHydrated } from "../../useHydrated";
import { useRouteAction } from "../../useRouteAction";
import { PricePanel } from "../PricePanel";
import { PassengersStep } from "./PassengersStep";
import { ReviewStep } from "./ReviewStep";
import { RoomsStep } from "./RoomsStep";
import { SignInPanel } from "./SignInPanel";
import type { PlannerView } from "./plannerView";

/**
 * The machine loads after hydration with xstate (issue 29 §4: 13.9 kB gzip off the page's first
 * load), as the password-reset pages' does (ADR 0008 amendment). It starts loading as soon as the
 * page is hydrated; until it is in, the planner is the plain forms it is without JavaScript.
 */
const PlannerMachine = lazy(() => import("./PlannerMachine"));

/** The machine's first frame, without the machine (the machines package's start functions). */
function startView(input: ReservationDraftInput): PlannerView {
  const context = initialReservationDraft(input);
  const start = reservationDraftStart(context);
  return {
    context,
    flow: start.state,
    step: start.state === "editing" ? "rooms" : "passengers",
    busy: false,
    canAddRoom: start.canAddRoom,
    canRemoveRoom: start.canRemoveRoom,
  };
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];
/** What the route's action answers the machine's post (`flow=machine`). */
export type PlannerAnswer = Exclude<ActionData, undefined>;

/**
 * With JavaScript the reservationDraft machine runs the planner (ADR 0008): the kit's RoomPicker
 * sends its room events, the passengers' fields their changes, the machine's guards run the
 * domain's checks (the UI asks `state.can`, never the domain beside it), and its
 * `submitReservation` actor posts the draft to the route's action. Without JavaScript the same
 * page is plain forms: the rooms (GET, the plan in the URL), then the passengers (POST to the
 * action), with the server's answer drawn on the first frame. One layout for every step: the
 * step's content, the price card beside it on a wide screen (below it on a phone), the actions.
 */
export function Planner({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { texts: t, locale, departure, currency } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const posting = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : null;
  const key = refused?.key || loaderData.idempotencyKey;
  const callAction = useRouteAction<PlannerAnswer>();
  // Issue 27: the optional WhatsApp box sits beside the send button (the plain form's passengers
  // step, the machine's review step); the machine's post reads it from the page when it sends.
  const optIn = loaderData.canOptIn ? (
    <div className="optin">
      <label>
        <input type="checkbox" name="whatsAppOptIn" aria-describedby="optin-hint" />
        {t.whatsAppOptIn}
      </label>
      <small id="optin-hint">{t.whatsAppOptInHint}</small>
    </div>
  ) : null;
  const hiddenFields: Record<string, string> = {
    idempotencyKey: key,
    departureId: String(departure.id),
    ...(currency ? { currency } : {}),
    locale,
  };
  const [input] = useState<ReservationDraftInput>(() => ({
    departureDate: departure.startDate as CalendarDate,
    tourId: String(loaderData.tour.id),
    rooms: refused?.draft.rooms.length ? refused.draft.rooms : loaderData.rooms,
    passengers: refused?.draft.passengers ?? [],
    step: refused ? "passengers" : loaderData.step,
    ...(refused ? { errors: draftErrors(refused.result.error ?? undefined, refused.draft), notice: refused.code } : {}),
  }));
  const [firstView] = useState(() => startView(input));
  const [running, setRunning] = useState<{ view: PlannerView; send: (event: ReservationDraftEvent) => void } | null>(
    null,
  );
  const onView = useCallback(
    (view: PlannerView, send: (event: ReservationDraftEvent) => void) => setRunning({ view, send }),
    [],
  );
  // The machine's submitReservation: the route's action, with the page's latest fields.
  const submitLatest = useRef<(draft: ReservationDraft) => Promise<ReservationDraftSubmitted>>(null);
  useEffect(() => {
    submitLatest.current = async (draft) => {
      const form = draftFormData(draft);
      for (const [name, value] of Object.entries(hiddenFields)) form.set(name, value);
      form.set("flow", "machine");
      if (document.querySelector<HTMLInputElement>("[name=whatsAppOptIn]")?.checked) form.set("whatsAppOptIn", "on");
      const answer = await callAction(form);
      if (!answer.ok)
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the machine reads the refusal's codes from the actor's error
        throw { code: answer.code, errors: draftErrors(answer.result.error ?? undefined, draft) };
      return { code: answer.code };
    };
  });
  const [submit] = useState(
    () => (draft: ReservationDraft) =>
      submitLatest.current ? submitLatest.current(draft) : Promise.reject(new Error("planner: not hydrated")),
  );
  const view = running?.view ?? firstView;
  // With the machine in, the planner is the JavaScript one; before, its plain forms.
  const live = running !== null;
  const send = running?.send ?? (() => undefined);
  // Issue 22: after 'next' on the passengers step, focus goes to the first field in error, if any
  // (it stayed on the button with up to 30 fields marked somewhere above it).
  // The machine's answer to 'next' arrives as its next view (PlannerMachine reports it after its
  // render), so the focus waits for that view, not for the click's own render.
  const focusAfterNext = useRef(false);
  useEffect(() => {
    if (!focusAfterNext.current) return;
    focusAfterNext.current = false;
    document.querySelector<HTMLElement>('.reservation-passengers-form [aria-invalid="true"]')?.focus();
  }, [running]);
  const submitted = view.context.submitted;
  useEffect(() => {
    if (submitted)
      void navigate(
        `${localizePath("/tourDetail/reservation-success", locale)}?code=${encodeURIComponent(submitted.code)}`,
      );
  }, [submitted, navigate, locale]);

  const { rooms, errors, notice } = view.context;
  const places = passengerPlaces(view.context);
  const { step } = view;
  const busy = view.busy || posting;
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
  const pricing = currency ? departurePricingFromRows(departure.prices, currency) : null;
  const summary = (
    <aside className="reservation-summary">
      <PricePanel pricing={pricing} rooms={rooms} texts={t} locale={locale} />
    </aside>
  );
  // The plan travels in the sign-in redirect: back here on the passengers step, rooms as chosen.
  const back = plannerHref(locale, departure.id, rooms, "passengers");
  const signIn = (
    <SignInPanel
      texts={t}
      loginHref={withRedirect(loaderData.loginHref, back)}
      signUpHref={withRedirect(loaderData.signUpHref, back)}
    />
  );

  let content;
  if (step === "rooms") {
    const actions = (
      <div className="reservation-actions">
        {!loaderData.signedIn ? (
          signIn
        ) : live ? (
          <Button type="button" onClick={() => send({ type: "draft.next" })}>
            {t.next}
          </Button>
        ) : (
          <Button type="submit" name="step" value="passengers">
            {t.next}
          </Button>
        )}
      </div>
    );
    content = (
      <RoomsStep
        texts={t}
        departureId={departure.id}
        rooms={rooms}
        roomTypeOptions={roomTypeOptions}
        canAddRoom={view.canAddRoom}
        canRemoveRoom={view.canRemoveRoom}
        hydrated={live}
        send={send}
        summary={summary}
        actions={actions}
      />
    );
  } else if (step === "passengers") {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      if (!live) return;
      event.preventDefault();
      focusAfterNext.current = true;
      send({ type: "draft.next" });
    };
    content = (
      <PassengersStep
        texts={t}
        locale={locale}
        hiddenFields={hiddenFields}
        rooms={rooms}
        places={places}
        errors={errors}
        hydrated={live}
        onSubmit={onSubmit}
        onChange={(index, values) =>
          send({
            type: "passenger.change",
            index,
            values: values as Partial<Omit<Passenger, "roomIndex" | "passengerType">>,
          })
        }
        summary={summary}
        actions={
          <div className="reservation-actions">
            {live ? (
              <>
                <Button type="button" tone="outline" onClick={() => send({ type: "draft.back" })}>
                  {t.back}
                </Button>
                <Button type="submit">{t.next}</Button>
              </>
            ) : (
              <>
                {optIn}
                <Link to={plannerHref(locale, departure.id, rooms)}>{t.back}</Link>
                <Button type="submit" disabled={busy}>
                  {busy ? t.sending : t.submit}
                </Button>
              </>
            )}
          </div>
        }
      />
    );
  } else {
    content = (
      <ReviewStep
        texts={t}
        locale={locale}
        places={places}
        summary={summary}
        actions={
          <div className="reservation-actions">
            {optIn}
            <Button type="button" tone="outline" disabled={busy} onClick={() => send({ type: "draft.back" })}>
              {t.back}
            </Button>
            <Button type="button" disabled={busy} aria-busy={busy} onClick={() => send({ type: "draft.submit" })}>
              {busy ? t.sending : t.submit}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div className="reservation-planner" data-flow={view.flow} data-hydrated={live ? "" : undefined} data-step={step}>
      {hydrated ? (
        <Suspense fallback={null}>
          <PlannerMachine input={input} submit={submit} onView={onView} />
        </Suspense>
      ) : null}
      <Steps
        label={t.stepsLabel}
        doneLabel={t.stepDone}
        current={step}
        steps={[
          { id: "rooms", label: t.stepRooms },
          { id: "passengers", label: t.stepPassengers },
          { id: "review", label: t.stepReview },
        ]}
      />
      {noticeText ? (
        <p role="alert" className="reservation-notice" data-notice={notice ?? "FIELDS"}>
          {noticeText}
          {roomErrors.length > 0 ? ` ${roomErrors.map((e) => messageOf(e.code, locale)).join(" ")}` : null}
        </p>
      ) : null}
      {content}
    </div>
  );
}

function withRedirect(href: string, back: string): string {
  const [path] = href.split("?");
  return `${path}?redirect=${encodeURIComponent(back)}`;
}

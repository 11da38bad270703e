import {
  addRoom,
  createDraft,
  displayCurrency,
  formatDateRange,
  formatMessage,
  interpolate,
  isRoomType,
  isValidPhone,
  localizePath,
  pricedCurrencies,
  removeRoom,
  reservationRequestSchema,
  setRoomCounts,
  setRoomType,
  type DraftRoom,
  type Locale,
  type ReservationDraft,
} from "@rihla/domain";
import type { SubmissionResult } from "@conform-to/react";
import { data, Link, type ShouldRevalidateFunction } from "react-router";
import { answerOf, api } from "../../.server/api";
import { parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { siteRedirect } from "../../.server/redirects";
import { currentUser, requireUser } from "../../.server/session";
import { Planner } from "../../components/reservations/planner/Planner";
import plannerStyles from "../../components/reservations/planner/planner.css?url";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import { plannerHref, postedDraft, roomsFromParam, roomsParam, type PlannerStep } from "../../reservationDraft";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/new";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = {
  searchParams: ["departure", "rooms", "step", "roomType", "adults", "children", "babies", "add", "remove"],
} satisfies RouteHandle;

/** The planner's layout and price card: on this page only, not in every page's stylesheet. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

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
    // Issue 27: the WhatsApp box goes to the account's number, so it shows only when there is a valid one.
    canOptIn: user !== null && isValidPhone(user.phone ?? ""),
    loginHref: `${localizePath("/user/login", locale)}?redirect=${encodeURIComponent(back)}`,
    signUpHref: `${localizePath("/user/signUp", locale)}?redirect=${encodeURIComponent(back)}`,
    // One key per draft: the plain form and the machine post it with the booking, so a double
    // click or a retry is answered with the first reservation (ADR 0014).
    idempotencyKey: crypto.randomUUID(),
  };
}

/** A refusal: its code, the form's reply (conform's, as every form of the site) and the posted draft. */
type Refusal = { ok: false; key: string; code: string; result: SubmissionResult<string[]>; draft: ReservationDraft };
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
  const refuse = (status: number, code: string, result: SubmissionResult<string[]>) =>
    data<Refusal>({ ok: false, key, code, result, draft: postedDraft(submission.payload) }, { status });
  if (submission.status !== "success") return refuse(400, "VALIDATION_FAILED", replyInvalid(submission));
  const response = await api(context, request).api.reservations.$post({
    header: { "idempotency-key": key },
    json: { ...submission.value, locale },
  });
  if (!response.ok) {
    const { error } = await response.json();
    return refuse(response.status, error.code, replyWithApiError(submission, error));
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

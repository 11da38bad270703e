import {
  interpolate,
  isPassengerType,
  isReservationEditable,
  isReservationCode,
  isRoomType,
  localizePath,
  reservationChangeSchema,
  type CalendarDate,
  type FieldError,
  type ReservationDraft,
} from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api, type Answer, type Api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { PassengerFields } from "../../components/reservation/PassengerFields";
import { ReservationStatusBadge } from "../../components/reservation/ReservationStatus";
import { messageOf } from "../../forms";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import { draftErrors, passengerPlaces, postedDraft } from "../../reservationDraft";
import type { Route } from "./+types/edit";
import type { RouteHandle } from "../../routeHandle";
import { siteRedirect } from "../../.server/redirects";
import { parseForm } from "../../.server/forms";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["saved"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: interpolate(loaderData.texts.editTitle, { code: loaderData.reservation.code }) },
        { name: "robots", content: "noindex" },
      ]
    : [];

function codeOf(params: { code: string }): string {
  if (!isReservationCode(params.code))
    throw data({ code: "NOT_FOUND", message: "Reservation not found" }, { status: 404 });
  return params.code;
}

/** The reservation's rooms and passengers as a draft, the shape the passenger fields draw. */
function draftOf(reservation: Answer<Api["api"]["reservations"][":code"]["$get"]>): ReservationDraft {
  return {
    ...(reservation.departure ? { departureDate: reservation.departure.startDate as CalendarDate } : {}),
    rooms: reservation.rooms.map((room) => ({
      roomType: isRoomType(room.roomType) ? room.roomType : "DOUBLE",
      adult: room.adults,
      child: room.children,
      baby: room.babies,
      options: [],
    })),
    passengers: reservation.rooms.flatMap((room, roomIndex) =>
      room.passengers.map((p) => ({
        roomIndex,
        passengerType: isPassengerType(p.passengerType) ? p.passengerType : "turAdult",
        name: p.name,
        surname: p.surname,
        gender: p.gender === "male" ? ("male" as const) : ("female" as const),
        birthDate: p.birthDate as CalendarDate,
        tckn: p.tckn ?? "",
        passportNumber: p.passportNumber ?? "",
        passportExpiry: (p.passportExpiry ?? "") as CalendarDate | "",
        citizenship: p.nationality,
      })),
    ),
  };
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const reservation = await answerOf(
    api(context, request).api.reservations[":code"].$get({ param: { code: codeOf(params) } }),
  );
  return {
    locale,
    texts: reservationTexts[locale],
    // The form draws the draft (its numbers in their fields); of the rest only what the page shows.
    reservation: { code: reservation.code, status: reservation.status, kind: reservation.kind },
    draft: draftOf(reservation),
    saved: url.searchParams.get("saved") === "1",
  };
}

/** `PATCH /api/reservations/{code}` with the whole plan again (same rooms, edited passengers). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const code = codeOf(params);
  const form = await request.formData();
  const submission = parseForm(form, reservationChangeSchema);
  if (submission.status !== "success") {
    const fields: Record<string, string[]> = {};
    for (const [path, codes] of Object.entries(submission.error ?? {})) if (codes && path) fields[path] = codes;
    return data({ code: "VALIDATION_FAILED", fields, draft: postedDraft(submission.payload) }, { status: 400 });
  }
  const response = await api(context, request).api.reservations[":code"].$patch({
    param: { code },
    json: submission.value,
  });
  if (response.ok) throw siteRedirect(`${localizePath(`/reservation/${code}/edit`, locale)}?saved=1`);
  const { error } = await response.json();
  return data(
    { code: error.code, fields: error.fields ?? {}, draft: postedDraft(submission.payload) },
    { status: response.status },
  );
}

/** `/reservation/{code}/edit`: the passengers of a reservation while it is WAITING (issue 14). */
export default function ReservationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { texts: t, locale, reservation } = loaderData;
  // After a refusal the fields show what was sent (without JavaScript the page is new).
  const draft = actionData ? { ...loaderData.draft, passengers: actionData.draft.passengers } : loaderData.draft;
  const busy = useNavigation().state === "submitting";
  const title = interpolate(t.editTitle, { code: reservation.code });
  const errors: FieldError[] = actionData ? draftErrors(actionData.fields, draft) : [];
  const editable = isReservationEditable(reservation);
  return (
    <AccountPage title={title} intro={editable ? t.editIntro : undefined}>
      <p>
        <ReservationStatusBadge status={reservation.status} locale={locale} />{" "}
        <Link to={localizePath(`/order/${reservation.code}/logs`, locale)}>{t.logs}</Link>
      </p>
      {loaderData.saved && !actionData ? (
        <p role="status" className="account-notice">
          {t.saved}
        </p>
      ) : null}
      {actionData ? (
        <p role="alert" className="reservation-notice">
          {actionData.code === "VALIDATION_FAILED" ? t.checkFields : messageOf(actionData.code, locale)}
        </p>
      ) : null}
      {editable ? (
        <Form method="post" className="reservation-passengers-form" key={actionData ? "sent" : "saved"}>
          {draft.rooms.map((room, index) => (
            <span key={index} hidden>
              <input type="hidden" name={`rooms[${index}].roomType`} value={room.roomType} />
              <input type="hidden" name={`rooms[${index}].adults`} value={room.adult} />
              <input type="hidden" name={`rooms[${index}].children`} value={room.child} />
              <input type="hidden" name={`rooms[${index}].babies`} value={room.baby} />
            </span>
          ))}
          <PassengerFields places={passengerPlaces(draft)} errors={errors} texts={t} locale={locale} />
          <Button type="submit" disabled={busy}>
            {busy ? t.sending : t.save}
          </Button>
        </Form>
      ) : (
        <p>{t.notEditable}</p>
      )}
    </AccountPage>
  );
}

import {
  isPassengerType,
  isReservationCode,
  isRoomType,
  reservationChangeSchema,
  type CalendarDate,
  type ReservationDraft,
} from "@rihla/domain";
import { data, type RouterContextProvider } from "react-router";
import { postedDraft } from "../reservationDraft";
import { answerOf, api, type Answer, type Api } from "./api";
import { parseForm, replyInvalid, replyWithApiError } from "./forms";
import { siteRedirect } from "./redirects";

/**
 * A reservation's passengers, entered or changed on the site: the customer's edit page and the
 * agent's passengers page (issue 22) load and save them here, with the domain's one schema and
 * through the one API call (`PATCH /api/reservations/{code}`, which lets the reservation's
 * customer, its agent and staff in and answers 404 to anyone else).
 */

type Reservation = Answer<Api["api"]["reservations"][":code"]["$get"]>;

export function reservationCodeOf(params: { code?: string }): string {
  if (!isReservationCode(params.code))
    throw data({ code: "NOT_FOUND", message: "Reservation not found" }, { status: 404 });
  return params.code;
}

/** The reservation's rooms and passengers as a draft, the shape the passenger fields draw. */
function draftOf(reservation: Reservation): ReservationDraft {
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

/** The reservation (only what the page shows) and its draft (the numbers only in the form's fields). */
export async function loadPassengers(context: Readonly<RouterContextProvider>, request: Request, code: string) {
  const reservation = await answerOf(api(context, request).api.reservations[":code"].$get({ param: { code } }));
  return {
    reservation: { code: reservation.code, status: reservation.status, kind: reservation.kind },
    draft: draftOf(reservation),
  };
}

/**
 * Saves the posted plan (same rooms, edited passengers): a redirect to `savedPath` on success,
 * otherwise the refusal with the field codes and the posted draft to draw again.
 */
export async function savePassengers(
  context: Readonly<RouterContextProvider>,
  request: Request,
  code: string,
  savedPath: string,
) {
  const submission = parseForm(await request.formData(), reservationChangeSchema);
  if (submission.status !== "success") {
    return data(
      { code: "VALIDATION_FAILED", result: replyInvalid(submission), draft: postedDraft(submission.payload) },
      { status: 400 },
    );
  }
  const response = await api(context, request).api.reservations[":code"].$patch({
    param: { code },
    json: submission.value,
  });
  if (response.ok) throw siteRedirect(savedPath);
  const { error } = await response.json();
  return data(
    { code: error.code, result: replyWithApiError(submission, error), draft: postedDraft(submission.payload) },
    { status: response.status },
  );
}

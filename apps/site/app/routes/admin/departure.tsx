import type { ErrorBody } from "@rihla/api";
import {
  formatBackofficeMessage,
  formatDate,
  formatMessage,
  genderLabels,
  interpolate,
  isBackofficeErrorCode,
  localizePath,
  passengerTypeShortLabels,
  readinessIssueLabels,
  roomTypes,
  visaStateLabels,
  visaStates,
  type Locale,
  type RoomType,
} from "@rihla/domain";
import { ConfirmDialog } from "@rihla/ui";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { useRevalidateOnStaffEvents } from "../../components/staffSocket";
import { formText, messageOf } from "../../forms";
import { operationsTexts } from "../../i18n/operations";
import type { Route } from "./+types/departure";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

/** The departure's id from the address; anything but a number is a page that does not exist. */
function idOf(param: string): number {
  if (!/^\d{1,10}$/.test(param)) throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  return Number(param);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "availability.access");
  const id = idOf(params.id);
  const departures = api(context, request).api.admin.departures[":id"];
  const [rooming, readiness] = await Promise.all([
    answerOf(departures.rooming.$get({ param: { id: String(id) }, query: { locale } })),
    answerOf(departures.readiness.$get({ param: { id: String(id) }, query: { locale } })),
  ]);
  const ops = operationsTexts[locale];
  const d = rooming.departure;
  const tour = d.title ?? interpolate(ops.untitledTour, { id: d.tourId });
  const title = interpolate(ops.departureTitle, { tour, date: formatDate(d.startDate, locale) });
  return { locale, page, ops, title, rooming, readiness };
}

type ActionAnswer = { ok: true; intent: string; sent?: boolean } | { ok: false; intent: string; error: string };

/** Each change is a form with an intent; the API applies the domain's rules, logs it, and says no with a code. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "availability.access");
  const id = String(idOf(params.id));
  const form = await request.formData();
  const intent = formText(form, "intent");
  const text = (name: string) => formText(form, name);
  const departure = api(context, request).api.admin.departures[":id"];
  const hotelId = Number(text("hotelId"));
  const answer = async (response: { ok: boolean; status: number; json: () => Promise<unknown> }) => {
    if (response.ok) return { ok: true, intent } satisfies ActionAnswer;
    const body = (await response.json()) as ErrorBody;
    return data<ActionAnswer>({ ok: false, intent, error: body.error.code }, response.status);
  };
  if (intent === "lock" || intent === "unlock" || intent === "release") {
    return answer(
      await departure.rooming.$post({
        param: { id },
        query: { locale },
        json: { kind: intent, hotelId, roomKey: text("roomKey") },
      }),
    );
  }
  if (intent === "move") {
    const target = text("target");
    const newRoom = roomTypes.find((type) => target === `new:${type}`);
    return answer(
      await departure.rooming.$post({
        param: { id },
        query: { locale },
        json: newRoom
          ? { kind: "moveToNewRoom", hotelId, personKey: text("personKey"), roomType: newRoom }
          : { kind: "move", hotelId, personKey: text("personKey"), toRoomKey: target },
      }),
    );
  }
  if (intent === "remind") {
    const response = await departure.readiness.reminders.$post({
      param: { id },
      json: {
        reservationCode: text("reservationCode"),
        ...(text("channel") === "whatsapp" ? { channel: "whatsapp" as const } : {}),
      },
    });
    if (!response.ok) return answer(response);
    const { sent } = await response.json();
    return {
      ok: true,
      intent: text("channel") === "whatsapp" ? "remindWhatsApp" : intent,
      sent,
    } satisfies ActionAnswer;
  }
  if (intent === "visa") {
    const state = visaStates.find((candidate) => candidate === text("state"));
    if (!state) return data<ActionAnswer>({ ok: false, intent, error: "INVALID_VALUE" }, 400);
    return answer(
      await departure.visas.$put({
        param: { id },
        query: { locale },
        json: { visas: [{ reservationCode: text("reservationCode"), position: Number(text("position")), state }] },
      }),
    );
  }
  return data<ActionAnswer>({ ok: false, intent, error: "INVALID_VALUE" }, 400);
}

function errorMessage(code: string, locale: Locale): string {
  return isBackofficeErrorCode(code) ? formatBackofficeMessage(code, locale) : messageOf(code, locale);
}

/**
 * /admin/availability/{id}: one departure for the operations team — its rooming list per hotel
 * (built by the domain, changed by hand here), who lacks which document, and the files for the
 * hotel and the team.
 */
export default function AdminDeparture({ loaderData }: Route.ComponentProps) {
  const { locale, page, ops, title, rooming, readiness } = loaderData;
  const answer = useActionData<typeof action>();
  const { t } = page;
  const d = rooming.departure;
  // Someone else's hand change here, or any booking change (it may be this departure's), reloads the lists.
  useRevalidateOnStaffEvents((event) =>
    event.type === "departure.changed" ? event.departureId === d.id : event.type.startsWith("reservation."),
  );
  const roomType = (type: RoomType) => formatMessage(`roomType.${type}`, locale);
  const base = `/api/admin/departures/${d.id}`;
  return (
    <AdminShell
      title={title}
      intro={ops.departureIntro}
      section="operations"
      parent={{ label: ops.availabilityTitle, path: "/admin/availability" }}
      t={t}
      locale={locale}
    >
      <div className="admin-links">
        <Link to={`${localizePath("/admin/reservations", locale)}?departureId=${d.id}`}>{ops.reservationsLink}</Link>
        <span>
          {interpolate(ops.dates, { start: formatDate(d.startDate, locale), end: formatDate(d.returnDate, locale) })}
        </span>
        <span>{interpolate(ops.seats, { taken: d.seatsTaken, capacity: d.capacity })}</span>
        <Link to={localizePath(`/admin/tour/print-${d.startDate}`, locale)}>{ops.dayListsTitle}</Link>
      </div>
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {answer.intent !== "remind" && answer.intent !== "remindWhatsApp"
            ? ops.changed
            : "sent" in answer && answer.sent
              ? answer.intent === "remind"
                ? ops.reminded
                : ops.remindedWhatsApp
              : ops.remindedAlready}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {errorMessage(answer.error, locale)}
        </p>
      ) : null}

      <section className="admin-section" aria-labelledby="rooming">
        <h2 id="rooming">{ops.roomingTitle}</h2>
        <p>{ops.roomingIntro}</p>
        <p className="admin-links">
          <span>{ops.roomingFiles}:</span>
          <a href={`${base}/rooming/export?format=pdf&locale=${locale}`} download>
            {ops.exportPdf}
          </a>
          <a href={`${base}/rooming/export?format=xlsx&locale=${locale}`} download>
            {ops.exportXlsx}
          </a>
        </p>
        {rooming.hotels.length === 0 ? <p>{ops.noHotels}</p> : null}
        {rooming.hotels.map((hotel) => {
          const people = hotel.rooms.flatMap((room) => room.occupants);
          const nameOf = (o: (typeof people)[number]) =>
            o.name ?? interpolate(ops.unnamed, { type: passengerTypeShortLabels[o.passengerType][locale] });
          return (
            <div key={hotel.hotelId} className="admin-table-wrap" data-testid={`rooming-hotel-${hotel.hotelId}`}>
              <h3>{hotel.city ? `${hotel.name} (${hotel.city})` : hotel.name}</h3>
              {people.length === 0 ? <p>{ops.roomingEmpty}</p> : null}
              {people.length > 0 ? (
                <table className="admin-table">
                  <caption>
                    {interpolate(ops.roomCaption, {
                      hotel: hotel.name,
                      rooms: hotel.rooms.length,
                      people: people.length,
                    })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{ops.room}</th>
                      <th scope="col">{ops.roomType}</th>
                      <th scope="col">{ops.occupants}</th>
                      <th scope="col">{ops.state}</th>
                      <th scope="col">{ops.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {hotel.rooms.map((room, n) => {
                      const label = interpolate(ops.roomNumber, { n: n + 1 });
                      const beds = room.occupants.filter((o) => o.passengerType !== "turBaby").length;
                      return (
                        <tr key={room.key} data-testid="rooming-room">
                          <th scope="row">{label}</th>
                          <td>
                            {roomType(room.roomType)}
                            <br />
                            <small>{interpolate(ops.bedsUsed, { used: beds, capacity: room.capacity })}</small>
                          </td>
                          <td>
                            <ul className="admin-log">
                              {room.occupants.map((o) => (
                                <li key={o.key}>
                                  {nameOf(o)}
                                  {o.gender ? ` · ${genderLabels[o.gender][locale]}` : ""} ·{" "}
                                  {passengerTypeShortLabels[o.passengerType][locale]} ·{" "}
                                  <Link to={localizePath(`/admin/reservations/${o.reservationCode}`, locale)}>
                                    {o.reservationCode}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </td>
                          <td>{room.locked ? ops.locked : room.handMade ? ops.handMade : ops.automatic}</td>
                          <td>
                            <Form method="post" className="admin-inline">
                              <input type="hidden" name="hotelId" value={hotel.hotelId} />
                              <input type="hidden" name="roomKey" value={room.key} />
                              <input type="hidden" name="intent" value={room.locked ? "unlock" : "lock"} />
                              <button
                                type="submit"
                                aria-label={`${room.locked ? ops.unlock : ops.lock}: ${label}, ${hotel.name}`}
                              >
                                {room.locked ? ops.unlock : ops.lock}
                              </button>
                            </Form>
                            {room.handMade ? (
                              <Form method="post" className="admin-inline">
                                <input type="hidden" name="hotelId" value={hotel.hotelId} />
                                <input type="hidden" name="roomKey" value={room.key} />
                                <input type="hidden" name="intent" value="release" />
                                <button type="submit" aria-label={`${ops.release}: ${label}, ${hotel.name}`}>
                                  {ops.release}
                                </button>
                              </Form>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              ) : null}
              {people.length > 0 ? (
                <Form method="post" className="admin-form" aria-label={`${ops.moveTitle}: ${hotel.name}`}>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="hotelId" value={hotel.hotelId} />
                  {/* Labels beside (not around) the selects: a wrapping label's name would include the chosen option. */}
                  <label htmlFor={`move-person-${hotel.hotelId}`}>{ops.movePerson}</label>
                  <select id={`move-person-${hotel.hotelId}`} name="personKey" required>
                    {people.map((o) => (
                      <option key={o.key} value={o.key}>
                        {nameOf(o)} · {o.reservationCode}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`move-target-${hotel.hotelId}`}>{ops.moveTarget}</label>
                  <select id={`move-target-${hotel.hotelId}`} name="target" required>
                    {hotel.rooms.map((room, n) => (
                      <option key={room.key} value={room.key}>
                        {interpolate(ops.roomNumber, { n: n + 1 })} · {roomType(room.roomType)}
                      </option>
                    ))}
                    {roomTypes.map((type) => (
                      <option key={type} value={`new:${type}`}>
                        {interpolate(ops.moveNewRoom, { type: roomType(type) })}
                      </option>
                    ))}
                  </select>
                  <button type="submit">{ops.move}</button>
                </Form>
              ) : null}
            </div>
          );
        })}
      </section>

      <section className="admin-section" aria-labelledby="readiness">
        <h2 id="readiness">{ops.readinessTitle}</h2>
        <p data-testid="readiness-count">
          <strong>
            {interpolate(ops.readinessCount, { ready: readiness.ready, travellers: readiness.travellers })}
          </strong>
        </p>
        <p className="admin-links">
          <span>{ops.readinessFiles}:</span>
          <a href={`${base}/readiness/export?format=pdf&locale=${locale}`} download>
            {ops.exportPdf}
          </a>
          <a href={`${base}/readiness/export?format=xlsx&locale=${locale}`} download>
            {ops.exportXlsx}
          </a>
        </p>
        <h3>{ops.missingTitle}</h3>
        {readiness.missing.length === 0 ? <p>{ops.readinessAllReady}</p> : null}
        {readiness.missing.length > 0 ? (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="readiness-missing">
              <thead>
                <tr>
                  <th scope="col">{ops.reservation}</th>
                  <th scope="col">{ops.name}</th>
                  <th scope="col">{ops.missing}</th>
                  <th scope="col">{ops.remindColumn}</th>
                </tr>
              </thead>
              <tbody>
                {readiness.missing.flatMap((reservation) =>
                  reservation.passengers.map((p, i) => (
                    <tr key={`${reservation.reservationCode}-${i}`}>
                      <td>
                        <Link to={localizePath(`/admin/reservations/${reservation.reservationCode}`, locale)}>
                          {reservation.reservationCode}
                        </Link>
                      </td>
                      <th scope="row">
                        {p.name ??
                          interpolate(ops.unnamed, { type: passengerTypeShortLabels[p.passengerType][locale] })}
                      </th>
                      <td>{p.issues.map((issue) => readinessIssueLabels[issue][locale]).join(", ")}</td>
                      <td>
                        {i === 0 ? (
                          <Form method="post" className="admin-inline">
                            <input type="hidden" name="intent" value="remind" />
                            <input type="hidden" name="reservationCode" value={reservation.reservationCode} />
                            <ConfirmDialog
                              tone="primary"
                              title={ops.remindTitle}
                              description={interpolate(ops.remindText, { code: reservation.reservationCode })}
                              labels={{ confirm: ops.remindYes, cancel: ops.remindNo }}
                              aria-label={`${ops.remind}: ${reservation.reservationCode}`}
                            >
                              {ops.remind}
                            </ConfirmDialog>
                          </Form>
                        ) : null}
                        {/* Issue 27: on WhatsApp too, when configured and this customer opted in. */}
                        {i === 0 &&
                        readiness.whatsApp?.configured &&
                        readiness.whatsApp.consented.includes(reservation.reservationCode) ? (
                          <Form method="post" className="admin-inline">
                            <input type="hidden" name="intent" value="remind" />
                            <input type="hidden" name="channel" value="whatsapp" />
                            <input type="hidden" name="reservationCode" value={reservation.reservationCode} />
                            <ConfirmDialog
                              tone="primary"
                              title={ops.remindWhatsAppTitle}
                              description={interpolate(ops.remindWhatsAppText, { code: reservation.reservationCode })}
                              labels={{ confirm: ops.remindYes, cancel: ops.remindNo }}
                              aria-label={`${ops.remindWhatsApp}: ${reservation.reservationCode}`}
                            >
                              {ops.remindWhatsApp}
                            </ConfirmDialog>
                          </Form>
                        ) : null}
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        ) : null}
        <h3>{ops.travellersTitle}</h3>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{ops.reservation}</th>
                <th scope="col">{ops.name}</th>
                <th scope="col">{ops.passengerType}</th>
                <th scope="col">{ops.passportExpiry}</th>
                <th scope="col">{ops.visa}</th>
              </tr>
            </thead>
            <tbody>
              {readiness.reservations.flatMap((reservation) =>
                reservation.passengers
                  .filter((p) => p.position !== null)
                  .map((p) => (
                    <tr key={`${reservation.reservationCode}-${p.position}`}>
                      <td>{reservation.reservationCode}</td>
                      <th scope="row">{p.name}</th>
                      <td>{passengerTypeShortLabels[p.passengerType][locale]}</td>
                      <td>{p.passportExpiry ? formatDate(p.passportExpiry, locale) : "—"}</td>
                      <td>
                        <Form method="post" className="admin-inline">
                          <input type="hidden" name="intent" value="visa" />
                          <input type="hidden" name="reservationCode" value={reservation.reservationCode} />
                          <input type="hidden" name="position" value={p.position ?? ""} />
                          <select
                            name="state"
                            defaultValue={p.visaState}
                            aria-label={interpolate(ops.visaLabel, { name: p.name ?? "" })}
                          >
                            {visaStates.map((state) => (
                              <option key={state} value={state}>
                                {visaStateLabels[state][locale]}
                              </option>
                            ))}
                          </select>{" "}
                          <button type="submit">{ops.save}</button>
                        </Form>
                      </td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        </div>
      </section>
    </AdminShell>
  );
}

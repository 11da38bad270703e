import {
  addDays,
  formatMessage,
  interpolate,
  localizePath,
  roomTypes,
  serviceExtras,
  serviceHotelId,
  serviceRequestSchema,
  todayInIstanbul,
} from "@rihla/domain";
import { Button, Field } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { pageNotFound } from "../../.server/notFound";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { FormErrorsBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { errorText } from "../../forms";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale, requestPage } from "../../locale";
import type { Route } from "./+types/service";
import { siteRedirect } from "../../.server/redirects";

/** The page carries a fresh idempotency key and the user's name: never shared, never cached. */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  merged.set("Cache-Control", "private, no-store");
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: interpolate(loaderData.texts.serviceTitle, { hotel: loaderData.hotel.name }) },
        { name: "robots", content: "noindex" },
      ]
    : [];

function hotelIdOf(params: { service: string }, pathname: string): number {
  const id = serviceHotelId(params.service);
  if (id === null) pageNotFound(pathname);
  return id;
}

/**
 * `/reservation/service-{hotel id}` (issue 14): a stay at one of the agency's hotels, with visa
 * and transfer as extras, sent as a service reservation (WAITING) that the agency quotes. A plain
 * form: it works without JavaScript (adding a room is a submit the server answers), and with it
 * the domain's schema checks the fields as the visitor types.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const locale = requestLocale(request);
  const hotelId = hotelIdOf(params, requestPage(request).pathname);
  const hotel = await answerOf(
    api(context, request).api.hotels[":id"].$get({ param: { id: hotelId }, query: { locale } }),
  );
  const today = todayInIstanbul(new Date());
  return {
    locale,
    texts: reservationTexts[locale],
    hotel: { id: hotel.id, name: hotel.name, city: hotel.city, href: localizePath(`/hotel/${hotel.id}`, locale) },
    today,
    constraint: formConstraint("serviceRequest"),
    defaults: {
      hotelId: hotel.id,
      checkIn: addDays(today, 14),
      checkOut: addDays(today, 21),
      rooms: [{ roomType: "DOUBLE" as const, adults: 2, children: 0, babies: 0 }],
      contact: { name: `${user.firstName} ${user.surname}`.trim(), phone: user.phone ?? "", email: user.email },
      locale,
    },
    // One key per form: a double click or a retry is answered with the first reservation.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** `POST /api/reservations/service` with the form's key; the success page on 201. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  hotelIdOf(params, requestPage(request).pathname);
  const form = await request.formData();
  const given = form.get("idempotencyKey");
  const key = typeof given === "string" ? given : "";
  const submission = parseForm(form, serviceRequestSchema);
  // Adding or removing a room (an intent) and refused fields both come back to the form.
  if (submission.status !== "success") {
    return data({ key, result: replyInvalid(submission) }, { status: submission.status === "error" ? 400 : 200 });
  }
  const response = await api(context, request).api.reservations.service.$post({
    header: { "idempotency-key": key },
    json: { ...submission.value, locale },
  });
  if (response.ok) {
    const { code } = await response.json();
    throw siteRedirect(`${localizePath("/tourDetail/reservation-success", locale)}?code=${encodeURIComponent(code)}`);
  }
  const { error } = await response.json();
  return data({ key, result: replyWithApiError(submission, error) }, { status: response.status });
}

export default function ServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { texts: t, locale, hotel, defaults, today } = loaderData;
  const key = actionData?.key || loaderData.idempotencyKey;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm("serviceRequest", loaderData.constraint, actionData?.result, {
    defaultValue: defaults,
  });
  const error = (codes: string[] | undefined) => errorText(codes, locale);
  const rooms = fields.rooms.getFieldList();
  const contact = fields.contact.getFieldset();
  const chosenExtras = new Set([fields.extras.value ?? []].flat());
  const initial = (value: unknown) => (typeof value === "string" ? value : undefined);
  const roomTypeOptions = roomTypes.map((type) => ({ value: type, label: formatMessage(`roomType.${type}`, locale) }));
  return (
    <AccountPage title={interpolate(t.serviceTitle, { hotel: hotel.name })} intro={t.serviceIntro}>
      <p>
        <a href={hotel.href}>{interpolate(t.serviceHotel, { hotel: hotel.name, city: hotel.city })}</a>
      </p>
      <FormErrorsBlock errors={form.errors} locale={locale} />
      <Form method="post" className="service-request" {...formProps}>
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name={fields.hotelId.name} value={hotel.id} />
        <input type="hidden" name={fields.locale.name} value={locale} />
        <div className="service-dates">
          <Field id={fields.checkIn.id} label={t.checkIn} required error={error(fields.checkIn.errors)}>
            {(control) => (
              <input
                {...control}
                type="date"
                name={fields.checkIn.name}
                defaultValue={initial(fields.checkIn.initialValue)}
                min={today}
              />
            )}
          </Field>
          <Field id={fields.checkOut.id} label={t.checkOut} required error={error(fields.checkOut.errors)}>
            {(control) => (
              <input
                {...control}
                type="date"
                name={fields.checkOut.name}
                defaultValue={initial(fields.checkOut.initialValue)}
                min={today}
              />
            )}
          </Field>
        </div>
        <fieldset className="service-rooms">
          <legend>{t.serviceRooms}</legend>
          <p className="field-error">{error(fields.rooms.errors)}</p>
          {rooms.map((room, index) => {
            const line = room.getFieldset();
            const n = index + 1;
            return (
              <fieldset key={room.key} className="service-room" data-testid="service-room">
                <legend>{interpolate(t.serviceRoomCount, { n })}</legend>
                <p className="field-error">{error(room.errors)}</p>
                <Field id={line.roomType.id} label={t.roomType} error={error(line.roomType.errors)}>
                  {(control) => (
                    <select {...control} name={line.roomType.name} defaultValue={initial(line.roomType.initialValue)}>
                      {roomTypeOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={line.adults.id} label={t.adult} hint={t.adultHint} error={error(line.adults.errors)}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      name={line.adults.name}
                      defaultValue={initial(line.adults.initialValue)}
                      min={1}
                      max={4}
                    />
                  )}
                </Field>
                <Field id={line.children.id} label={t.child} hint={t.childHint} error={error(line.children.errors)}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      name={line.children.name}
                      defaultValue={initial(line.children.initialValue)}
                      min={0}
                      max={3}
                    />
                  )}
                </Field>
                <Field id={line.babies.id} label={t.baby} hint={t.babyHint} error={error(line.babies.errors)}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      name={line.babies.name}
                      defaultValue={initial(line.babies.initialValue)}
                      min={0}
                      max={1}
                    />
                  )}
                </Field>
                {rooms.length > 1 ? (
                  <Button
                    tone="outline"
                    type="submit"
                    {...form.remove.getButtonProps({ name: fields.rooms.name, index })}
                    aria-label={interpolate(t.removeServiceRoom, { n })}
                  >
                    {interpolate(t.removeServiceRoom, { n })}
                  </Button>
                ) : null}
              </fieldset>
            );
          })}
          {rooms.length < 10 ? (
            <Button
              tone="outline"
              type="submit"
              {...form.insert.getButtonProps({
                name: fields.rooms.name,
                defaultValue: { roomType: "DOUBLE", adults: 2, children: 0, babies: 0 },
              })}
            >
              {t.addServiceRoom}
            </Button>
          ) : null}
        </fieldset>
        <fieldset className="service-extras">
          <legend>{t.extrasLegend}</legend>
          {serviceExtras.map((extra) => (
            <label key={extra} className="choice">
              <input type="checkbox" name={fields.extras.name} value={extra} defaultChecked={chosenExtras.has(extra)} />{" "}
              {t[`extra.${extra}`]}
            </label>
          ))}
        </fieldset>
        <fieldset className="service-contact">
          <legend>{t.contactLegend}</legend>
          <Field id={contact.name.id} label={t.contactName} required error={error(contact.name.errors)}>
            {(control) => (
              <input
                {...control}
                type="text"
                name={contact.name.name}
                defaultValue={initial(contact.name.initialValue)}
                autoComplete="name"
              />
            )}
          </Field>
          <Field id={contact.phone.id} label={t.contactPhone} required error={error(contact.phone.errors)}>
            {(control) => (
              <input
                {...control}
                type="tel"
                name={contact.phone.name}
                defaultValue={initial(contact.phone.initialValue)}
                autoComplete="tel"
              />
            )}
          </Field>
          <Field id={contact.email.id} label={t.contactEmail} error={error(contact.email.errors)}>
            {(control) => (
              <input
                {...control}
                type="email"
                name={contact.email.name}
                defaultValue={initial(contact.email.initialValue)}
                autoComplete="email"
              />
            )}
          </Field>
        </fieldset>
        <Field id={fields.note.id} label={t.serviceNote} error={error(fields.note.errors)}>
          {(control) => (
            <textarea {...control} name={fields.note.name} defaultValue={initial(fields.note.initialValue)} rows={4} />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t.sendServiceRequest}
        </Button>
      </Form>
    </AccountPage>
  );
}

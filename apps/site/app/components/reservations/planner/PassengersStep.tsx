import type { FieldError, Locale } from "@rihla/domain";
import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import type { ReservationTexts } from "../../../i18n/reservation";
import type { PassengerPlace } from "../../../reservationDraft";
import { PassengerFields, type PassengerChange } from "../PassengerFields";

export interface PassengersStepProps {
  texts: ReservationTexts;
  locale: Locale;
  hiddenFields: Record<string, string>;
  rooms: readonly { roomType: string; adult: number; child: number; baby: number }[];
  places: readonly PassengerPlace[];
  errors: readonly FieldError[];
  hydrated: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: PassengerChange;
  summary: ReactNode;
  actions: ReactNode;
}

/**
 * The second step: every passenger's fields, in one form that posts the whole draft to the
 * route's action (the plain form) or hands it to the machine's guard (`draft.next`).
 */
export function PassengersStep(props: PassengersStepProps) {
  const { texts: t, locale, rooms, hydrated } = props;
  return (
    <Form
      method="post"
      className="reservation-passengers-form reservation-layout"
      noValidate={hydrated}
      onSubmit={props.onSubmit}
    >
      {Object.entries(props.hiddenFields).map(([name, value]) => (
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
      <div className="reservation-main">
        <PassengerFields
          places={props.places}
          errors={props.errors}
          texts={t}
          locale={locale}
          onChange={props.onChange}
        />
      </div>
      {props.summary}
      {props.actions}
    </Form>
  );
}

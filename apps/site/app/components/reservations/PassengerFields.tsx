import {
  countryCodes,
  countryNames,
  formatMessage,
  interpolate,
  type FieldError,
  type Locale,
  type Passenger,
} from "@rihla/domain";
import { Select, TextField } from "@rihla/ui";
import { errorText } from "../../forms";
import type { ReservationTexts } from "../../i18n/reservation";
import { passengerFieldName, type PassengerField, type PassengerPlace } from "../../reservationDraft";

export type PassengerChange = (index: number, values: Partial<Record<PassengerField, string>>) => void;

/**
 * One fieldset per passenger (issue 14): name, surname, gender, birth date, citizenship, TCKN,
 * passport number and expiry, named like the API's body (`rooms[R].passengers[K].field`) so the
 * plain form posts it as is. Values are the draft's; `onChange` hands edits to the machine.
 * The errors are the domain's codes (the machine's check or the server's), worded in the locale.
 */
export function PassengerFields({
  places,
  errors,
  texts: t,
  locale,
  onChange,
}: {
  places: readonly PassengerPlace[];
  errors: readonly FieldError[];
  texts: ReservationTexts;
  locale: Locale;
  onChange?: PassengerChange;
}) {
  const countries = [...countryCodes]
    .sort((a, b) =>
      a === "TUR" ? -1 : b === "TUR" ? 1 : countryNames[a][locale].localeCompare(countryNames[b][locale], locale),
    )
    .map((code) => ({ value: code, label: countryNames[code][locale] }));
  return (
    <div className="passenger-list">
      {places.map((place) => {
        const { passenger, index } = place;
        const error = (field: PassengerField) =>
          errorText(
            errors.filter((e) => e.path === `passengers.${index}.${field}`).map((e) => e.code),
            locale,
          );
        const field = (name: PassengerField) => ({
          id: `passenger-${index}-${name}`,
          name: passengerFieldName(place, name),
          error: error(name),
          onChange: onChange
            ? (event: { currentTarget: { value: string } }) => onChange(index, { [name]: event.currentTarget.value })
            : undefined,
        });
        const value = (name: keyof Passenger) => String(passenger[name] ?? "");
        const legend = interpolate(t.passengerHeading, {
          room: String(place.roomIndex + 1),
          type: formatMessage(`passengerType.${passenger.passengerType}`, locale),
          n: String(place.numberOfType),
        });
        return (
          <fieldset key={index} className="passenger" data-passenger={index}>
            <legend>{legend}</legend>
            <input type="hidden" name={passengerFieldName(place, "passengerType")} value={passenger.passengerType} />
            <TextField
              {...field("name")}
              label={t.name}
              required
              defaultValue={value("name")}
              autoComplete="given-name"
            />
            <TextField
              {...field("surname")}
              label={t.surname}
              required
              defaultValue={value("surname")}
              autoComplete="family-name"
            />
            <Select
              {...field("gender")}
              label={t.gender}
              required
              defaultValue={value("gender")}
              options={[
                { value: "female", label: t.female },
                { value: "male", label: t.male },
              ]}
            />
            <TextField
              {...field("birthDate")}
              label={t.birthDate}
              type="date"
              required
              defaultValue={value("birthDate")}
            />
            <Select
              {...field("citizenship")}
              label={t.citizenship}
              required
              defaultValue={value("citizenship") || "TUR"}
              options={countries}
            />
            <TextField
              {...field("tckn")}
              label={t.tckn}
              inputMode="numeric"
              maxLength={11}
              defaultValue={value("tckn")}
            />
            <TextField
              {...field("passportNumber")}
              label={t.passportNumber}
              required
              defaultValue={value("passportNumber")}
            />
            <TextField
              {...field("passportExpiry")}
              label={t.passportExpiry}
              hint={t.passportHint}
              type="date"
              required
              defaultValue={value("passportExpiry")}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

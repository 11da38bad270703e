import type { SubmissionResult } from "@conform-to/react";
import type { FieldError, Locale, ReservationDraft } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { Form, useNavigation } from "react-router";
import { messageOf } from "../../forms";
import type { ReservationTexts } from "../../i18n/reservation";
import { draftErrors, passengerPlaces } from "../../reservationDraft";
import { PassengerFields } from "./PassengerFields";

/** What `savePassengers` answers when it refuses: the code, the form's reply and the posted draft. */
export interface PassengerRefusal {
  code: string;
  result: SubmissionResult<string[]>;
  draft: ReservationDraft;
}

/**
 * The passengers of a reservation as one plain form (works without JavaScript): the rooms as
 * hidden fields (the plan stays), the passenger fields, a save button. The customer's edit page
 * and the agent's passengers page draw it the same way.
 */
export function PassengerForm({
  draft: saved,
  refusal,
  texts: t,
  locale,
}: {
  draft: ReservationDraft;
  refusal: PassengerRefusal | undefined;
  texts: ReservationTexts;
  locale: Locale;
}) {
  // After a refusal the fields show what was sent (without JavaScript the page is new).
  const draft = refusal ? { ...saved, passengers: refusal.draft.passengers } : saved;
  const busy = useNavigation().state === "submitting";
  const errors: FieldError[] = refusal ? draftErrors(refusal.result.error ?? undefined, draft) : [];
  return (
    <>
      {refusal ? (
        <p role="alert" className="reservation-notice">
          {refusal.code === "VALIDATION_FAILED" ? t.checkFields : messageOf(refusal.code, locale)}
        </p>
      ) : null}
      <Form method="post" className="reservation-passengers-form" key={refusal ? "sent" : "saved"}>
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
    </>
  );
}

import { checkPassport, type PassportCheck as PassportResult } from "@rihla/domain";
import { useState } from "react";
import { Form } from "react-router";
import type { ContentTexts } from "../i18n/content";

export type PassportMessageCode =
  "PASSPORT_TOUR_DATE_REQUIRED" | "PASSPORT_EXPIRY_REQUIRED" | "PASSPORT_NOT_VALID_FOR_TOUR";

export interface PassportValues {
  tourDate: string;
  departure: string;
  expiry: string;
}

export interface PassportCheckProps {
  texts: ContentTexts["passport"];
  /** The three passport messages of the domain in the page's locale (spec §8). */
  messages: Record<PassportMessageCode, string>;
  departures: readonly { date: string; label: string }[];
  /** What the GET form sent (the server answered it; the browser keeps answering as you type). */
  values: PassportValues;
  /** The server's answer to the sent form (null when nothing was asked yet). */
  answer: PassportAnswer | null;
}

export interface PassportAnswer {
  ok: boolean;
  text: string;
}

/** The dates the rule compares: a typed tour date wins over a picked departure. */
export function passportInput(values: PassportValues) {
  return { tourDate: values.tourDate || values.departure, expiryDate: values.expiry };
}

/** Words the domain's answer (spec §8 text when not suitable). */
export function passportAnswerText(
  result: PassportResult,
  texts: ContentTexts["passport"],
  messages: Record<PassportMessageCode, string>,
): PassportAnswer {
  if (result.ok) return { ok: true, text: texts.suitable };
  return { ok: false, text: messages[result.code as PassportMessageCode] ?? result.code };
}

/**
 * Spec §2, §5 passport check. A GET form the server answers (no JavaScript needed); with
 * JavaScript the answer follows every change at once.
 */
export function PassportCheck({ texts, messages, departures, values, answer: sent }: PassportCheckProps) {
  const [current, setCurrent] = useState(values);
  const [answer, setAnswer] = useState(sent);
  const update = (name: keyof PassportValues) => (event: { currentTarget: { value: string } }) => {
    const next = { ...current, [name]: event.currentTarget.value };
    setCurrent(next);
    // The domain's rule, at once (spec §5).
    setAnswer(passportAnswerText(checkPassport(passportInput(next)), texts, messages));
  };
  return (
    <section className="passport-check">
      <Form method="get" className="passport-form" preventScrollReset>
        <div className="passport-field">
          <label htmlFor="passport-tour-date">{texts.tourDate}</label>
          <input
            id="passport-tour-date"
            name="tourDate"
            type="date"
            value={current.tourDate}
            onChange={update("tourDate")}
          />
        </div>
        {departures.length > 0 ? (
          <div className="passport-field">
            <label htmlFor="passport-departure">{texts.orDeparture}</label>
            <select id="passport-departure" name="departure" value={current.departure} onChange={update("departure")}>
              <option value="">{texts.pickDeparture}</option>
              {departures.map((departure) => (
                <option key={departure.label} value={departure.date}>
                  {departure.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="passport-field">
          <label htmlFor="passport-expiry">{texts.expiry}</label>
          <input id="passport-expiry" name="expiry" type="date" value={current.expiry} onChange={update("expiry")} />
        </div>
        <button type="submit" className="content-button">
          {texts.submit}
        </button>
      </Form>
      {answer ? (
        <div
          className={answer.ok ? "passport-answer passport-ok" : "passport-answer passport-fail"}
          role="status"
          data-testid="passport-answer"
        >
          <p>{answer.text}</p>
        </div>
      ) : (
        <div role="status" data-testid="passport-answer" />
      )}
    </section>
  );
}

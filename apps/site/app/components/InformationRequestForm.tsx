import { preferredContactMethods, type Locale } from "@rihla/domain";
import { Button, Field } from "@rihla/ui";
import { Form, useNavigation } from "react-router";
import type { CatalogueTexts } from "../i18n/catalogue";
import { BotCheck } from "./BotCheck";

/**
 * The action's answer, in words: the server turns the domain's codes into the page's language, so
 * the list pages carry no message table (ADR 0012).
 */
export interface InformationRequestAnswer {
  sent: boolean;
  /** Why the request was refused. */
  notice?: string;
  /** Each refused field's words. */
  errors?: Record<string, string>;
  /** What was sent, so a refusal loses nothing. */
  values?: Record<string, string>;
}

interface InformationRequestFormProps {
  locale: Locale;
  texts: CatalogueTexts["request"];
  botCheck: "altcha" | "recaptcha" | "off";
  recaptchaSiteKey: string | null;
  answer: InformationRequestAnswer | undefined;
}

/**
 * Spec §2, the private-Umrah lists: an information request (name, phone, e-mail, how to reach
 * them, the request) that the API stores after its bot check. A plain form checked by the server
 * (the domain's schema), so the list pages carry no form library: it works the same without
 * JavaScript, and a refusal shows its words next to the fields with everything typed kept.
 */
export function InformationRequestForm({
  locale,
  texts: t,
  botCheck,
  recaptchaSiteKey,
  answer,
}: InformationRequestFormProps) {
  const busy = useNavigation().state === "submitting";
  const value = (name: string) => answer?.values?.[name] ?? "";
  const error = (name: string) => answer?.errors?.[name];
  const chosen = value("preferredContact") || "phone";
  return (
    <section aria-labelledby="request-title" className="information-request" data-testid="information-request">
      <h2 id="request-title">{t.title}</h2>
      <p>{t.intro}</p>
      {answer?.sent ? (
        <p role="status" className="request-notice">
          {t.sent}
        </p>
      ) : answer?.notice ? (
        <p role="alert" className="request-notice request-notice-fail">
          {answer.notice}
        </p>
      ) : null}
      <Form method="post" className="request-form" preventScrollReset>
        <Field id="request-name" label={t.name} required error={error("name")}>
          {(control) => (
            <input {...control} name="name" autoComplete="name" required maxLength={100} defaultValue={value("name")} />
          )}
        </Field>
        <Field id="request-phone" label={t.phone} required error={error("phone")}>
          {(control) => (
            <input {...control} name="phone" type="tel" autoComplete="tel" required defaultValue={value("phone")} />
          )}
        </Field>
        <Field id="request-email" label={t.email} error={error("email")}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" defaultValue={value("email")} />
          )}
        </Field>
        <fieldset className="request-preferred">
          <legend>{t.preferred}</legend>
          {preferredContactMethods.map((method) => (
            <label key={method} className="choice">
              <input type="radio" name="preferredContact" value={method} defaultChecked={chosen === method} />{" "}
              {t[`preferred.${method}`]}
            </label>
          ))}
        </fieldset>
        <Field id="request-message" label={t.message} error={error("message")}>
          {(control) => (
            <textarea {...control} name="message" rows={5} maxLength={5000} defaultValue={value("message")} />
          )}
        </Field>
        <BotCheck locale={locale} kind={botCheck} recaptchaSiteKey={recaptchaSiteKey} />
        <Button type="submit" disabled={busy}>
          {t.send}
        </Button>
      </Form>
    </section>
  );
}

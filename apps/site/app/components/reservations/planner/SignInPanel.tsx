import type { ReservationTexts } from "../../../i18n/reservation";

/** A guest's next step: sign in or sign up, and come back to the passengers with the plan kept. */
export function SignInPanel({
  texts: t,
  loginHref,
  signUpHref,
}: {
  texts: ReservationTexts;
  loginHref: string;
  signUpHref: string;
}) {
  return (
    <div className="reservation-sign-in" role="region" aria-labelledby="reservation-sign-in-title">
      <h2 id="reservation-sign-in-title">{t.signInTitle}</h2>
      <p>{t.signInText}</p>
      <p>
        <a className="cta" href={loginHref}>
          {t.signIn}
        </a>{" "}
        <a href={signUpHref}>{t.signUp}</a>
      </p>
    </div>
  );
}

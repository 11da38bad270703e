import { localizePath, signUpSchema } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { authProviders } from "../../.server/providers";
import { api } from "../../.server/api";
import { botCheckOf, formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { landingPathFor, safeRedirect, siteRedirect } from "../../.server/redirects";
import { currentUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { BotCheck } from "../../components/BotCheck";
import { EmailBlock, FormErrorsBlock, NewPasswordBlocks, PhoneBlock, TextBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { useTexts } from "../../i18n";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/sign-up";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["redirect"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = (args) => accountMeta(args, "signUpTitle", { index: true });

const secrets = ["password", "passwordConfirm"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const user = await currentUser(context, request);
  if (user) throw siteRedirect(landingPathFor(user, locale));
  // Where the visitor was going (the reservation planner with its rooms in the address): the
  // sign-in links keep it, so a guest who signs up on the way loses no draft (issue 14).
  const next = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  const login = localizePath("/user/login", locale);
  return {
    locale,
    providers: await authProviders(context),
    constraint: formConstraint("signUp"),
    loginHref: next ? `${login}?redirect=${encodeURIComponent(next)}` : login,
    continues: next !== "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const submission = parseForm(form, signUpSchema);
  // Spec §5: a missing field is 'You have to fill all fields' (the schema's form error); other problems name themselves.
  if (submission.status !== "success") {
    return data({ done: false as const, result: replyInvalid(submission, secrets) }, 400);
  }
  const { firstName, surname, email, phone, password, passwordConfirm, whatsAppOptIn } = submission.value;
  const response = await api(context, request).api.auth.signup.$post({
    json: { ...botCheckOf(form), firstName, surname, email, phone, password, passwordConfirm, whatsAppOptIn, locale },
  });
  if (response.ok) return { done: true as const, result: submission.reply({ resetForm: true }) };
  const { error } = await response.json();
  const fieldCodes = Object.values(error.fields ?? {}).flat();
  const formCode = fieldCodes.includes("REQUIRED") ? "ALL_FIELDS_REQUIRED" : undefined;
  return data(
    { done: false as const, result: replyWithApiError(submission, error, { formCode, hideFields: secrets }) },
    { status: response.status },
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm("signUp", loaderData.constraint, actionData?.result, {
    id: "signup",
  });
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.signUpTitle}>
        <p role="status" className="account-notice">
          {t.messages.SIGNUP_CHECK_EMAIL}
        </p>
        {loaderData.continues ? (
          <p className="account-links">
            <span>
              {t.account.signUpContinue} <Link to={loaderData.loginHref}>{t.account.signUpContinueLink}</Link>
            </span>
          </p>
        ) : null}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.account.signUpTitle} intro={t.account.signUpIntro}>
      <FormErrorsBlock
        errors={form.errors}
        locale={locale}
        fields={[fields.firstName, fields.surname, fields.email, fields.phone, fields.password, fields.passwordConfirm]}
      />
      <Form method="post" className="account-form" {...formProps}>
        <TextBlock meta={fields.firstName} locale={locale} label="firstName" autoComplete="given-name" />
        <TextBlock meta={fields.surname} locale={locale} label="surname" autoComplete="family-name" />
        <EmailBlock meta={fields.email} locale={locale} />
        <PhoneBlock meta={fields.phone} locale={locale} />
        <NewPasswordBlocks
          password={fields.password}
          passwordConfirm={fields.passwordConfirm}
          locale={locale}
          label="password"
        />
        {/* Issue 27: optional and unticked (KVKK); the hint says what is sent and how to withdraw. */}
        <div className="optin">
          <label>
            <input type="checkbox" name="whatsAppOptIn" aria-describedby="optin-hint" />
            {t.account.whatsAppOptIn}
          </label>
          <small id="optin-hint">{t.account.whatsAppOptInHint}</small>
        </div>
        <BotCheck
          locale={locale}
          kind={loaderData.providers.botCheck}
          recaptchaSiteKey={loaderData.providers.recaptchaSiteKey}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.submitSignUp}
        </Button>
      </Form>
      <p className="account-links">
        <span>
          {t.account.haveAccount} <Link to={loaderData.loginHref}>{t.account.loginLink}</Link>
        </span>
      </p>
    </AccountPage>
  );
}

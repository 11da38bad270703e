import { localizePath, parseLocalePath } from "@rihla/domain";
import { Button, FormError, PhoneField, TextField } from "@rihla/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { authProviders } from "../../.server/providers";
import { fieldMessages, formValues, messageOf, sendToApi } from "../../.server/forms";
import { currentUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { BotCheck } from "../../components/BotCheck";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/sign-up";

const fields = ["firstName", "surname", "email", "phone"] as const;

export const meta: Route.MetaFunction = (args) => accountMeta(args, "signUpTitle", { index: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
  if (await currentUser(context, request)) throw redirect(localizePath("/user/dashboard", locale));
  return { locale, providers: await authProviders(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
  const form = await request.formData();
  const values = formValues(form, fields);
  const answer = await sendToApi(context, request, "/api/auth/signup", {
    ...values,
    password: String(form.get("password") ?? ""),
    passwordConfirm: String(form.get("passwordConfirm") ?? ""),
    locale,
    altcha: String(form.get("altcha") ?? ""),
    recaptchaToken: String(form.get("recaptchaToken") ?? ""),
  });
  if (answer.ok) return { done: true as const, values };
  const fieldCodes = Object.values(answer.body.error?.fields ?? {}).flat();
  // Spec §5: a missing field is 'You have to fill all fields'; other problems name themselves.
  const code = fieldCodes.includes("REQUIRED") ? "ALL_FIELDS_REQUIRED" : answer.body.error?.code;
  return data(
    {
      done: false as const,
      values,
      title: messageOf(code, locale),
      errors: fieldMessages(answer.body.error?.fields, locale),
    },
    { status: answer.status },
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.signUpTitle}>
        <p role="status" className="account-notice">
          {t.messages.SIGNUP_CHECK_EMAIL}
        </p>
      </AccountPage>
    );
  }
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  return (
    <AccountPage title={t.account.signUpTitle} intro={t.account.signUpIntro}>
      {actionData && !actionData.done ? (
        <FormError
          title={actionData.title}
          errors={Object.entries(errors).map(([field, message]) => ({ fieldId: `signup-${field}`, message }))}
        />
      ) : null}
      <Form method="post" className="account-form" noValidate>
        <TextField
          id="signup-firstName"
          label={t.account.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={values?.firstName}
          error={errors.firstName}
        />
        <TextField
          id="signup-surname"
          label={t.account.surname}
          name="surname"
          autoComplete="family-name"
          required
          defaultValue={values?.surname}
          error={errors.surname}
        />
        <TextField
          id="signup-email"
          label={t.account.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          error={errors.email}
        />
        <PhoneField
          id="signup-phone"
          label={t.account.phone}
          name="phone"
          countryCode="+90"
          required
          defaultValue={values?.phone}
          error={errors.phone}
        />
        <NewPasswordFields label="password" errors={errors} idPrefix="signup" />
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
          {t.account.haveAccount} <Link to={localizePath("/user/login", locale)}>{t.account.loginLink}</Link>
        </span>
      </p>
    </AccountPage>
  );
}

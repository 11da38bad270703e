import { formatMessage, parseLocalePath } from "@rihla/domain";
import { Button, FormError, TextField } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { authProviders } from "../../.server/providers";
import { fieldMessages, messageOf, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { BotCheck } from "../../components/BotCheck";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/forgot-password";

/** Spec §2: forgot and set password use the wide layout. */
export const handle = { layout: "wide" };

export const meta: Route.MetaFunction = (args) => accountMeta(args, "forgotTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { locale: parseLocalePath(new URL(request.url).pathname).locale, providers: await authProviders(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const answer = await sendToApi(context, request, "/api/auth/forgot-password", {
    email,
    locale,
    altcha: String(form.get("altcha") ?? ""),
    recaptchaToken: String(form.get("recaptchaToken") ?? ""),
  });
  // Spec §8: 'Email is sent to your email address.' / 'There is a problem. Recovery email could not be sent.'
  if (answer.ok) return { sent: true as const, email, message: formatMessage("RECOVERY_EMAIL_SENT", locale) };
  const code = answer.status === 503 ? "RECOVERY_EMAIL_FAILED" : answer.body.error?.code;
  return data(
    {
      sent: false as const,
      email,
      message: messageOf(code, locale),
      errors: fieldMessages(answer.body.error?.fields, locale),
    },
    { status: answer.status },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  if (actionData?.sent) {
    return (
      <AccountPage title={t.account.forgotTitle}>
        <p role="status" className="account-notice">
          {actionData.message}
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.account.forgotTitle} intro={t.account.forgotIntro}>
      {actionData ? <FormError title={actionData.message} /> : null}
      <Form method="post" className="account-form" noValidate>
        <TextField
          label={t.account.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={actionData?.errors.email}
        />
        <BotCheck
          locale={locale}
          kind={loaderData.providers.botCheck}
          recaptchaSiteKey={loaderData.providers.recaptchaSiteKey}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.forgotSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatMessage, forgotPasswordSchema } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { authProviders } from "../../.server/providers";
import { botCheckOf, replyInvalid, replyWithApiError, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { BotCheck } from "../../components/BotCheck";
import { EmailBlock, FormErrorsBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { textsFor } from "../../i18n";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/forgot-password";

/** Spec §2: forgot and set password use the wide layout. */
export const handle = { layout: "wide" };

export const meta: Route.MetaFunction = (args) => accountMeta(args, "forgotTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { locale: requestLocale(request), providers: await authProviders(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ sent: false as const, result: replyInvalid(submission) }, 400);
  const answer = await sendToApi(context, request, "/api/auth/forgot-password", {
    ...botCheckOf(form),
    email: submission.value.email,
    locale,
  });
  // Spec §8: 'Email is sent to your email address.' / 'There is a problem. Recovery email could not be sent.'
  if (answer.ok) return { sent: true as const, result: submission.reply({ resetForm: true }) };
  const formCode = answer.status === 503 ? "RECOVERY_EMAIL_FAILED" : undefined;
  return data(
    { sent: false as const, result: replyWithApiError(submission, answer.body.error, { formCode }) },
    { status: answer.status },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = textsFor(locale);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(forgotPasswordSchema, actionData?.result);
  if (actionData?.sent) {
    return (
      <AccountPage title={t.account.forgotTitle}>
        <p role="status" className="account-notice">
          {formatMessage("RECOVERY_EMAIL_SENT", locale)}
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.account.forgotTitle} intro={t.account.forgotIntro}>
      <FormErrorsBlock errors={form.errors} locale={locale} />
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <EmailBlock meta={fields.email} locale={locale} />
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

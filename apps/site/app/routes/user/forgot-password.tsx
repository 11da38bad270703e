import { formatMessage, forgotPasswordSchema } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { authProviders } from "../../.server/providers";
import { api } from "../../.server/api";
import { botCheckOf, formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { BotCheck } from "../../components/BotCheck";
import { EmailBlock, FormErrorsBlock } from "../../components/FormFields";
import { useRouteAction } from "../../components/useRouteAction";
import { unused, usePasswordReset } from "../../components/usePasswordReset";
import { useSchemaForm } from "../../components/useSchemaForm";
import { refusalOf, withErrors } from "../../forms";
import { useTexts } from "../../i18n";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "forgotTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    locale: requestLocale(request),
    providers: await authProviders(context),
    constraint: formConstraint("forgotPassword"),
  };
}

/** The source of truth, for the plain form (no JavaScript) and for the machine's actor alike. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== "success") return data({ sent: false as const, result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api.auth["forgot-password"].$post({
    json: { ...botCheckOf(form), email: submission.value.email, locale },
  });
  // Spec §8: 'Email is sent to your email address.' The mail is queued, so sending never fails here
  // (the outbox worker retries); a refusal is the bot check, the rate limit or a field.
  if (response.ok) return { sent: true as const, result: submission.reply({ resetForm: true }) };
  const { error } = await response.json();
  return data({ sent: false as const, result: replyWithApiError(submission, error) }, { status: response.status });
}

/**
 * With JavaScript the passwordReset machine runs the flow (ADR 0008): the form's schema check
 * passes, the machine's guard checks again with the same schema, its `requestReset` actor posts
 * to this route's action and its states (editing, sending, sent, failed) draw the page. Without
 * JavaScript the form posts to the same action and the page shows its answer.
 */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const navigating = useNavigation().state === "submitting";
  const callAction = useRouteAction<{ sent: boolean; result?: Parameters<typeof refusalOf>[0] }>();
  const { view, send, machine } = usePasswordReset("request", {
    async requestReset(input) {
      const form = new FormData();
      form.set("email", input.email);
      for (const [name, value] of Object.entries(input.botCheck)) if (value) form.set(name, value);
      const answer = await callAction(form);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the machine reads the refusal's codes from the actor's error
      if (!answer.sent) throw refusalOf(answer.result);
    },
    setPassword: unused,
  });
  const [form, fields, formProps] = useSchemaForm("forgotPassword", loaderData.constraint, actionData?.result, {
    onSubmit(event, { formData, submission, validate }) {
      // Until the machine runs, the form posts to the action.
      if (submission.status !== "success" || !send) return;
      event.preventDefault();
      const botCheck = validate("botCheck", formData);
      send({
        type: "reset.request",
        email: submission.value.email,
        ...(botCheck.status === "success" ? { botCheck: botCheck.value } : {}),
      });
    },
  });
  const busy = navigating || view.busy;
  const { notice, fieldErrors } = view;
  return (
    <>
      {machine}
      {actionData?.sent || view.finished ? (
        <AccountPage title={t.account.forgotTitle}>
          <p role="status" className="account-notice" data-flow={view.flow}>
            {formatMessage("RECOVERY_EMAIL_SENT", locale)}
          </p>
        </AccountPage>
      ) : (
        <AccountPage title={t.account.forgotTitle} intro={t.account.forgotIntro}>
          <FormErrorsBlock errors={form.errors ?? (notice ? [notice] : undefined)} locale={locale} />
          <Form method="post" className="account-form" data-flow={view.flow} {...formProps}>
            <EmailBlock meta={withErrors(fields.email, fieldErrors.email)} locale={locale} />
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
      )}
    </>
  );
}

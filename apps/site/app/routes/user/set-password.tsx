import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatMessage, localizePath, setPasswordSchema } from "@rihla/domain";
import { passwordResetMachine } from "@rihla/machines";
import { Button } from "@rihla/ui";
import { useMachine } from "@xstate/react";
import { data, Form, Link, useNavigation } from "react-router";
import { fromPromise } from "xstate";
import { replyInvalid, replyWithApiError, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { FormErrorsBlock, NewPasswordBlocks } from "../../components/FormFields";
import { useRouteAction } from "../../components/useRouteAction";
import { useSchemaForm } from "../../components/useSchemaForm";
import { refusalOf, withErrors } from "../../forms";
import { useTexts } from "../../i18n";
import { requestLocale } from "../../locale";
import { flowName } from "../../machines";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "setPasswordTitle");

const secrets = ["password", "passwordConfirm"];

export function loader({ request }: Route.LoaderArgs) {
  return { locale: requestLocale(request), token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: setPasswordSchema });
  if (submission.status !== "success") {
    return data({ done: false as const, result: replyInvalid(submission, secrets) }, 400);
  }
  const { token, password, passwordConfirm } = submission.value;
  const answer = await sendToApi(context, request, "/api/auth/set-password", { token, password, passwordConfirm });
  if (answer.ok) return { done: true as const, result: submission.reply({ resetForm: true }) };
  return data(
    { done: false as const, result: replyWithApiError(submission, answer.body.error, { hideFields: secrets }) },
    { status: answer.status },
  );
}

/**
 * With JavaScript the passwordReset machine (mode `set`) runs the flow: its guard checks the new
 * password with the domain's setPasswordSchema, its `setPassword` actor posts to this route's
 * action, and `done` shows the success. Without JavaScript the form posts to the same action.
 */
export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, token } = loaderData;
  const t = useTexts();
  const navigating = useNavigation().state === "submitting";
  const callAction = useRouteAction<{ done: boolean; result?: Parameters<typeof refusalOf>[0] }>();
  const [state, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        setPassword: fromPromise(async ({ input }) => {
          const form = new FormData();
          form.set("token", input.token);
          form.set("password", input.password);
          form.set("passwordConfirm", input.passwordConfirm);
          const answer = await callAction(form);
          if (!answer.done) throw refusalOf(answer.result);
        }),
      },
    }),
    { input: { mode: "set" } },
  );
  const [form, fields] = useSchemaForm(setPasswordSchema, actionData?.result, {
    onSubmit(event, { submission }) {
      if (submission?.status !== "success") return;
      event.preventDefault();
      send({ type: "reset.setPassword", ...submission.value });
    },
  });
  const busy = navigating || state.hasTag("busy");
  const { notice, fieldErrors } = state.context;
  if (actionData?.done || state.matches({ set: "done" })) {
    return (
      <AccountPage title={t.account.setPasswordTitle}>
        <p role="status" className="account-notice" data-flow={flowName(state.value)}>
          {formatMessage("PASSWORD_CHANGED", locale)}
        </p>
        <Link className="cta" to={localizePath("/user/login", locale)}>
          {t.account.loginLink}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.account.setPasswordTitle}>
      <FormErrorsBlock errors={form.errors ?? (notice ? [notice] : undefined)} locale={locale} />
      <Form method="post" className="account-form" data-flow={flowName(state.value)} {...getFormProps(form)}>
        <input type="hidden" name={fields.token.name} value={token} />
        <NewPasswordBlocks
          password={withErrors(fields.password, fieldErrors.password)}
          passwordConfirm={withErrors(fields.passwordConfirm, fieldErrors.passwordConfirm)}
          locale={locale}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.setPasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatMessage, localizePath, setPasswordSchema } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { replyInvalid, replyWithApiError, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { FormErrorsBlock, NewPasswordBlocks } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { textsFor } from "../../i18n";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/set-password";

export const handle = { layout: "wide" };

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

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, token } = loaderData;
  const t = textsFor(locale);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(setPasswordSchema, actionData?.result);
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.setPasswordTitle}>
        <p role="status" className="account-notice">
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
      <FormErrorsBlock errors={form.errors} locale={locale} />
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <input type="hidden" name={fields.token.name} value={token} />
        <NewPasswordBlocks password={fields.password} passwordConfirm={fields.passwordConfirm} locale={locale} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.setPasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

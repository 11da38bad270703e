import { changePasswordSchema, localizePath } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { api } from "../../.server/api";
import { cookieHeaders, formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { FormErrorsBlock, NewPasswordBlocks, PasswordBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { useTexts } from "../../i18n";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "changePasswordTitle");

const secrets = ["currentPassword", "password", "passwordConfirm"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { locale: requestLocale(request), constraint: formConstraint("changePassword") };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await request.formData();
  const submission = parseForm(form, changePasswordSchema);
  if (submission.status !== "success") {
    return data({ done: false as const, result: replyInvalid(submission, secrets) }, 400);
  }
  const response = await api(context, request).api.user.password.$put({ json: submission.value });
  if (response.ok) {
    return data(
      { done: true as const, result: submission.reply({ resetForm: true }) },
      { headers: cookieHeaders(response.headers.getSetCookie()) },
    );
  }
  const { error } = await response.json();
  return data(
    { done: false as const, result: replyWithApiError(submission, error, { hideFields: secrets }) },
    { status: response.status },
  );
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm("changePassword", loaderData.constraint, actionData?.result);
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.changePasswordTitle}>
        <p role="status" className="account-notice">
          {t.messages.PASSWORD_CHANGED}
        </p>
        <Link to={localizePath("/user/settings", locale)}>{t.messages["menu.settings"]}</Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.account.changePasswordTitle}>
      <FormErrorsBlock errors={form.errors} locale={locale} />
      <Form method="post" className="account-form" {...formProps}>
        <PasswordBlock meta={fields.currentPassword} locale={locale} label="currentPassword" />
        <NewPasswordBlocks password={fields.password} passwordConfirm={fields.passwordConfirm} locale={locale} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.changePasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

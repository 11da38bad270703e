import { localizePath, parseLocalePath } from "@rihla/domain";
import { Button, FormError, PasswordField } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { cookieHeaders, fieldMessages, messageOf, sendToApi } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "changePasswordTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { locale: parseLocalePath(new URL(request.url).pathname).locale };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
  const form = await request.formData();
  const answer = await sendToApi(
    context,
    request,
    "/api/user/password",
    {
      currentPassword: String(form.get("currentPassword") ?? ""),
      password: String(form.get("password") ?? ""),
      passwordConfirm: String(form.get("passwordConfirm") ?? ""),
    },
    "PUT",
  );
  if (answer.ok) return data({ done: true as const }, { headers: cookieHeaders(answer.cookies) });
  return data(
    {
      done: false as const,
      message: messageOf(answer.body.error?.code, locale),
      errors: fieldMessages(answer.body.error?.fields, locale),
    },
    { status: answer.status },
  );
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
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
  const errors = actionData?.errors ?? {};
  return (
    <AccountPage title={t.account.changePasswordTitle}>
      {actionData ? <FormError title={actionData.message} /> : null}
      <Form method="post" className="account-form" noValidate>
        <PasswordField
          label={t.account.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          showLabel={t.account.show}
          hideLabel={t.account.hide}
          error={errors.currentPassword}
        />
        <NewPasswordFields label="newPassword" errors={errors} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.changePasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

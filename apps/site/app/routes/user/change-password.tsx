import { formatMessage, localizePath } from "@rihla/domain";
import { Button, FormError, PasswordField } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { cookieHeaders, fieldMessages, messageOf, sendToApi } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { textsFor } from "../../i18n";
import type { Route } from "./+types/change-password";
import { requestLocale } from "../../locale";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "changePasswordTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { locale: requestLocale(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
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
  const t = textsFor(locale);
  const busy = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.changePasswordTitle}>
        <p role="status" className="account-notice">
          {formatMessage("PASSWORD_CHANGED", locale)}
        </p>
        <Link to={localizePath("/user/settings", locale)}>{formatMessage("menu.settings", locale)}</Link>
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
        <NewPasswordFields locale={locale} label="newPassword" errors={errors} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.changePasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

import { formatMessage, localizePath } from "@rihla/domain";
import { Button, FormError } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { fieldMessages, messageOf, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { textsFor } from "../../i18n";
import type { Route } from "./+types/set-password";
import { requestLocale } from "../../locale";

export const handle = { layout: "wide" };

export const meta: Route.MetaFunction = (args) => accountMeta(args, "setPasswordTitle");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: requestLocale(request), token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const answer = await sendToApi(context, request, "/api/auth/set-password", {
    token: String(form.get("token") ?? ""),
    password: String(form.get("password") ?? ""),
    passwordConfirm: String(form.get("passwordConfirm") ?? ""),
  });
  if (answer.ok) return { done: true as const };
  return data(
    {
      done: false as const,
      message: messageOf(answer.body.error?.code, locale),
      errors: fieldMessages(answer.body.error?.fields, locale),
    },
    { status: answer.status },
  );
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, token } = loaderData;
  const t = textsFor(locale);
  const busy = useNavigation().state === "submitting";
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
  const errors = actionData?.errors ?? {};
  return (
    <AccountPage title={t.account.setPasswordTitle}>
      {actionData ? <FormError title={actionData.message} /> : null}
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields locale={locale} label="newPassword" errors={errors} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.setPasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

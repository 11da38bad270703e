import { localizePath, parseLocalePath } from "@rihla/domain";
import { Button, FormError } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { fieldMessages, messageOf, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/set-password";

export const handle = { layout: "wide" };

export const meta: Route.MetaFunction = (args) => accountMeta(args, "setPasswordTitle");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: parseLocalePath(url.pathname).locale, token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
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
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AccountPage title={t.account.setPasswordTitle}>
        <p role="status" className="account-notice">
          {t.messages.PASSWORD_CHANGED}
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
        <NewPasswordFields label="newPassword" errors={errors} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.setPasswordSubmit}
        </Button>
      </Form>
    </AccountPage>
  );
}

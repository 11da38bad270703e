import { formatMessage, localizePath, parseLocalePath } from "@rihla/domain";
import { Button, TextField } from "@rihla/ui";
import { Form, Link, useNavigation } from "react-router";
import { messageOf, sendToApi } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/confirm-account";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "confirmTitle");

/** Spec §4: the link of the confirmation mail activates the account (single use, 24 h). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = parseLocalePath(url.pathname).locale;
  const token = url.searchParams.get("token") ?? "";
  if (!token) return { locale, confirmed: false, message: messageOf("TOKEN_INVALID", locale) };
  const answer = await sendToApi(context, request, "/api/auth/confirm", { token });
  return answer.ok
    ? { locale, confirmed: true, message: formatMessage("ACCOUNT_CONFIRMED", locale) }
    : { locale, confirmed: false, message: messageOf(answer.body.error?.code, locale) };
}

/** A new link for an unconfirmed account; the same answer whether or not the address exists. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = parseLocalePath(new URL(request.url).pathname).locale;
  const form = await request.formData();
  await sendToApi(context, request, "/api/auth/resend-confirmation", {
    email: String(form.get("email") ?? ""),
    locale,
  });
  return { resent: formatMessage("CONFIRMATION_RESENT", locale) };
}

export default function ConfirmAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, confirmed, message } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountPage title={t.account.confirmTitle}>
      <p role="status" className={confirmed ? "account-notice" : "account-warning"}>
        {message}
      </p>
      {confirmed ? (
        <Link className="cta" to={localizePath("/user/login", locale)}>
          {t.account.loginLink}
        </Link>
      ) : actionData ? (
        <p role="status" className="account-notice">
          {actionData.resent}
        </p>
      ) : (
        <Form method="post" className="account-form">
          <h2>{t.account.resendTitle}</h2>
          <TextField label={t.account.email} name="email" type="email" autoComplete="email" required />
          <Button type="submit" disabled={busy}>
            {t.account.resendSubmit}
          </Button>
        </Form>
      )}
    </AccountPage>
  );
}

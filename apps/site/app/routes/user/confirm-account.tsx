import { forgotPasswordSchema, formatMessage, localizePath } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { api } from "../../.server/api";
import { formConstraint, messageOf, parseForm, replyInvalid } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { EmailBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/confirm-account";
import { requestLocale } from "../../locale";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["token"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = (args) => accountMeta(args, "confirmTitle");

/** Spec §4: the link of the confirmation mail activates the account (single use, 24 h). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const token = url.searchParams.get("token") ?? "";
  const constraint = formConstraint("forgotPassword");
  if (!token) return { locale, constraint, confirmed: false, message: messageOf("TOKEN_INVALID", locale) };
  const response = await api(context, request).api.auth.confirm.$post({ json: { token } });
  if (response.ok) return { locale, constraint, confirmed: true, message: formatMessage("ACCOUNT_CONFIRMED", locale) };
  const { error } = await response.json();
  return { locale, constraint, confirmed: false, message: messageOf(error.code, locale) };
}

/** A new link for an unconfirmed account; the same answer whether or not the address exists. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const submission = parseForm(await request.formData(), forgotPasswordSchema);
  if (submission.status !== "success") return data({ resent: null, result: replyInvalid(submission) }, 400);
  await api(context, request).api.auth["resend-confirmation"].$post({
    json: { email: submission.value.email, locale },
  });
  return { resent: formatMessage("CONFIRMATION_RESENT", locale), result: submission.reply({ resetForm: true }) };
}

export default function ConfirmAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, confirmed, message } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  const [, fields, formProps] = useSchemaForm("forgotPassword", loaderData.constraint, actionData?.result);
  return (
    <AccountPage title={t.account.confirmTitle}>
      <p role="status" className={confirmed ? "account-notice" : "account-warning"}>
        {message}
      </p>
      {confirmed ? (
        <Link className="cta" to={localizePath("/user/login", locale)}>
          {t.account.loginLink}
        </Link>
      ) : actionData?.resent ? (
        <p role="status" className="account-notice">
          {actionData.resent}
        </p>
      ) : (
        <Form method="post" className="account-form" {...formProps}>
          <h2>{t.account.resendTitle}</h2>
          <EmailBlock meta={fields.email} locale={locale} />
          <Button type="submit" disabled={busy}>
            {t.account.resendSubmit}
          </Button>
        </Form>
      )}
    </AccountPage>
  );
}

import { formatMessage, localizePath, loginSchema, type MessageParams } from "@rihla/domain";
import { Button, FormError, Toaster } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { api } from "../../.server/api";
import { cookieHeaders, formConstraint, messageOf, parseForm, replyWithApiError } from "../../.server/forms";
import { landingPathFor, safeRedirect, siteRedirect } from "../../.server/redirects";
import { authProviders } from "../../.server/providers";
import { referralFrom, storeReferral } from "../../.server/referral";
import { currentUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { EmailBlock, PasswordBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { useActionToast } from "../../components/useActionToast";
import { metaTexts, useTexts } from "../../i18n";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/login";
import { requestLocale } from "../../locale";
import type { RouteHandle } from "../../routeHandle";
import { rootMatchData } from "../../rootData";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["redirect", "loginSuccess", "loginError"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = metaTexts(matches);
  const root = rootMatchData(matches);
  if (!t) return [];
  return pageMeta({
    title: t.account.loginTitle,
    description: t.account.loginIntro,
    origin: root?.origin ?? "",
    pathname: location.pathname,
    siteName: t.common.siteName,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  // Only a same-site `redirect` counts; without one each role lands in its own area (issue 22).
  const requested = safeRedirect(url.searchParams.get("redirect"), "");
  // Back from Google: the API has set the session cookie; confirm it (§7 /auth/login/success).
  if (url.searchParams.has("loginSuccess")) {
    const answer = await api(context, request).auth.login.success.$get();
    if (answer.ok) throw siteRedirect(requested || landingPathFor((await answer.json()).user, locale));
  }
  const user = await currentUser(context, request);
  if (user) throw siteRedirect(requested || landingPathFor(user, locale));
  const providers = await authProviders(context);
  // A failed Google round trip comes back as ?loginError=<code> (docs/accounts-api.md).
  const loginError = url.searchParams.get("loginError");
  return {
    locale,
    redirectTo: requested,
    constraint: formConstraint("login"),
    googleHref: providers.google
      ? `/auth/google?ref=${encodeURIComponent(referralFrom(request) ?? "")}&locale=${locale}`
      : null,
    errorToast: loginError
      ? {
          type: "fail" as const,
          title: formatMessage("ERROR_TITLE", locale),
          text: messageOf(loginError, locale, "LOGIN_FAILED"),
        }
      : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const submission = parseForm(form, loginSchema);
  // Spec §8: the server's message (its code in the page's language; its own words for a code the
  // site does not know), else 'Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin.'
  const failure = (code: string | undefined, status: number, params?: MessageParams, serverMessage?: string) =>
    data(
      {
        result: replyWithApiError(submission, undefined, {
          formCode: code ?? "LOGIN_FAILED",
          hideFields: ["password"],
        }),
        toast: {
          type: "fail" as const,
          title: formatMessage("ERROR_TITLE", locale),
          text: messageOf(code, locale, serverMessage || "LOGIN_FAILED", params),
        },
      },
      { status },
    );
  // Spec §5: a login without a password (or an address) makes no call.
  if (submission.status !== "success") return failure("LOGIN_FAILED", 400);
  const response = await api(context, request).auth.local.$post({ json: submission.value });
  if (!response.ok) {
    const { error } = await response.json();
    return failure(error.code, response.status, error.params, error.message);
  }
  const { token, user } = await response.json();
  const cookies = [...response.headers.getSetCookie(), ...(await storeReferral(context, request, user, token))];
  const back = form.get("redirect");
  const target = safeRedirect(typeof back === "string" ? back : null, landingPathFor(user, locale));
  throw siteRedirect(target, { headers: cookieHeaders(cookies) });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, redirectTo, googleHref, errorToast } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  const failure = actionData?.toast ?? errorToast;
  const { toasts, dismiss } = useActionToast(failure);
  const [, fields, formProps] = useSchemaForm("login", loaderData.constraint, actionData?.result);
  return (
    <AccountPage title={t.account.loginTitle} intro={t.account.loginIntro}>
      {/* The toast's words in the page too: they stay, and a browser without JavaScript shows them. */}
      {failure ? <FormError title={failure.text} /> : null}
      <Form method="post" className="account-form" {...formProps}>
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <EmailBlock meta={fields.email} locale={locale} />
        <PasswordBlock meta={fields.password} locale={locale} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t.account.working : t.account.submitLogin}
        </Button>
      </Form>
      {googleHref ? (
        <>
          <p className="account-or">{t.account.or}</p>
          <a className="account-google" href={googleHref}>
            {t.account.withGoogle}
          </a>
        </>
      ) : null}
      <p className="account-links">
        <Link to={localizePath("/user/forgotPassword", locale)}>{t.account.forgotLink}</Link>
        <span>
          {t.account.noAccount} <Link to={localizePath("/user/signUp", locale)}>{t.account.signUpLink}</Link>
        </span>
      </p>
      <Toaster toasts={toasts} onDismiss={dismiss} closeLabel={t.messages.CLOSE} regionLabel={t.account.loginTitle} />
    </AccountPage>
  );
}

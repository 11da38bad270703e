import { formatMessage, localizePath, setPasswordSchema } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { api } from "../../.server/api";
import { formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { FormErrorsBlock, NewPasswordBlocks } from "../../components/FormFields";
import { useRouteAction } from "../../components/useRouteAction";
import { unused, usePasswordReset } from "../../components/usePasswordReset";
import { useSchemaForm } from "../../components/useSchemaForm";
import { refusalOf, withErrors } from "../../forms";
import { useTexts } from "../../i18n";
import { requestLocale } from "../../locale";
import { safeRedirect } from "../../.server/redirects";
import type { Route } from "./+types/set-password";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["token", "redirect"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = (args) => accountMeta(args, "setPasswordTitle");

const secrets = ["password", "passwordConfirm"];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  // An invitation (issue 22) names the page it was sent for: signing in then leads there.
  const next = safeRedirect(url.searchParams.get("redirect"), "");
  const login = localizePath("/user/login", locale);
  return {
    locale,
    token: url.searchParams.get("token") ?? "",
    loginHref: next ? `${login}?${new URLSearchParams({ redirect: next })}` : login,
    constraint: formConstraint("setPassword"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, setPasswordSchema);
  if (submission.status !== "success") {
    return data({ done: false as const, result: replyInvalid(submission, secrets) }, 400);
  }
  const { token, password, passwordConfirm } = submission.value;
  const response = await api(context, request).api.auth["set-password"].$post({
    json: { token, password, passwordConfirm },
  });
  if (response.ok) return { done: true as const, result: submission.reply({ resetForm: true }) };
  const { error } = await response.json();
  return data(
    { done: false as const, result: replyWithApiError(submission, error, { hideFields: secrets }) },
    { status: response.status },
  );
}

/**
 * With JavaScript the passwordReset machine (mode `set`) runs the flow: its guard checks the new
 * password with the domain's setPasswordSchema, its `setPassword` actor posts to this route's
 * action, and `done` shows the success. Without JavaScript the form posts to the same action.
 */
export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, token, loginHref } = loaderData;
  const t = useTexts();
  const navigating = useNavigation().state === "submitting";
  const callAction = useRouteAction<{ done: boolean; result?: Parameters<typeof refusalOf>[0] }>();
  const { view, send, machine } = usePasswordReset("set", {
    requestReset: unused,
    async setPassword(input) {
      const form = new FormData();
      form.set("token", input.token);
      form.set("password", input.password);
      form.set("passwordConfirm", input.passwordConfirm);
      const answer = await callAction(form);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the machine reads the refusal's codes from the actor's error
      if (!answer.done) throw refusalOf(answer.result);
    },
  });
  const [form, fields, formProps] = useSchemaForm("setPassword", loaderData.constraint, actionData?.result, {
    onSubmit(event, { submission }) {
      // Until the machine runs, the form posts to the action.
      if (submission.status !== "success" || !send) return;
      event.preventDefault();
      send({ type: "reset.setPassword", ...submission.value });
    },
  });
  const busy = navigating || view.busy;
  const { notice, fieldErrors } = view;
  return (
    <>
      {machine}
      {actionData?.done || view.finished ? (
        <AccountPage title={t.account.setPasswordTitle}>
          <p role="status" className="account-notice" data-flow={view.flow}>
            {formatMessage("PASSWORD_CHANGED", locale)}
          </p>
          <Link className="cta" to={loginHref}>
            {t.account.loginLink}
          </Link>
        </AccountPage>
      ) : (
        <AccountPage title={t.account.setPasswordTitle}>
          <FormErrorsBlock errors={form.errors ?? (notice ? [notice] : undefined)} locale={locale} />
          <Form method="post" className="account-form" data-flow={view.flow} {...formProps}>
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
      )}
    </>
  );
}

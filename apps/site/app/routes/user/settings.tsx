import { type SubmissionResult } from "@conform-to/react";
import { formatDateTime, formatMessage, interpolate, localizePath, profileSchema } from "@rihla/domain";
import { Button, FormError } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { cookieHeaders, formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { EmailBlock, PhoneBlock, TextBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { errorText, messageOf } from "../../forms";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/settings";
import { requestLocale } from "../../locale";
import { siteRedirect } from "../../.server/redirects";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "settingsTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const client = api(context, request).api.user;
  const [{ data: sessions }, whatsApp] = await Promise.all([
    answerOf(client.sessions.$get()),
    answerOf(client["whatsapp-consent"].$get()),
  ]);
  return { locale: requestLocale(request), user, sessions, whatsApp, constraint: formConstraint("profile") };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "endSession") {
    const sessionId = form.get("sessionId");
    const id = typeof sessionId === "string" ? sessionId : "";
    const response = await api(context, request).api.user.sessions[":id"].$delete({ param: { id } });
    if (!response.ok) {
      const { error } = await response.json();
      return { intent, ok: false, message: messageOf(error.code, locale) };
    }
    // Ending this device's own session is a logout.
    if (form.get("current") === "true") {
      throw siteRedirect(localizePath("/user/login", locale), {
        headers: cookieHeaders(response.headers.getSetCookie()),
      });
    }
    return { intent, ok: true, message: "" };
  }
  if (intent === "whatsAppWithdraw") {
    // Issue 27: one button, as easy as the box that gave it; the API records who and when.
    const response = await api(context, request).api.user["whatsapp-consent"].$delete();
    // The page words the success itself (its texts are already there).
    const message = response.ok ? "" : messageOf((await response.json()).error.code, locale);
    return data({ intent, ok: response.ok, message }, { status: response.status });
  }
  if (intent === "photo") {
    const photo = form.get("photo");
    const response = await api(context, request).api.user.photo.$post({
      form: { photo: photo instanceof File && photo.size > 0 ? photo : undefined },
    });
    const message = response.ok
      ? formatMessage("PROFILE_SAVED", locale)
      : messageOf((await response.json()).error.code, locale);
    return data({ intent, ok: response.ok, message }, { status: response.status });
  }
  const submission = parseForm(form, profileSchema);
  if (submission.status !== "success") {
    return data({ intent: "profile" as const, ok: false, message: "", result: replyInvalid(submission) }, 400);
  }
  const response = await api(context, request).api.user.profile.$put({ json: submission.value });
  const result = response.ok ? submission.reply() : replyWithApiError(submission, (await response.json()).error);
  return data(
    {
      intent: "profile" as const,
      ok: response.ok,
      message: response.ok ? formatMessage("PROFILE_SAVED", locale) : "",
      result,
    },
    { status: response.status },
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, user, sessions } = loaderData;
  const t = useTexts();
  const busy = useNavigation().state === "submitting";
  const result = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const profile = result("profile");
  const lastResult =
    actionData && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined;
  const [form, fields, formProps] = useSchemaForm("profile", loaderData.constraint, lastResult, { id: "profile" });
  return (
    <AccountPage title={t.account.settingsTitle}>
      <section aria-labelledby="profile-title" className="account-section">
        <h2 id="profile-title">{t.account.profileTitle}</h2>
        {profile ? (
          profile.ok ? (
            <p role="status" className="account-notice">
              {profile.message}
            </p>
          ) : (
            <FormError title={errorText(form.errors, locale) ?? messageOf(undefined, locale)} />
          )
        ) : null}
        <Form method="post" className="account-form" {...formProps}>
          <input type="hidden" name="intent" value="profile" />
          <EmailBlock meta={{ id: "profile-email", name: "email" }} fallback={user.email} locale={locale} readOnly />
          <TextBlock
            meta={fields.firstName}
            fallback={user.firstName}
            locale={locale}
            label="firstName"
            autoComplete="given-name"
          />
          <TextBlock
            meta={fields.surname}
            fallback={user.surname}
            locale={locale}
            label="surname"
            autoComplete="family-name"
          />
          <PhoneBlock meta={fields.phone} fallback={user.phone ?? ""} locale={locale} />
          <Button type="submit" disabled={busy}>
            {t.account.saveProfile}
          </Button>
        </Form>
        <p>
          <Link to={localizePath("/user/account/changePassword", locale)}>{t.account.changePasswordLink}</Link>
        </p>
      </section>
      <section aria-labelledby="photo-title" className="account-section">
        <h2 id="photo-title">{t.account.photoTitle}</h2>
        {user.photoUrl ? <img className="account-photo" src={user.photoUrl} alt="" width={96} height={96} /> : null}
        {result("photo") ? (
          <p role="status" className={result("photo")?.ok ? "account-notice" : "account-warning"}>
            {result("photo")?.message}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="account-form">
          <input type="hidden" name="intent" value="photo" />
          <label className="account-file">
            {t.account.photoLabel}
            <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" required />
          </label>
          <Button type="submit" tone="outline" disabled={busy}>
            {t.account.photoSubmit}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="whatsapp-title" className="account-section">
        <h2 id="whatsapp-title">{t.account.whatsAppTitle}</h2>
        {result("whatsAppWithdraw") ? (
          <p role="status" className={result("whatsAppWithdraw")?.ok ? "account-notice" : "account-warning"}>
            {result("whatsAppWithdraw")?.message || t.account.whatsAppWithdrawn}
          </p>
        ) : null}
        {loaderData.whatsApp.active ? (
          <Form method="post" className="account-form">
            <p>
              {interpolate(t.account.whatsAppActive, {
                phone: loaderData.whatsApp.active.phone,
                date: formatDateTime(loaderData.whatsApp.active.optedInAt, locale),
              })}
            </p>
            <input type="hidden" name="intent" value="whatsAppWithdraw" />
            <Button type="submit" tone="outline" disabled={busy}>
              {t.account.whatsAppWithdraw}
            </Button>
          </Form>
        ) : (
          <p>{t.account.whatsAppNone}</p>
        )}
      </section>
      <section aria-labelledby="sessions-title" className="account-section">
        <h2 id="sessions-title">{t.account.sessionsTitle}</h2>
        <ul className="account-sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.current ? t.account.sessionCurrent : (session.userAgent ?? "—")}</strong>
                <span>
                  {t.account.sessionStarted}: {formatDateTime(session.createdAt, locale)} · {t.account.sessionLastSeen}:{" "}
                  {formatDateTime(session.lastSeenAt, locale)}
                </span>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="endSession" />
                <input type="hidden" name="sessionId" value={session.id} />
                <input type="hidden" name="current" value={String(session.current)} />
                <Button type="submit" tone="ghost" size="small">
                  {t.account.sessionEnd}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </AccountPage>
  );
}

import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatDateTime, formatMessage, localizePath, profileSchema } from "@rihla/domain";
import { Button, FormError } from "@rihla/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { apiFetch, apiGet } from "../../.server/api";
import { cookieHeaders, replyInvalid, replyWithApiError, sendToApi, formConstraint } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { EmailBlock, PhoneBlock, TextBlock } from "../../components/FormFields";
import { useSchemaForm } from "../../components/useSchemaForm";
import { errorText, messageOf } from "../../forms";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/settings";
import { requestLocale } from "../../locale";

interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, "settingsTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data: sessions } = await apiGet<{ data: SessionRow[] }>(context, "/api/user/sessions", request);
  return { locale: requestLocale(request), user, sessions, constraint: formConstraint("profile") };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "endSession") {
    const sessionId = form.get("sessionId");
    const id = typeof sessionId === "string" ? sessionId : "";
    const answer = await sendToApi(
      context,
      request,
      `/api/user/sessions/${encodeURIComponent(id)}`,
      undefined,
      "DELETE",
    );
    // Ending this device's own session is a logout.
    if (answer.ok && form.get("current") === "true") {
      throw redirect(localizePath("/user/login", locale), { headers: cookieHeaders(answer.cookies) });
    }
    return { intent, ok: answer.ok, message: answer.ok ? "" : messageOf(answer.body.error?.code, locale) };
  }
  if (intent === "photo") {
    const upload = new FormData();
    const photo = form.get("photo");
    if (photo instanceof File && photo.size > 0) upload.set("photo", photo);
    const response = await apiFetch(context, "/api/user/photo", { method: "POST", form: upload, request });
    const body = (await response.json()) as { error?: { code: string } };
    return data(
      {
        intent,
        ok: response.ok,
        message: response.ok
          ? formatMessage("PROFILE_SAVED", locale)
          : messageOf(body.error?.code ?? "PHOTO_INVALID", locale),
      },
      { status: response.status },
    );
  }
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") {
    return data({ intent: "profile" as const, ok: false, message: "", result: replyInvalid(submission) }, 400);
  }
  const answer = await sendToApi(context, request, "/api/user/profile", submission.value, "PUT");
  return data(
    {
      intent: "profile" as const,
      ok: answer.ok,
      message: answer.ok ? formatMessage("PROFILE_SAVED", locale) : "",
      result: answer.ok ? submission.reply() : replyWithApiError(submission, answer.body.error),
    },
    { status: answer.status },
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

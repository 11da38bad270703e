import { formatDateTime, formatMessage, localizePath, parseLocalePath } from "@rihla/domain";
import { Button, FormError, PhoneField, TextField } from "@rihla/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { apiFetch, apiGet } from "../../.server/api";
import { cookieHeaders, fieldMessages, formValues, messageOf, sendToApi } from "../../.server/forms";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/settings";

interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

const profileFields = ["firstName", "surname", "phone"] as const;

export const meta: Route.MetaFunction = (args) => accountMeta(args, "settingsTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data: sessions } = await apiGet<{ data: SessionRow[] }>(context, "/api/user/sessions", request);
  return { locale: parseLocalePath(new URL(request.url).pathname).locale, user, sessions };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const locale = parseLocalePath(url.pathname).locale;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "endSession") {
    const id = String(form.get("sessionId") ?? "");
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
  const values = formValues(form, profileFields);
  const answer = await sendToApi(context, request, "/api/user/profile", values, "PUT");
  return data(
    {
      intent: "profile",
      ok: answer.ok,
      message: answer.ok ? formatMessage("PROFILE_SAVED", locale) : messageOf(answer.body.error?.code, locale),
      errors: fieldMessages(answer.body.error?.fields, locale),
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
  const errors = (profile && "errors" in profile ? (profile.errors as Record<string, string>) : undefined) ?? {};
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
            <FormError title={profile.message} />
          )
        ) : null}
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="profile" />
          <TextField label={t.account.email} name="email" type="email" value={user.email} readOnly />
          <TextField
            label={t.account.firstName}
            name="firstName"
            required
            defaultValue={user.firstName}
            error={errors.firstName}
          />
          <TextField
            label={t.account.surname}
            name="surname"
            required
            defaultValue={user.surname}
            error={errors.surname}
          />
          <PhoneField
            label={t.account.phone}
            name="phone"
            countryCode="+90"
            defaultValue={user.phone ?? ""}
            error={errors.phone}
          />
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

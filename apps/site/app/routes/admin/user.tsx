import { interpolate, userChangeSchema, userRoles } from "@rihla/domain";
import { data, Form, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { ChangeLog } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText, formText } from "../../forms";
import type { Route } from "./+types/user";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => {
  const user = args.loaderData?.account.user;
  const t = args.loaderData?.page.t;
  return privateMeta(
    args,
    user && t ? interpolate(t.userTitle, { name: `${user.firstName} ${user.surname}` }) : undefined,
  );
};
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "users.list");
  const account = await answerOf(api(context, request).api.admin.users[":id"].$get({ param: { id: params.id } }));
  return { locale, page, account };
}

/** The form sends every field: unchecked boxes are `false` (hidden inputs before the boxes). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "users.manage");
  const form = await request.formData();
  const checked = (name: string) => form.getAll(name).includes("true");
  const parsed = userChangeSchema.safeParse({
    role: form.get("role"),
    isAdmin: checked("isAdmin"),
    hasAccountingRole: checked("hasAccountingRole"),
    dial: formText(form, "dial"),
    active: checked("active"),
  });
  if (!parsed.success)
    return data(
      { ok: false, error: "VALIDATION_FAILED", fields: parsed.error.issues.map((i) => String(i.message)) },
      400,
    );
  const response = await api(context, request).api.admin.users[":id"].$patch({
    param: { id: params.id },
    json: parsed.data,
  });
  if (!response.ok) {
    const { error } = await response.json();
    return data({ ok: false, error: error.code, fields: Object.values(error.fields ?? {}).flat() }, response.status);
  }
  return { ok: true, error: null, fields: [] as string[] };
}

/** /admin/user/{id}: one account; staff change role and flags by the domain's rules, each change logged. */
export default function AdminUserPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, account } = loaderData;
  const { t } = page;
  const answer = useActionData<typeof action>();
  const user = account.user;
  const disabled = !account.manageable;
  return (
    <AdminShell
      title={interpolate(t.userTitle, { name: `${user.firstName} ${user.surname}` })}
      section="adminUsers"
      parent={{ label: t.usersTitle, path: "/admin/manage/users" }}
      t={t}
      locale={locale}
    >
      <p>
        {user.email} · {interpolate(t.liveSessions, { count: account.liveSessions })}
      </p>
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {t.userSaved}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {errorText([answer.error ?? "GENERIC_ERROR", ...answer.fields], locale)}
        </p>
      ) : null}
      {disabled ? <p>{t.userReadOnly}</p> : null}
      <Form method="post" className="admin-form">
        <fieldset disabled={disabled}>
          <label>
            {t.role}
            <select name="role" aria-label={t.role} defaultValue={user.role}>
              {userRoles.map((role) => (
                <option key={role} value={role}>
                  {t[`role.${role}`]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="hidden" name="isAdmin" value="false" />
            <input type="checkbox" name="isAdmin" value="true" defaultChecked={user.isAdmin} /> {t.isAdmin}
          </label>
          <label>
            <input type="hidden" name="hasAccountingRole" value="false" />
            <input type="checkbox" name="hasAccountingRole" value="true" defaultChecked={user.hasAccountingRole} />{" "}
            {t.hasAccountingRole}
          </label>
          <label>
            {t.dial}
            <input name="dial" defaultValue={user.dial ?? ""} maxLength={20} inputMode="numeric" />
          </label>
          <label>
            <input type="hidden" name="active" value="false" />
            <input type="checkbox" name="active" value="true" defaultChecked={user.active} /> {t.activeYes}
          </label>
          <p>
            <small>{t.disableWarning}</small>
          </p>
          <button type="submit">{t.userSave}</button>
        </fieldset>
      </Form>
      <section className="admin-section" aria-labelledby="history">
        <h2 id="history">{t.historyTitle}</h2>
        <ChangeLog events={account.events} t={t} locale={locale} />
      </section>
    </AdminShell>
  );
}

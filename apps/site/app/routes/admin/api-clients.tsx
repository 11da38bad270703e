import {
  apiClientCreateSchema,
  apiClientScopeLabels,
  apiClientScopes,
  apiClientStateLabels,
  formatBackofficeMessage,
  formatDateTime,
  interpolate,
  isBackofficeErrorCode,
  parseWithCodes,
} from "@rihla/domain";
import { ConfirmDialog } from "@rihla/ui";
import { data, Form, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { formText, messageOf } from "../../forms";
import { apiClientTexts } from "../../i18n/apiClients";
import type { Route } from "./+types/api-clients";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.a.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "users.manage");
  const client = api(context, request);
  const [clients, agents] = await Promise.all([
    answerOf(client.api.admin["api-clients"].$get()),
    answerOf(client.api.admin.users.$get({ query: { role: "Agent", pageSize: "100" } })),
  ]);
  return { locale, page, a: apiClientTexts[locale], clients: clients.items, agents: agents.data };
}

type ActionResult =
  | { ok: true; key?: { name: string; key: string }; revoked?: string }
  | { ok: false; fields: Record<string, string[]>; codes: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  await adminPage(context, request, "users.manage");
  const form = await request.formData();
  const intent = form.get("intent");
  const client = api(context, request).api.admin["api-clients"];
  const failed = async (response: Response) => {
    const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    return data<ActionResult>({ ok: false, fields: error.fields ?? {}, codes: [error.code] }, response.status);
  };
  if (intent === "rotate" || intent === "revoke") {
    const id = formText(form, "id");
    const name = formText(form, "name");
    const response =
      intent === "rotate"
        ? await client[":id"].rotate.$post({ param: { id } })
        : await client[":id"].revoke.$post({ param: { id } });
    if (!response.ok) return failed(response);
    if (intent === "revoke") return { ok: true, revoked: name } satisfies ActionResult;
    const answer = (await response.json()) as { key: string };
    return { ok: true, key: { name, key: answer.key } } satisfies ActionResult;
  }
  const parsed = parseWithCodes(apiClientCreateSchema, {
    name: form.get("name") ?? "",
    origins: form.get("origins") ?? "",
    scopes: form.getAll("scopes"),
    agentId: form.get("agentId") ?? "",
  });
  if (!parsed.ok) return data<ActionResult>({ ok: false, fields: parsed.errors, codes: ["VALIDATION_FAILED"] }, 400);
  const response = await client.$post({ json: parsed.data });
  if (!response.ok) return failed(response);
  const answer = (await response.json()) as { key: string };
  return { ok: true, key: { name: parsed.data.name, key: answer.key } } satisfies ActionResult;
}

/**
 * /admin/microapi/clients (spec §2, issue 27): the partner sites' API clients — their scopes,
 * origins, agent, last use, request count and state — a form that makes one and shows its key
 * once, and per client a new key or a revocation (behind the kit's ConfirmDialog with scripts).
 */
export default function AdminApiClients({ loaderData }: Route.ComponentProps) {
  const { locale, page, a, clients, agents } = loaderData;
  const { t } = page;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = (name: string) => {
    const codes =
      result && !result.ok
        ? (result.fields[name] ?? Object.entries(result.fields).find(([k]) => k.startsWith(`${name}.`))?.[1])
        : undefined;
    return codes && codes.length > 0 ? codes.map((code) => messageOf(code, locale)).join(" ") : undefined;
  };
  const describe = (name: string, hint?: string) =>
    [fieldError(name) ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ") || undefined;
  const errorCode = result && !result.ok ? result.codes[0] : undefined;
  return (
    <AdminShell title={a.title} intro={a.intro} section="apiClients" t={t} locale={locale}>
      <p>
        <a href="/api/docs#tag/Partner">{a.docsLink}</a>
      </p>
      {result?.ok && result.key ? (
        <section className="admin-card" aria-labelledby="new-key" data-new-key>
          <h2 id="new-key">{interpolate(a.keyTitle, { name: result.key.name })}</h2>
          <p id="new-key-hint" role="status">
            {a.keyHint}
          </p>
          <label>
            {a.keyLabel}
            <input
              readOnly
              name="key"
              value={result.key.key}
              aria-describedby="new-key-hint"
              onFocus={(event) => event.currentTarget.select()}
              className="admin-key"
              spellCheck={false}
            />
          </label>
        </section>
      ) : null}
      {result?.ok && result.revoked !== undefined ? (
        <p className="admin-notice" role="status">
          {interpolate(a.revoked, { name: result.revoked })}
        </p>
      ) : null}
      {errorCode ? (
        <p className="admin-error" role="alert">
          {errorCode === "VALIDATION_FAILED"
            ? a.invalid
            : isBackofficeErrorCode(errorCode)
              ? formatBackofficeMessage(errorCode, locale)
              : messageOf(errorCode, locale)}
        </p>
      ) : null}
      {clients.length === 0 ? (
        <p>{a.empty}</p>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box a keyboard can scroll (axe) */}
          <div className="admin-table-wrap" role="region" aria-label={a.caption} tabIndex={0}>
            <table className="admin-table">
              <caption className="visually-hidden">{a.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{a.colName}</th>
                  <th scope="col">{a.colScopes}</th>
                  <th scope="col">{a.colOrigins}</th>
                  <th scope="col">{a.colAgent}</th>
                  <th scope="col">{a.colLastUse}</th>
                  <th scope="col">{a.colRequests}</th>
                  <th scope="col">{a.colState}</th>
                  <th scope="col">{a.colActions}</th>
                </tr>
              </thead>
              <tbody>
                {clients.map((client) => (
                  <tr key={client.id} data-client={client.name} data-state={client.state}>
                    <th scope="row">
                      {client.name}
                      <br />
                      <code>{client.keyHint}</code>
                    </th>
                    <td>{client.scopes.map((scope) => apiClientScopeLabels[scope][locale]).join(", ")}</td>
                    <td>{client.origins.length > 0 ? client.origins.join(", ") : a.noOrigins}</td>
                    <td>{client.agent?.name ?? a.noAgent}</td>
                    <td>{client.lastUsedAt ? formatDateTime(client.lastUsedAt, locale) : a.never}</td>
                    <td>{client.requestCount.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB")}</td>
                    <td>{apiClientStateLabels[client.state][locale]}</td>
                    <td>
                      {client.state === "active" ? (
                        <>
                          <Form method="post" className="admin-inline">
                            <input type="hidden" name="intent" value="rotate" />
                            <input type="hidden" name="id" value={client.id} />
                            <input type="hidden" name="name" value={client.name} />
                            <button type="submit" aria-label={`${a.rotate}: ${client.name}`}>
                              {a.rotate}
                            </button>
                          </Form>
                          <Form method="post" className="admin-inline">
                            <input type="hidden" name="intent" value="revoke" />
                            <input type="hidden" name="id" value={client.id} />
                            <input type="hidden" name="name" value={client.name} />
                            <ConfirmDialog
                              title={a.revokeTitle}
                              description={interpolate(a.revokeText, { name: client.name })}
                              labels={{ confirm: a.revokeYes, cancel: a.keep }}
                            >
                              {`${a.revoke}: ${client.name}`}
                            </ConfirmDialog>
                          </Form>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <section className="admin-section" aria-labelledby="new-client">
        <h2 id="new-client">{a.createTitle}</h2>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="create" />
          <label>
            {a.name}
            <input
              name="name"
              required
              maxLength={120}
              aria-invalid={fieldError("name") ? true : undefined}
              aria-describedby={describe("name")}
            />
          </label>
          {fieldError("name") ? (
            <p id="name-error" className="admin-error">
              {fieldError("name")}
            </p>
          ) : null}
          <label>
            {a.origins}
            <textarea
              name="origins"
              rows={3}
              aria-invalid={fieldError("origins") ? true : undefined}
              aria-describedby={describe("origins", a.originsHint)}
            />
          </label>
          <p id="origins-hint" className="admin-intro">
            {a.originsHint}
          </p>
          {fieldError("origins") ? (
            <p id="origins-error" className="admin-error">
              {fieldError("origins")}
            </p>
          ) : null}
          <fieldset className="admin-fieldset" aria-describedby={fieldError("scopes") ? "scopes-error" : undefined}>
            <legend>{a.scopes}</legend>
            {apiClientScopes.map((scope) => (
              <label key={scope}>
                <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "READ_CATALOGUE"} />{" "}
                {apiClientScopeLabels[scope][locale]}
              </label>
            ))}
          </fieldset>
          {fieldError("scopes") ? (
            <p id="scopes-error" className="admin-error">
              {fieldError("scopes")}
            </p>
          ) : null}
          {/* Labelled by id, not wrapped: a wrapped select adds its chosen option to its name. */}
          <label htmlFor="api-client-agent">{a.agent}</label>
          <select
            id="api-client-agent"
            name="agentId"
            defaultValue=""
            aria-invalid={fieldError("agentId") ? true : undefined}
            aria-describedby={describe("agentId", a.agentHint)}
          >
            <option value="">{a.agentNone}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.firstName} {agent.surname} ({agent.email})
              </option>
            ))}
          </select>
          <p id="agentId-hint" className="admin-intro">
            {a.agentHint}
          </p>
          {fieldError("agentId") ? (
            <p id="agentId-error" className="admin-error">
              {fieldError("agentId")}
            </p>
          ) : null}
          <button type="submit">{a.create}</button>
        </Form>
      </section>
    </AdminShell>
  );
}

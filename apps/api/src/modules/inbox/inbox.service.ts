import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";
import { submissionKinds, type SubmissionKind } from "./inbox.routes.ts";

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/**
 * GET /api/admin/phones (spec §2 /admin/phones): every staff member (admins and Master) with
 * their extension (U_Dial), by name; and whether the telephony provider is configured at all.
 */
export async function listPhones({ ctx }: { ctx: ServiceContext }) {
  await requirePermission(ctx, "reservations.manage.all");
  const rows = await rowsOf<{
    id: string;
    name: string;
    email: string;
    role: string;
    dial: string | null;
    active: boolean;
  }>(
    ctx.db,
    sql`select id::text as id, first_name || ' ' || surname as name, email, role, dial, active
          from users where is_admin or role = 'Master'
          order by lower(first_name), lower(surname), id limit 500`,
  );
  return {
    configured: ctx.deps.config.telephony !== undefined,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role === "Master" ? ("Master" as const) : ("admin" as const),
      extension: row.dial || null,
      active: row.active,
    })),
  };
}

/** Both tables as one stream, newest first; `at_us` (microseconds) keeps the keyset exact. */
const stream = sql`(
  select 'contact' as kind, c.id, c.created_at as at, (extract(epoch from c.created_at) * 1000000)::bigint as at_us,
         c.name, c.email, c.phone, c.subject, left(c.message, 160) as excerpt
    from contact_requests c
  union all
  select 'information' as kind, i.id, i.created_at, (extract(epoch from i.created_at) * 1000000)::bigint,
         i.name, i.email, i.phone,
         (select t.title from tour_translations t where t.tour_id = i.tour_id
            order by (t.locale = i.locale) desc, t.locale limit 1),
         left(coalesce(i.message, ''), 160)
    from information_requests i
) s`;

type Cursor = { atUs: string; kind: SubmissionKind; id: number };

function decodeCursor(cursor: string): Cursor {
  const [atUs, kind, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const found = submissionKinds.find((k) => k === kind);
  if (!atUs || !/^\d{1,18}$/.test(atUs) || !found || !id || !/^\d{1,10}$/.test(id)) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
  }
  return { atUs, kind: found, id: Number(id) };
}

/** GET /api/admin/form-submissions: one keyset page of the inbox, optionally of one kind. */
export async function listSubmissions({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind?: SubmissionKind | undefined; cursor?: string | undefined; pageSize: number };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  const before = input.cursor ? decodeCursor(input.cursor) : undefined;
  const conditions = [
    input.kind ? sql`s.kind = ${input.kind}` : sql`true`,
    before
      ? sql`(s.at_us, s.kind, s.id) < (${before.atUs}::bigint, ${before.kind}::text, ${before.id}::int)`
      : sql`true`,
  ];
  const rows = await rowsOf<{
    kind: SubmissionKind;
    id: number;
    at: Date | string;
    at_us: string | number | bigint;
    name: string;
    email: string | null;
    phone: string | null;
    subject: string | null;
    excerpt: string;
  }>(
    ctx.db,
    sql`select * from ${stream} where ${sql.join(conditions, sql` and `)}
        order by s.at_us desc, s.kind desc, s.id desc limit ${input.pageSize + 1}`,
  );
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      at: iso(row.at),
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      excerpt: row.excerpt,
    })),
    next:
      rows.length > input.pageSize && last
        ? Buffer.from(`${String(last.at_us)}|${last.kind}|${Number(last.id)}`).toString("base64url")
        : null,
  };
}

/** GET /api/admin/form-submissions/{kind}/{id}: every field of one submission. */
export async function getSubmission({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind: SubmissionKind; id: number };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  const [row] = await rowsOf<{
    at: Date | string;
    locale: "tr" | "en";
    name: string;
    email: string | null;
    phone: string | null;
    subject: string | null;
    message: string | null;
    preferred_contact: string | null;
    tour_id: number | null;
    tour_title: string | null;
  }>(
    ctx.db,
    input.kind === "contact"
      ? sql`select created_at as at, locale, name, email, phone, subject, message,
               null as preferred_contact, null::int as tour_id, null as tour_title
              from contact_requests where id = ${input.id}`
      : sql`select i.created_at as at, i.locale, i.name, i.email, i.phone, null as subject, i.message,
               i.preferred_contact, i.tour_id,
               (select t.title from tour_translations t where t.tour_id = i.tour_id
                  order by (t.locale = i.locale) desc, t.locale limit 1) as tour_title
              from information_requests i where i.id = ${input.id}`,
  );
  if (!row) throw domainError(404, "NOT_FOUND");
  return {
    kind: input.kind,
    id: input.id,
    at: iso(row.at),
    locale: row.locale,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject ?? row.tour_title,
    message: row.message,
    preferredContact: row.preferred_contact,
    tour: row.tour_id !== null && row.tour_title !== null ? { id: Number(row.tour_id), title: row.tour_title } : null,
  };
}

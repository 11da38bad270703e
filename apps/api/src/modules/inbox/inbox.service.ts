import {
  inboxStateAfterReply,
  isValidPhone,
  normalizePhone,
  inboxStateOfPrivateTourStatus,
  type ContactRequestChange,
  type InboxReply,
  type InboxState,
} from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { informationRequests } from "../../db/schema.ts";
import { renderStaffReplyMail } from "../../email/content-mails.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";
import { eventsOf, recordEvent, type AuditChanges, type AuditEntity } from "../audit/audit.ts";
import { staffMembers } from "../private-tours/private-tours.queries.ts";
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

/** An information request's inbox state, from its pipeline step: the domain's table, as SQL. */
const informationState = sql.raw(
  `case i.status ${Object.entries(inboxStateOfPrivateTourStatus)
    .map(([status, state]) => `when '${status}' then '${state}'`)
    .join(" ")} end`,
);

/** The four kinds as one stream, newest first; `at_us` (microseconds) keeps the keyset exact. */
const stream = sql`(
  select 'contact' as kind, c.id, c.created_at as at, (extract(epoch from c.created_at) * 1000000)::bigint as at_us,
         c.name, c.email, c.phone, c.subject, left(c.message, 160) as excerpt,
         c.state, c.assignee_id
    from contact_requests c
  union all
  select 'information' as kind, i.id, i.created_at, (extract(epoch from i.created_at) * 1000000)::bigint,
         i.name, i.email, i.phone,
         (select t.title from tour_translations t where t.tour_id = i.tour_id
            order by (t.locale = i.locale) desc, t.locale limit 1),
         left(coalesce(i.message, ''), 160),
         ${informationState}, i.assignee_id
    from information_requests i
  union all
  select 'service' as kind, q.id, q.created_at, (extract(epoch from q.created_at) * 1000000)::bigint,
         coalesce(r.contact->>'name', u.first_name || ' ' || u.surname),
         coalesce(r.contact->>'email', u.email), coalesce(r.contact->>'phone', u.phone),
         r.code, left(coalesce(r.notes, ''), 160), q.state, q.assignee_id
    from service_questions q join reservations r on r.id = q.reservation_id join users u on u.id = r.customer_id
  union all
  select 'newsletter' as kind, n.id, n.created_at, (extract(epoch from n.created_at) * 1000000)::bigint,
         n.email, n.email, null, n.status, '', n.inbox_state, null::uuid
    from newsletter_subscriptions n
) s left join users a on a.id = s.assignee_id`;

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
  input: {
    kind?: SubmissionKind | undefined;
    state?: InboxState | undefined;
    cursor?: string | undefined;
    pageSize: number;
  };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  const before = input.cursor ? decodeCursor(input.cursor) : undefined;
  const conditions = [
    input.kind ? sql`s.kind = ${input.kind}` : sql`true`,
    input.state ? sql`s.state = ${input.state}` : sql`true`,
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
    state: InboxState;
    assignee_id: string | null;
    assignee_name: string | null;
  }>(
    ctx.db,
    sql`select s.*, a.first_name || ' ' || a.surname as assignee_name from ${stream} where ${sql.join(conditions, sql` and `)}
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
      state: row.state,
      assignee: row.assignee_id && row.assignee_name ? { id: row.assignee_id, name: row.assignee_name } : null,
    })),
    next:
      rows.length > input.pageSize && last
        ? Buffer.from(`${String(last.at_us)}|${last.kind}|${Number(last.id)}`).toString("base64url")
        : null,
  };
}

/** One submission's fields, per kind, in the same columns. */
function submissionQuery(kind: SubmissionKind, id: number) {
  switch (kind) {
    case "contact":
      return sql`select c.created_at as at, c.locale, c.name, c.email, c.phone, c.subject, c.message,
               null as preferred_contact, null::int as tour_id, null as tour_title, null as reservation_code,
               null as customer_id, c.state, c.assignee_id, a.first_name || ' ' || a.surname as assignee_name
              from contact_requests c left join users a on a.id = c.assignee_id where c.id = ${id}`;
    case "information":
      return sql`select i.created_at as at, i.locale, i.name, i.email, i.phone, null as subject, i.message,
               i.preferred_contact, i.tour_id,
               (select t.title from tour_translations t where t.tour_id = i.tour_id
                  order by (t.locale = i.locale) desc, t.locale limit 1) as tour_title, null as reservation_code,
               null as customer_id, ${informationState} as state, i.assignee_id, a.first_name || ' ' || a.surname as assignee_name
              from information_requests i left join users a on a.id = i.assignee_id where i.id = ${id}`;
    case "service":
      return sql`select q.created_at as at, r.locale,
               coalesce(r.contact->>'name', u.first_name || ' ' || u.surname) as name,
               coalesce(r.contact->>'email', u.email) as email, coalesce(r.contact->>'phone', u.phone) as phone,
               r.code as subject, r.notes as message, null as preferred_contact, null::int as tour_id,
               null as tour_title, r.code as reservation_code,
               r.customer_id::text as customer_id, q.state, q.assignee_id, a.first_name || ' ' || a.surname as assignee_name
              from service_questions q join reservations r on r.id = q.reservation_id
              join users u on u.id = r.customer_id left join users a on a.id = q.assignee_id where q.id = ${id}`;
    case "newsletter":
      return sql`select n.created_at as at, n.locale, n.email as name, n.email, null as phone, n.status as subject,
               null as message, null as preferred_contact, null::int as tour_id, null as tour_title,
               null as reservation_code, null as customer_id, n.inbox_state as state, null::uuid as assignee_id, null as assignee_name
              from newsletter_subscriptions n where n.id = ${id}`;
  }
}

/**
 * Issue 27, "call or WhatsApp from the same page": whether Rihla may write to this person on
 * WhatsApp itself — the Cloud API is configured and an open opt-in matches their number (or the
 * service request's customer) — and whose conversation that is.
 */
async function whatsAppOf(ctx: ServiceContext, phone: string | null, customerId: string | null) {
  const normalized = phone && isValidPhone(phone) ? normalizePhone(phone) : null;
  const [consent] =
    normalized || customerId
      ? await rowsOf<{ customer_id: string }>(
          ctx.db,
          sql`select customer_id::text as customer_id from whatsapp_consents
               where withdrawn_at is null and (phone = ${normalized} or customer_id = ${customerId}::uuid)
               order by (customer_id = ${customerId}::uuid) desc nulls last, id desc limit 1`,
        )
      : [];
  return {
    configured: ctx.deps.config.whatsApp !== undefined,
    consent: consent !== undefined,
    customerId: consent?.customer_id ?? customerId,
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
    state: InboxState;
    assignee_id: string | null;
    assignee_name: string | null;
    reservation_code: string | null;
    customer_id: string | null;
  }>(ctx.db, submissionQuery(input.kind, input.id));
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
    reservationCode: row.reservation_code,
    whatsApp: await whatsAppOf(ctx, row.phone, row.customer_id),
    state: row.state,
    assignee: row.assignee_id && row.assignee_name ? { id: row.assignee_id, name: row.assignee_name } : null,
    staff: await staffMembers(ctx.db),
    events: await eventsOf(ctx.db, entityOf[input.kind], input.id),
  };
}

/** Each kind's log: an information request's is its private-tour pipeline's, so both pages agree. */
const entityOf: Record<SubmissionKind, AuditEntity> = {
  contact: "contactRequest",
  information: "privateTour",
  service: "serviceQuestion",
  newsletter: "newsletterSubscription",
};

const duplicateWindowMs = 60_000;

/** Whether the newest log entry is this actor's same text within a minute (a double submit). */
async function isRepeat(tx: Db, ctx: ServiceContext, entity: AuditEntity, id: number, actorId: string, text: string) {
  const [last] = await eventsOf(tx, entity, id, { limit: 1 });
  return (
    last?.note === text &&
    last.actor?.id === actorId &&
    ctx.now.getTime() - Date.parse(last.createdAt) < duplicateWindowMs
  );
}

/** The kinds staff triage here (information requests move on their pipeline's page). */
export type TriagedKind = Exclude<SubmissionKind, "information">;
/** The kinds answered by e-mail: not a newsletter sign-up (the newsletter itself is the answer). */
export type RepliedKind = Exclude<SubmissionKind, "newsletter">;

const triageTable = {
  contact: { table: "contact_requests", state: "state", assignee: "assignee_id" },
  service: { table: "service_questions", state: "state", assignee: "assignee_id" },
  newsletter: { table: "newsletter_subscriptions", state: "inbox_state", assignee: null },
} as const;

/**
 * PATCH /api/admin/form-submissions/{kind}/{id} (and /api/admin/contact-requests/{id}): a state,
 * an assignee and/or a note, in one transaction with its log entry (who, when, from → to). What is
 * already set changes and logs nothing. A newsletter sign-up has a state only (nobody answers it).
 */
export async function updateSubmission({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind: TriagedKind; id: number; change: ContactRequestChange };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const { kind, id } = input;
  const { state, assigneeId, note } = input.change;
  const columns = triageTable[kind];
  if (assigneeId !== undefined && columns.assignee === null) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { assigneeId: ["INVALID_VALUE"] } });
  }
  const entity = entityOf[kind];
  const table = sql.raw(`"${columns.table}"`);
  const stateColumn = sql.raw(`"${columns.state}"`);
  const assigneeColumn = sql.raw(columns.assignee ? `"${columns.assignee}"` : "null::uuid");
  await ctx.db.transaction(async (tx) => {
    const [before] = await rowsOf<{ state: InboxState; assignee_id: string | null }>(
      tx,
      sql`select ${stateColumn} as state, ${assigneeColumn} as assignee_id from ${table} where id = ${id} for update`,
    );
    if (!before) throw domainError(404, "NOT_FOUND");
    const changes: AuditChanges = {};
    if (state !== undefined && state !== before.state) changes.state = { from: before.state, to: state };
    if (assigneeId !== undefined && assigneeId !== before.assignee_id) {
      if (assigneeId !== null) {
        const [staff] = await rowsOf<{ id: string }>(
          tx,
          sql`select id from users where id = ${assigneeId} and active and (is_admin or role = 'Master')`,
        );
        if (!staff) throw domainError(400, "VALIDATION_FAILED", { fields: { assigneeId: ["INVALID_VALUE"] } });
      }
      changes.assigneeId = { from: before.assignee_id, to: assigneeId };
    }
    if (Object.keys(changes).length === 0) {
      if (note === undefined) return;
      if (await isRepeat(tx, ctx, entity, id, actor.id, note)) return;
    }
    if (changes.state) {
      await tx.execute(sql`update ${table} set ${stateColumn} = ${state!} where id = ${id}`);
    }
    if (changes.assigneeId) {
      await tx.execute(sql`update ${table} set ${assigneeColumn} = ${assigneeId ?? null} where id = ${id}`);
    }
    if (Object.keys(changes).length > 0 && kind !== "newsletter") {
      await tx.execute(sql`update ${table} set updated_at = ${ctx.now.toISOString()}::timestamptz where id = ${id}`);
    }
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      {
        entity,
        entityId: id,
        action: Object.keys(changes).length > 0 ? "updated" : "noted",
        changes,
        note: note ?? null,
      },
    );
  });
  return getSubmission({ ctx, input: { kind, id } });
}

/**
 * POST /api/admin/form-submissions/{kind}/{id}/reply: an e-mail to the sender in their language,
 * written to the mail outbox in the same transaction as its log entry; a `new` submission becomes
 * in progress (for an information request: its pipeline step `contacted`). The same reply by the
 * same person within a minute (a double click) is written once.
 */
export async function replyToSubmission({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind: RepliedKind; id: number; reply: InboxReply };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const { kind, id, reply } = input;
  const entity = entityOf[kind];
  await ctx.db.transaction(async (tx) => {
    // The row first, locked, so a double click waits here and then finds its twin in the log.
    const lockTable = sql.raw(kind === "information" ? `"information_requests"` : `"${triageTable[kind].table}"`);
    const [locked] = await rowsOf<{ id: number }>(tx, sql`select id from ${lockTable} where id = ${id} for update`);
    if (!locked) throw domainError(404, "NOT_FOUND");
    const [row] = await rowsOf<{ email: string | null; name: string; locale: string; state: InboxState }>(
      tx,
      submissionQuery(kind, id),
    );
    if (!row!.email) throw domainError(409, "NO_EMAIL");
    if (await isRepeat(tx, ctx, entity, id, actor.id, reply.message)) return;
    const changes: AuditChanges = {};
    if (kind === "information") {
      const [current] = await tx
        .select({ status: informationRequests.status })
        .from(informationRequests)
        .where(eq(informationRequests.id, id));
      if (current!.status === "new") {
        changes.status = { from: "new", to: "contacted" };
        await tx
          .update(informationRequests)
          .set({ status: "contacted", updatedAt: ctx.now })
          .where(eq(informationRequests.id, id));
      }
    } else {
      const next = inboxStateAfterReply(row!.state);
      if (next !== row!.state) {
        changes.state = { from: row!.state, to: next };
        const stateColumn = sql.raw(`"${triageTable[kind].state}"`);
        await tx.execute(sql`update ${lockTable} set ${stateColumn} = ${next} where id = ${id}`);
      }
    }
    const mail = await renderStaffReplyMail({ locale: row!.locale === "en" ? "en" : "tr", name: row!.name, ...reply });
    await ctx.deps.outbox.enqueue(tx, { to: row!.email, kind: "inbox:reply", ...mail });
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      {
        entity,
        entityId: id,
        action: "replied",
        changes: { ...changes, subject: { from: null, to: reply.subject } },
        note: reply.message,
      },
    );
  });
  ctx.deps.outbox.wake();
  return getSubmission({ ctx, input: { kind, id } });
}

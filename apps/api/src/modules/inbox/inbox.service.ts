import {
  inboxStateAfterReply,
  inboxStateOfPrivateTourStatus,
  type ContactRequestChange,
  type InboxReply,
  type InboxState,
} from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contactRequests, informationRequests } from "../../db/schema.ts";
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

/** Both tables as one stream, newest first; `at_us` (microseconds) keeps the keyset exact. */
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
  }>(
    ctx.db,
    input.kind === "contact"
      ? sql`select c.created_at as at, c.locale, c.name, c.email, c.phone, c.subject, c.message,
               null as preferred_contact, null::int as tour_id, null as tour_title,
               c.state, c.assignee_id, a.first_name || ' ' || a.surname as assignee_name
              from contact_requests c left join users a on a.id = c.assignee_id where c.id = ${input.id}`
      : sql`select i.created_at as at, i.locale, i.name, i.email, i.phone, null as subject, i.message,
               i.preferred_contact, i.tour_id,
               (select t.title from tour_translations t where t.tour_id = i.tour_id
                  order by (t.locale = i.locale) desc, t.locale limit 1) as tour_title,
               ${informationState} as state, i.assignee_id, a.first_name || ' ' || a.surname as assignee_name
              from information_requests i left join users a on a.id = i.assignee_id where i.id = ${input.id}`,
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
    state: row.state,
    assignee: row.assignee_id && row.assignee_name ? { id: row.assignee_id, name: row.assignee_name } : null,
    staff: await staffMembers(ctx.db),
    events: await eventsOf(ctx.db, entityOf[input.kind], input.id),
  };
}

/** Each kind's log: an information request's is its private-tour pipeline's, so both pages agree. */
const entityOf: Record<SubmissionKind, AuditEntity> = { contact: "contactRequest", information: "privateTour" };

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

/**
 * PATCH /api/admin/contact-requests/{id}: a state, an assignee and/or a note, in one transaction
 * with its log entry (who, when, from → to). What is already set changes and logs nothing.
 */
export async function updateContactRequest({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; change: ContactRequestChange };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const { state, assigneeId, note } = input.change;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: contactRequests.state, assigneeId: contactRequests.assigneeId })
      .from(contactRequests)
      .where(eq(contactRequests.id, input.id))
      .for("update");
    if (!before) throw domainError(404, "NOT_FOUND");
    const changes: AuditChanges = {};
    if (state !== undefined && state !== before.state) changes.state = { from: before.state, to: state };
    if (assigneeId !== undefined && assigneeId !== before.assigneeId) {
      if (assigneeId !== null) {
        const [staff] = await rowsOf<{ id: string }>(
          tx,
          sql`select id from users where id = ${assigneeId} and active and (is_admin or role = 'Master')`,
        );
        if (!staff) throw domainError(400, "VALIDATION_FAILED", { fields: { assigneeId: ["INVALID_VALUE"] } });
      }
      changes.assigneeId = { from: before.assigneeId, to: assigneeId };
    }
    if (Object.keys(changes).length === 0) {
      if (note === undefined) return;
      if (await isRepeat(tx, ctx, "contactRequest", input.id, actor.id, note)) return;
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(contactRequests)
        .set({
          ...(changes.state ? { state } : {}),
          ...(changes.assigneeId ? { assigneeId } : {}),
          updatedAt: ctx.now,
        })
        .where(eq(contactRequests.id, input.id));
    }
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      {
        entity: "contactRequest",
        entityId: input.id,
        action: Object.keys(changes).length > 0 ? "updated" : "noted",
        changes,
        note: note ?? null,
      },
    );
  });
  return getSubmission({ ctx, input: { kind: "contact", id: input.id } });
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
  input: { kind: SubmissionKind; id: number; reply: InboxReply };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const { kind, id, reply } = input;
  const entity = entityOf[kind];
  await ctx.db.transaction(async (tx) => {
    const table = kind === "contact" ? contactRequests : informationRequests;
    const [row] = await tx
      .select({ email: table.email, name: table.name, locale: table.locale })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw domainError(404, "NOT_FOUND");
    if (!row.email) throw domainError(409, "NO_EMAIL");
    if (await isRepeat(tx, ctx, entity, id, actor.id, reply.message)) return;
    const changes: AuditChanges = {};
    if (kind === "contact") {
      const [current] = await tx
        .select({ state: contactRequests.state })
        .from(contactRequests)
        .where(eq(contactRequests.id, id));
      const next = inboxStateAfterReply(current!.state);
      if (next !== current!.state) {
        changes.state = { from: current!.state, to: next };
        await tx.update(contactRequests).set({ state: next, updatedAt: ctx.now }).where(eq(contactRequests.id, id));
      }
    } else {
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
    }
    const mail = await renderStaffReplyMail({ locale: row.locale === "en" ? "en" : "tr", name: row.name, ...reply });
    await ctx.deps.outbox.enqueue(tx, { to: row.email, kind: "inbox:reply", ...mail });
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

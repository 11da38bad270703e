import {
  foldSearchText,
  birthdayDays,
  birthdayIn,
  type BirthdaySpan,
  type CalendarDate,
  birthdayRange,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";

/** A customer is an account with the Customer role that is not staff. */
const isCustomer = sql`u.role = 'Customer' and not u.is_admin`;

export interface CustomerRow {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  active: boolean;
  createdAt: Date | string;
  reservations: number;
  lastReservationAt: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.surname}`.trim(),
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    active: row.active,
    createdAt: iso(row.createdAt)!,
    reservations: Number(row.reservations),
    lastReservationAt: iso(row.lastReservationAt),
  };
}

/** Customers newest first, keyset by (created_at, id), with their reservation count (page rows only). */
export async function customerPage(
  db: Db,
  options: { q?: string | undefined; before?: { createdAt: string; id: string } | undefined; limit: number },
): Promise<CustomerRow[]> {
  const text = options.q
    ? sql`and rihla_search_fold(concat_ws(' ', u.first_name, u.surname, u.email, u.phone)) like ${`%${foldSearchText(options.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const after = options.before
    ? sql`and (u.created_at, u.id) < (${options.before.createdAt}::timestamptz, ${options.before.id}::uuid)`
    : sql``;
  return rowsOf<CustomerRow>(
    db,
    sql`select u.id, u.first_name as "firstName", u.surname, u.email, u.phone, u.birth_date::text as "birthDate",
          u.active, u.created_at as "createdAt", r.n as "reservations", r.last as "lastReservationAt"
        from (select * from users u where ${isCustomer} ${text} ${after}
              order by u.created_at desc, u.id desc limit ${options.limit + 1}) u
        cross join lateral (select count(*)::int as n, max(created_at) as last from reservations where customer_id = u.id) r
        order by u.created_at desc, u.id desc`,
  );
}

export async function customerById(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await rowsOf<CustomerRow>(
    db,
    sql`select u.id, u.first_name as "firstName", u.surname, u.email, u.phone, u.birth_date::text as "birthDate",
          u.active, u.created_at as "createdAt", r.n as "reservations", r.last as "lastReservationAt"
        from users u
        cross join lateral (select count(*)::int as n, max(created_at) as last from reservations where customer_id = u.id) r
        where u.id = ${id}`,
  );
  return row ?? null;
}

/**
 * The customer's contact history: contact and information requests sent with their e-mail or
 * phone, and the mails the agency sent them, newest first.
 */
export async function contactHistory(db: Db, customer: { email: string; phone: string | null }, limit = 50) {
  const email = customer.email.toLowerCase();
  const phone = customer.phone ?? "-";
  const rows = await rowsOf<{
    kind: "contact" | "information" | "mail";
    subject: string;
    detail: string | null;
    at: Date | string;
  }>(
    db,
    sql`(select 'contact' as kind, subject, message as detail, created_at as at from contact_requests
          where lower(email) = ${email} or phone = ${phone})
        union all
        (select 'information' as kind, coalesce(message, '') as subject, preferred_contact as detail, created_at as at
          from information_requests where lower(email) = ${email} or phone = ${phone})
        union all
        (select 'mail' as kind, subject, kind as detail, coalesce(sent_at, created_at) as at from mail_outbox
          where lower("to") = ${email})
        order by at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    detail: row.detail,
    at: iso(row.at)!,
  }));
}

export interface BirthdayRow {
  source: "customer" | "passenger";
  name: string;
  birthDate: string;
  customerId: string;
  reservationCode: string | null;
}

/**
 * Birthdays in a span (this week, or this month and the next) from customers' and passengers'
 * birth dates, matched by month and day in SQL (the domain lists the days); one row per person
 * (a passenger who travels twice is one birthday), sorted by the day.
 */
export async function birthdays(db: Db, today: CalendarDate, span: BirthdaySpan) {
  const range = birthdayRange(today, span);
  const days = birthdayDays(range);
  const pairs = sql.join(
    days.map((d) => sql`(${d.month}, ${d.day})`),
    sql`, `,
  );
  const rows = await rowsOf<BirthdayRow>(
    db,
    sql`select distinct on (name, "birthDate") * from (
          select 'customer' as source, u.first_name || ' ' || u.surname as name, u.birth_date::text as "birthDate",
                 u.id as "customerId", null::text as "reservationCode"
            from users u
           where u.birth_date is not null and (extract(month from u.birth_date), extract(day from u.birth_date)) in (${pairs})
          union all
          select 'passenger', p.name || ' ' || p.surname, p.birth_date::text, r.customer_id, r.code
            from passengers p join reservations r on r.id = p.reservation_id
           where r.status <> 'CANCELLED'
             and (extract(month from p.birth_date), extract(day from p.birth_date)) in (${pairs})
        ) b order by name, "birthDate", source`,
  );
  return {
    from: range.from,
    to: range.to,
    data: rows
      .map((row) => ({ ...row, ...birthdayIn(row.birthDate as CalendarDate, range)! }))
      .sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name)),
  };
}

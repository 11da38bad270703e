import {
  defaultPaymentReminderDays,
  formatDate,
  formatMoney,
  isCurrency,
  isLocale,
  isPaymentReminderDue,
  money,
  paymentReminderRange,
  todayInIstanbul,
  type CalendarDate,
} from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { paymentReminders, reservations } from "../../db/schema.ts";
import type { MailOutbox } from "../../email/outbox.ts";
import { mailTexts } from "../../email/templates.ts";
import { log as logger } from "../../log.ts";
import { mailReservation } from "../reservations/reservation-mails.ts";
import { planInstalments } from "./due.queries.ts";
import { periodicRounds } from "../../periodic.ts";

export interface PaymentReminderWorker {
  /** One round now: queue the reminders due today. Resolves with "code#position" of each. */
  run(): Promise<{ reminded: string[] }>;
  close(): Promise<void>;
}

interface DueRow {
  reservation_id: string;
  code: string;
  currency: string;
  position: number | string;
  due_on: string;
  left_minor: number | string;
}

const batch = 50;

/**
 * Issue 26: a reminder e-mail before each instalment's due date. Every `pollMs` (10 min) each API
 * process looks for unpaid instalments due from tomorrow to today + N days (the domain's
 * `paymentReminderRange`; N is PAYMENT_REMINDER_DAYS, 3 by default) of reservations not
 * cancelled, and for each inserts a `payment_reminders` row and queues the mail in one
 * transaction. The row's primary key is the "once": a second process or round that finds the same
 * instalment inserts nothing (`on conflict do nothing`) and queues nothing. The mail goes through
 * the outbox, in the reservation's language, to its customer.
 */
export function createPaymentReminderWorker({
  deps,
  origin,
  daysBefore = defaultPaymentReminderDays,
  pollMs = 600_000,
  log = (line: string) => logger.warn(line),
}: {
  deps: { database: Database; now: () => Date; outbox: MailOutbox };
  origin: string;
  daysBefore?: number;
  pollMs?: number;
  log?: (line: string) => void;
}): PaymentReminderWorker {
  const db = deps.database.db;

  async function remindSome(today: CalendarDate): Promise<string[]> {
    const range = paymentReminderRange(today, daysBefore);
    const due = (
      (await db.execute(sql`
        select i.reservation_id, i.code, i.currency, i.position, i.due_on::text as due_on, i.left_minor
        from (${planInstalments}) i
        where i.left_minor > 0 and i.due_on >= ${range.from}::date and i.due_on <= ${range.to}::date
          and not exists (
            select 1 from payment_reminders pr
            where pr.reservation_id = i.reservation_id and pr.position = i.position and pr.due_on = i.due_on
          )
        order by i.due_on, i.code
        limit ${batch}`)) as unknown as { rows: DueRow[] }
    ).rows;
    const done: string[] = [];
    for (const row of due) {
      if (closed() || !isCurrency(row.currency)) continue;
      const left = money(Number(row.left_minor), row.currency);
      const dueOn = row.due_on as CalendarDate;
      if (!isPaymentReminderDue({ dueOn, left }, today, daysBefore)) continue;
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(paymentReminders)
          .values({
            reservationId: row.reservation_id,
            position: Number(row.position),
            dueOn,
            amountMinor: left.amount,
            sentAt: deps.now(),
          })
          .onConflictDoNothing()
          .returning({ position: paymentReminders.position });
        if (claimed.length === 0) return false;
        const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, row.reservation_id));
        if (!reservation) return false;
        const locale = isLocale(reservation.locale) ? reservation.locale : "tr";
        await mailReservation(
          { db: tx, deps, origin },
          {
            ...reservation,
            total: { amount: reservation.totalMinor, currency: reservation.currency },
            holdUntil: null,
            lines: [mailTexts[locale].reservation.paymentDue(formatMoney(left, locale), formatDate(dueOn, locale))],
          },
          "paymentReminder",
        );
        return true;
      });
      if (sent) done.push(`${row.code}#${row.position}`);
    }
    return done;
  }

  async function round() {
    const reminded: string[] = [];
    const today = todayInIstanbul(deps.now());
    for (;;) {
      const some = await remindSome(today);
      reminded.push(...some);
      // A batch of rows another process took (nothing inserted) ends the round too.
      if (some.length < batch || closed()) break;
    }
    if (reminded.length > 0) deps.outbox.wake();
    return { reminded };
  }

  const rounds = periodicRounds({ pollMs, round, idle: () => ({ reminded: [] }), log, name: "payment reminder" });
  const closed = rounds.closed;
  return { run: rounds.run, close: rounds.close };
}

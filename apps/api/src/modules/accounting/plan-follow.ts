import { followTotal, money, planRuleOf, todayInIstanbul, type CalendarDate, type Currency } from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { paymentPlans } from "../../db/schema.ts";

/**
 * Issue 26: when a reservation's total changes (its rooms changed), its payment plan follows —
 * the domain's `followTotal` over what the ledger says was paid: settled instalments stay, the
 * unpaid ones are worked out again by the plan's rule, dates as set. Called in the change's
 * transaction; answers the change for the reservation's log line, or null (no plan, or the same).
 */
export async function followNewTotal(
  tx: Db,
  reservation: { id: string; totalMinor: number; currency: Currency; createdAt: Date; startsOn: CalendarDate },
  actor: { id: string; now: Date },
): Promise<{ from: unknown; to: unknown } | null> {
  const [plan] = await tx
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.reservationId, reservation.id))
    .for("update");
  if (!plan) return null;
  const paidRows = (await tx.execute(sql`
    select coalesce(sum(case when type = 'PAYMENT' then reservation_amount_minor else -reservation_amount_minor end), 0)::bigint::text as paid
    from ledger_transactions
    where reservation_id = ${reservation.id} and type in ('PAYMENT', 'REFUND')
      and reservation_currency = ${reservation.currency}`)) as unknown as { rows: { paid: string }[] };
  const paid = money(Number(paidRows.rows[0]?.paid ?? 0), reservation.currency);
  const planned = planRuleOf(plan.rule, reservation.currency, reservation.startsOn);
  // A rule that no longer fits (a schedule's dates now after a moved departure) keeps its dates:
  // the schedule over the dates it has.
  const rule = planned.ok
    ? planned.rule
    : { kind: "INSTALMENTS" as const, dueDates: plan.instalments.map((instalment) => instalment.dueOn) };
  const instalments = followTotal(plan.instalments, rule, money(reservation.totalMinor, reservation.currency), paid, {
    bookedOn: todayInIstanbul(reservation.createdAt),
    departsOn: reservation.startsOn,
  });
  if (JSON.stringify(instalments) === JSON.stringify(plan.instalments)) return null;
  await tx
    .update(paymentPlans)
    .set({ instalments, updatedBy: actor.id, updatedAt: actor.now })
    .where(eq(paymentPlans.reservationId, reservation.id));
  return { from: plan.instalments, to: instalments };
}

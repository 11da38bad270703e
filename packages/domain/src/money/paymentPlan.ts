import { addDays, addMonths, compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { calendarDateSchema } from "../schemas/schemas.ts";
import { z } from "../schemas/zod.ts";
import { parseAmount } from "./ledger.ts";
import { money, type Currency, type Money } from "./money.ts";

/**
 * Issue 26, deposits and instalments: what a reservation owes and when. A plan is a list of
 * instalments whose amounts add up to the total exactly; the arithmetic lives here once, the API
 * stores and answers what these functions give.
 */

/** The deposit asked at booking: a share of the total in basis points (2500 = 25 %) or a fixed amount. */
export type DepositRule = { kind: "PERCENT"; basisPoints: number } | { kind: "AMOUNT"; amount: number };

export interface DepositPlanRule {
  deposit: DepositRule;
  /** The rest is due this many days before departure (never before the booking day). */
  balanceDueDaysBefore: number;
}

/** A schedule of instalments staff set (issue 26): equal parts on these days, in order. */
export interface InstalmentsPlanRule {
  kind: "INSTALMENTS";
  dueDates: readonly CalendarDate[];
}

/** Either plan staff can set: a deposit and the balance, or a schedule of instalments. */
export type PlanRule = DepositPlanRule | InstalmentsPlanRule;

/** The plan a rule gives over a total (`depositPlan` or `instalmentSchedule`). */
export function planOf(
  total: Money,
  rule: PlanRule,
  days: { bookedOn: CalendarDate; departsOn: CalendarDate },
): Instalment[] {
  return "kind" in rule ? instalmentSchedule(total, rule.dueDates) : depositPlan(total, rule, days);
}

export const instalmentKinds = ["DEPOSIT", "BALANCE", "INSTALMENT"] as const;
export type InstalmentKind = (typeof instalmentKinds)[number];

export interface Instalment {
  kind: InstalmentKind;
  dueOn: CalendarDate;
  amount: Money;
}

function assertWhole(value: number, what: string, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${what} must be a whole number ≥ ${min}`);
}

/**
 * The deposit of a total: a percentage rounded half away from zero to the minor unit (the books'
 * one rounding rule, ADR 0209), or a fixed amount; never more than the total.
 */
export function depositAmount(total: Money, rule: DepositRule): Money {
  assertWhole(total.amount, "The total");
  if (rule.kind === "AMOUNT") {
    assertWhole(rule.amount, "A deposit");
    return money(Math.min(rule.amount, total.amount), total.currency);
  }
  assertWhole(rule.basisPoints, "A deposit's share");
  if (rule.basisPoints > 10_000) throw new RangeError("A deposit cannot be more than the total");
  const scaled = BigInt(total.amount) * BigInt(rule.basisPoints);
  const deposit = (scaled * 2n + 10_000n) / 20_000n;
  return money(Number(deposit), total.currency);
}

/**
 * A deposit due on the booking day and the balance due `balanceDueDaysBefore` days before
 * departure (on the booking day when that is already past). Nothing owed, no instalment; the
 * amounts add up to the total.
 */
export function depositPlan(
  total: Money,
  rule: DepositPlanRule,
  days: { bookedOn: CalendarDate; departsOn: CalendarDate },
): Instalment[] {
  assertWhole(rule.balanceDueDaysBefore, "Days before departure");
  const deposit = depositAmount(total, rule.deposit);
  const rest = money(total.amount - deposit.amount, total.currency);
  const balanceDue = addDays(days.departsOn, -rule.balanceDueDaysBefore);
  const plan: Instalment[] = [];
  if (deposit.amount > 0) plan.push({ kind: "DEPOSIT", dueOn: days.bookedOn, amount: deposit });
  if (rest.amount > 0) {
    plan.push({
      kind: "BALANCE",
      dueOn: compareDates(balanceDue, days.bookedOn) < 0 ? days.bookedOn : balanceDue,
      amount: rest,
    });
  }
  return plan;
}

/**
 * A schedule of instalments on the given days (in order): equal parts in whole minor units, the
 * last absorbing what does not divide (so they add up to the total exactly).
 */
export function instalmentSchedule(total: Money, dueDates: readonly CalendarDate[]): Instalment[] {
  assertWhole(total.amount, "The total");
  if (dueDates.length === 0) throw new RangeError("A schedule needs at least one date");
  const sorted = [...dueDates].sort(compareDates);
  const part = Math.floor(total.amount / sorted.length);
  return sorted.map((dueOn, index) => ({
    kind: "INSTALMENT" as const,
    dueOn,
    amount: money(index === sorted.length - 1 ? total.amount - part * (sorted.length - 1) : part, total.currency),
  }));
}

export interface PlanStatus {
  /** Due before `today` and not covered by what was paid. */
  overdue: Money;
  /** Due from `today` to `today + 6` and not covered. */
  dueThisWeek: Money;
  /** The first instalment not fully covered, with what is left of it. */
  next: Instalment | null;
}

/** An instalment with what is still open of it after the payments. */
export interface CoveredInstalment extends Instalment {
  left: Money;
}

/** What was paid (payments − refunds) covers the instalments in order; each keeps what is left. */
export function coverInstalments(plan: readonly Instalment[], paid: Money): CoveredInstalment[] {
  let covered = Math.max(paid.amount, 0);
  return plan.map((instalment) => {
    const left = Math.max(instalment.amount.amount - covered, 0);
    covered = Math.max(covered - instalment.amount.amount, 0);
    return { ...instalment, left: money(left, instalment.amount.currency) };
  });
}

/**
 * A plan after its reservation's total changed (issue 26): what is already paid stays as it was,
 * the unpaid instalments are worked out again by the plan's rule over the new total. Instalments
 * fully covered by `paid` (covered in order) keep their amounts; the others take the rule's
 * amounts for the new total (`depositPlan`), the last of them absorbing the difference so the
 * plan adds up to the new total exactly. When nothing is settled, or the new total is below what
 * was settled (money to refund), the rule's plan over the new total is the plan. Due dates of the
 * kinds the stored plan had are kept as set; a total grown after every instalment was paid goes
 * onto the last one.
 */
export function followTotal(
  stored: readonly Instalment[],
  rule: PlanRule,
  total: Money,
  paid: Money,
  days: { bookedOn: CalendarDate; departsOn: CalendarDate },
): Instalment[] {
  const kept: Instalment[] = coverInstalments(stored, paid)
    .filter((instalment) => instalment.left.amount === 0 && instalment.amount.currency === total.currency)
    .map(({ kind, dueOn, amount }) => ({ kind, dueOn, amount }));
  const keptSum = kept.reduce((sum, instalment) => sum + instalment.amount.amount, 0);
  if ("kind" in rule) return followSchedule(stored, kept, keptSum, total);
  const storedDue = (kind: InstalmentKind) => stored.find((instalment) => instalment.kind === kind)?.dueOn;
  const fresh = depositPlan(total, rule, days).map((instalment) => ({
    ...instalment,
    dueOn: storedDue(instalment.kind) ?? instalment.dueOn,
  }));
  if (kept.length === 0 || keptSum > total.amount) return fresh;
  let remaining = total.amount - keptSum;
  const rest = fresh.filter((instalment) => !kept.some((settled) => settled.kind === instalment.kind));
  if (rest.length === 0) return onLast(kept, remaining, total);
  const plan = [...kept];
  rest.forEach((instalment, index) => {
    const amount = index === rest.length - 1 ? remaining : Math.min(instalment.amount.amount, remaining);
    remaining -= amount;
    if (amount > 0) plan.push({ ...instalment, amount: money(amount, total.currency) });
  });
  return plan;
}

/** A total grown after everything was paid goes onto the last instalment. */
function onLast(kept: readonly Instalment[], remaining: number, total: Money): Instalment[] {
  const last = kept.at(-1)!;
  return [...kept.slice(0, -1), { ...last, amount: money(last.amount.amount + remaining, total.currency) }];
}

/**
 * A schedule after a new total: the paid instalments (a prefix, covered in order) stay, what is
 * left of the total is split again over the other dates as set (`instalmentSchedule`).
 */
function followSchedule(
  stored: readonly Instalment[],
  kept: readonly Instalment[],
  keptSum: number,
  total: Money,
): Instalment[] {
  const dates = stored.map((instalment) => instalment.dueOn);
  if (kept.length === 0 || keptSum > total.amount) return instalmentSchedule(total, dates);
  const remaining = total.amount - keptSum;
  const open = dates.slice(kept.length);
  if (open.length === 0) return onLast(kept, remaining, total);
  return [...kept, ...instalmentSchedule(money(remaining, total.currency), open)];
}

/** The two figures staff watch (dashboard, reservation list filter): overdue and due this week. */
export const paymentDueFilters = ["overdue", "dueThisWeek"] as const;
export type PaymentDueFilter = (typeof paymentDueFilters)[number];

/**
 * The due dates each figure counts, both ends included (null: open): overdue is due before
 * today; due this week is due from today to today + 6. `planStatus` and the SQL of the dashboard
 * and the reservation list read the same range.
 */
export function dueDateRange(
  filter: PaymentDueFilter,
  today: CalendarDate,
): { from: CalendarDate | null; to: CalendarDate } {
  return filter === "overdue" ? { from: null, to: addDays(today, -1) } : { from: today, to: addDays(today, 6) };
}

const inRange = (day: CalendarDate, range: { from: CalendarDate | null; to: CalendarDate }) =>
  (range.from === null || compareDates(day, range.from) >= 0) && compareDates(day, range.to) <= 0;

/** Days before a due date the customer is reminded, unless configured (PAYMENT_REMINDER_DAYS). */
export const defaultPaymentReminderDays = 3;

/**
 * The due dates whose reminder goes out today (issue 26), both ends included: from tomorrow to
 * today + `daysBefore`. An instalment due today or earlier gets no reminder (the deposit is due
 * on the booking day; overdue money is the dashboard's), one due later is reminded once it is
 * `daysBefore` days away — or as soon as the plan is set, when it was set later than that.
 */
export function paymentReminderRange(
  today: CalendarDate,
  daysBefore: number,
): { from: CalendarDate; to: CalendarDate } {
  if (!Number.isInteger(daysBefore) || daysBefore < 1) throw new RangeError("A reminder goes at least a day before");
  return { from: addDays(today, 1), to: addDays(today, daysBefore) };
}

/** Whether an instalment with `left` still unpaid, due on `dueOn`, is to be reminded today. */
export function isPaymentReminderDue(
  instalment: { dueOn: CalendarDate; left: Money },
  today: CalendarDate,
  daysBefore: number,
): boolean {
  return instalment.left.amount > 0 && inRange(instalment.dueOn, paymentReminderRange(today, daysBefore));
}

/**
 * Where a plan stands: what was paid (payments − refunds, in the plan's currency) covers the
 * instalments in order; the rest is overdue, due this week or later.
 */
export function planStatus(plan: readonly Instalment[], paid: Money, today: CalendarDate): PlanStatus {
  let overdue = 0;
  let dueThisWeek = 0;
  let next: Instalment | null = null;
  const overdueRange = dueDateRange("overdue", today);
  const weekRange = dueDateRange("dueThisWeek", today);
  for (const instalment of coverInstalments(plan, paid)) {
    const left = instalment.left.amount;
    if (left === 0) continue;
    next ??= { kind: instalment.kind, dueOn: instalment.dueOn, amount: instalment.left };
    if (inRange(instalment.dueOn, overdueRange)) overdue += left;
    else if (inRange(instalment.dueOn, weekRange)) dueThisWeek += left;
  }
  return { overdue: money(overdue, paid.currency), dueThisWeek: money(dueThisWeek, paid.currency), next };
}

/** How many instalments a schedule has at most (and at least two: one is the balance). */
export const maxInstalments = 12;

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(min, { error: "INVALID_VALUE" })
    .max(max, { error: "INVALID_VALUE" });

/**
 * A deposit and the balance: the deposit is a whole percent of the total (0–100) or an amount
 * in the reservation's currency as staff type it ('1500.50', '1.500,50'; exactly one of the two), due at
 * booking; the rest `balanceDueDaysBefore` days before departure. Without `kind` it is this shape
 * (the first one the API took).
 */
const depositPlanRequestSchema = z
  .object({
    kind: z.literal("DEPOSIT").default("DEPOSIT"),
    depositPercent: whole(0, 100).optional(),
    depositAmount: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      // Read in the reservation's currency by `planRuleOf` (`parseAmount`: '1500.50', '1.500,50').
      .regex(/^[\d.,]{1,20}$/, { error: "AMOUNT_INVALID" })
      .optional(),
    balanceDueDaysBefore: whole(0, 365),
  })
  .superRefine((value, ctx) => {
    if ((value.depositPercent === undefined) === (value.depositAmount === undefined)) {
      ctx.addIssue({ code: "custom", path: ["depositPercent"], message: "DEPOSIT_ONE_OF" });
    }
  });

/** A schedule: 2–12 due dates, strictly increasing (none after departure: checked by `checkSchedule`). */
const instalmentsPlanRequestSchema = z.object({
  kind: z.literal("INSTALMENTS"),
  dueDates: z
    .array(calendarDateSchema, { error: "INVALID_VALUE" })
    .min(2, { error: "INSTALMENTS_COUNT" })
    .max(maxInstalments, { error: "INSTALMENTS_COUNT" })
    // A date that is no date already has its own code (the check runs on the rest all the same).
    .refine(
      (dates) =>
        !dates.every(isCalendarDate) ||
        dates.every((date, index) => index === 0 || compareDates(dates[index - 1]!, date) < 0),
      { error: "DATES_NOT_INCREASING" },
    ),
});

/**
 * Staff set a reservation's plan (`PUT /api/admin/reservations/{code}/payment-plan` and the staff
 * page's form): a deposit and the balance, or (`kind: "INSTALMENTS"`) a schedule of instalments.
 */
export const paymentPlanRequestSchema = z.discriminatedUnion(
  "kind",
  [depositPlanRequestSchema, instalmentsPlanRequestSchema],
  { error: "INVALID_VALUE" },
);
export type PaymentPlanRequest = z.output<typeof paymentPlanRequestSchema>;

/** A stored request of the first shape (no `kind`, a percent) reads as a deposit plan. */
export type StoredPlanRequest = PaymentPlanRequest | { depositPercent: number; balanceDueDaysBefore: number };

/**
 * The plan rule of a request in the reservation's currency, or the field code that refuses it:
 * a deposit amount is read by `parseAmount` (above zero, a dot or a comma for decimals); a schedule's last date may not be after
 * departure.
 */
export function planRuleOf(
  request: StoredPlanRequest,
  currency: Currency,
  departsOn: CalendarDate,
): { ok: true; rule: PlanRule } | { ok: false; field: string; code: string } {
  if ("kind" in request && request.kind === "INSTALMENTS") {
    if (compareDates(request.dueDates.at(-1)!, departsOn) > 0) {
      return { ok: false, field: "dueDates", code: "AFTER_DEPARTURE" };
    }
    return { ok: true, rule: { kind: "INSTALMENTS", dueDates: request.dueDates } };
  }
  const { balanceDueDaysBefore } = request;
  if ("depositAmount" in request && request.depositAmount !== undefined) {
    const amount = parseAmount(request.depositAmount, currency);
    if (!amount) return { ok: false, field: "depositAmount", code: "AMOUNT_INVALID" };
    return { ok: true, rule: { deposit: { kind: "AMOUNT", amount: amount.amount }, balanceDueDaysBefore } };
  }
  return {
    ok: true,
    rule: { deposit: { kind: "PERCENT", basisPoints: (request.depositPercent ?? 0) * 100 }, balanceDueDaysBefore },
  };
}

/** How staff write a schedule on the form: how many, the first due date and the step between. */
export const instalmentStepUnits = ["days", "months"] as const;
export const instalmentStepsSchema = z.object({
  count: whole(2, maxInstalments),
  first: calendarDateSchema,
  every: whole(1, 365),
  unit: z.enum(instalmentStepUnits, { error: "INVALID_VALUE" }),
});
export type InstalmentSteps = z.output<typeof instalmentStepsSchema>;

/**
 * The due dates of a schedule written as steps: `first`, then every `every` days or months
 * (months keep the day, clamped to a shorter month's last day: `addMonths` from the first date).
 */
export function instalmentDueDates(steps: InstalmentSteps): CalendarDate[] {
  return Array.from({ length: steps.count }, (_, index) =>
    steps.unit === "days" ? addDays(steps.first, index * steps.every) : addMonths(steps.first, index * steps.every),
  );
}

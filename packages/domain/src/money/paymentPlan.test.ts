import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, compareDates, type CalendarDate } from "../dates/calendarDate.ts";
import { money } from "./money.ts";
import {
  defaultPaymentReminderDays,
  depositAmount,
  followTotal,
  depositPlan,
  coverInstalments,
  instalmentDueDates,
  instalmentSchedule,
  instalmentStepsSchema,
  isPaymentReminderDue,
  paymentPlanRequestSchema,
  planOf,
  planRuleOf,
  paymentReminderRange,
  planStatus,
} from "./paymentPlan.ts";

const day = (offset: number): CalendarDate => addDays("2026-11-26", offset);
const totalArb = fc.integer({ min: 0, max: 1e12 }).map((amount) => money(amount, "TRY"));

describe("deposits (issue 26)", () => {
  it("takes a share rounded half away from zero, or a fixed amount, never more than the total", () => {
    expect(depositAmount(money(100_001, "TRY"), { kind: "PERCENT", basisPoints: 2500 })).toEqual(money(25_000, "TRY"));
    // 25 % of 0.02 is half a kuruş: rounded up to 1.
    expect(depositAmount(money(2, "TRY"), { kind: "PERCENT", basisPoints: 2500 })).toEqual(money(1, "TRY"));
    expect(depositAmount(money(5_000, "EUR"), { kind: "AMOUNT", amount: 20_000 })).toEqual(money(5_000, "EUR"));
    expect(() => depositAmount(money(1, "TRY"), { kind: "PERCENT", basisPoints: 10_001 })).toThrow(RangeError);
    expect(() => depositAmount(money(1, "TRY"), { kind: "AMOUNT", amount: 1.5 })).toThrow(RangeError);
  });

  it("asks the deposit at booking and the rest N days before departure, or at booking when that has passed", () => {
    const rule = { deposit: { kind: "PERCENT" as const, basisPoints: 3000 }, balanceDueDaysBefore: 30 };
    expect(depositPlan(money(5_100_000, "TRY"), rule, { bookedOn: day(0), departsOn: day(60) })).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: money(1_530_000, "TRY") },
      { kind: "BALANCE", dueOn: day(30), amount: money(3_570_000, "TRY") },
    ]);
    expect(depositPlan(money(100, "TRY"), rule, { bookedOn: day(0), departsOn: day(10) })[1]?.dueOn).toBe(day(0));
    expect(depositPlan(money(0, "TRY"), rule, { bookedOn: day(0), departsOn: day(10) })).toEqual([]);
  });

  it("★ a deposit plan always adds up to the total, in order, with no negative part", () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.oneof(
          fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => ({ kind: "PERCENT" as const, basisPoints })),
          fc.integer({ min: 0, max: 1e12 }).map((amount) => ({ kind: "AMOUNT" as const, amount })),
        ),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 400 }),
        (total, deposit, before, departsIn) => {
          const plan = depositPlan(
            total,
            { deposit, balanceDueDaysBefore: before },
            {
              bookedOn: day(0),
              departsOn: day(departsIn),
            },
          );
          expect(plan.reduce((sum, i) => sum + i.amount.amount, 0)).toBe(total.amount);
          for (const instalment of plan) expect(instalment.amount.amount).toBeGreaterThan(0);
          for (let i = 1; i < plan.length; i += 1) {
            expect(compareDates(plan[i - 1]!.dueOn, plan[i]!.dueOn)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe("instalments (issue 26)", () => {
  it("splits 1,000.00 in three as 333.33 + 333.33 + 333.34: the last absorbs the rounding", () => {
    expect(
      instalmentSchedule(money(100_000, "TRY"), [day(60), day(0), day(30)]).map((i) => [i.dueOn, i.amount.amount]),
    ).toEqual([
      [day(0), 33_333],
      [day(30), 33_333],
      [day(60), 33_334],
    ]);
    expect(() => instalmentSchedule(money(1, "TRY"), [])).toThrow(RangeError);
  });

  it("★ a schedule always adds up to the total; only the last differs, by less than the count", () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 24 }),
        (total, offsets) => {
          const plan = instalmentSchedule(total, offsets.map(day));
          expect(plan.reduce((sum, i) => sum + i.amount.amount, 0)).toBe(total.amount);
          const first = plan[0]!.amount.amount;
          plan.slice(0, -1).forEach((i) => expect(i.amount.amount).toBe(first));
          const last = plan.at(-1)!.amount.amount;
          expect(last - first).toBeGreaterThanOrEqual(0);
          expect(last - first).toBeLessThan(plan.length);
        },
      ),
    );
  });

  it("says what is overdue, due this week and next, after what was paid", () => {
    const plan = instalmentSchedule(money(90_000, "TRY"), [day(-10), day(3), day(40)]);
    expect(planStatus(plan, money(10_000, "TRY"), day(0))).toEqual({
      overdue: money(20_000, "TRY"),
      dueThisWeek: money(30_000, "TRY"),
      next: { kind: "INSTALMENT", dueOn: day(-10), amount: money(20_000, "TRY") },
    });
    expect(planStatus(plan, money(90_000, "TRY"), day(0))).toEqual({
      overdue: money(0, "TRY"),
      dueThisWeek: money(0, "TRY"),
      next: null,
    });
  });

  it("★ paid + overdue + due this week + later is the total, whatever was paid", () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.array(fc.integer({ min: -30, max: 60 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2e12 }),
        (total, offsets, paid) => {
          const plan = instalmentSchedule(total, offsets.map(day));
          const status = planStatus(plan, money(paid, "TRY"), day(0));
          // Independently: each instalment's uncovered part from the running sum before it.
          let before = 0;
          const left = plan.map((i) => {
            const uncovered = Math.min(i.amount.amount, Math.max(i.amount.amount - Math.max(paid - before, 0), 0));
            before += i.amount.amount;
            return { dueOn: i.dueOn, uncovered };
          });
          const sum = (keep: (d: CalendarDate) => boolean) =>
            left.filter((l) => keep(l.dueOn)).reduce((total, l) => total + l.uncovered, 0);
          expect(status.overdue.amount).toBe(sum((d) => compareDates(d, day(0)) < 0));
          expect(status.dueThisWeek.amount).toBe(
            sum((d) => compareDates(d, day(0)) >= 0 && compareDates(d, day(6)) <= 0),
          );
          const open = total.amount - Math.min(paid, total.amount);
          expect(left.reduce((total, l) => total + l.uncovered, 0)).toBe(open);
          expect(status.next === null).toBe(open === 0);
        },
      ),
    );
  });
});

describe("payment reminders (issue 26)", () => {
  it("reminds an unpaid instalment from N days before its due date until the day before", () => {
    expect(paymentReminderRange(day(0), 3)).toEqual({ from: day(1), to: day(3) });
    const due = (offset: number, left = 100) => ({ dueOn: day(offset), left: money(left, "TRY") });
    expect([-1, 0, 1, 2, 3, 4].map((offset) => isPaymentReminderDue(due(offset), day(0), 3))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isPaymentReminderDue(due(2, 0), day(0), defaultPaymentReminderDays)).toBe(false);
    expect(() => paymentReminderRange(day(0), 0)).toThrow(RangeError);
    expect(() => paymentReminderRange(day(0), 1.5)).toThrow(RangeError);
  });

  it("reminds every instalment on exactly N consecutive days, whatever the dates", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 1, max: 30 }), (offset, days) => {
        const instalment = { dueOn: day(offset), left: money(1, "EUR") };
        const reminded = Array.from({ length: 900 }, (_, i) => day(i - 450)).filter((today) =>
          isPaymentReminderDue(instalment, today, days),
        );
        expect(reminded).toHaveLength(days);
        expect(reminded.at(-1)).toBe(addDays(instalment.dueOn, -1));
      }),
      { numRuns: 50 },
    );
  });
});

describe("a plan following its reservation's total (issue 26)", () => {
  const rule = { deposit: { kind: "PERCENT" as const, basisPoints: 3000 }, balanceDueDaysBefore: 7 };
  const days = { bookedOn: day(0), departsOn: day(20) };
  const lira = (amount: number) => money(amount, "TRY");
  const plan = depositPlan(lira(100_000), rule, days);

  it("works the whole plan out again while nothing is paid", () => {
    expect(followTotal(plan, rule, lira(120_000), lira(0), days)).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: lira(36_000) },
      { kind: "BALANCE", dueOn: day(13), amount: lira(84_000) },
    ]);
  });

  it("keeps a paid deposit and puts the change on the balance", () => {
    expect(followTotal(plan, rule, lira(120_000), lira(30_000), days)).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: lira(30_000) },
      { kind: "BALANCE", dueOn: day(13), amount: lira(90_000) },
    ]);
    // A smaller total: the balance shrinks; below what was paid, the rule's plan (a refund is due).
    expect(followTotal(plan, rule, lira(50_000), lira(30_000), days)[1]).toEqual({
      kind: "BALANCE",
      dueOn: day(13),
      amount: lira(20_000),
    });
    expect(followTotal(plan, rule, lira(20_000), lira(30_000), days)).toEqual(depositPlan(lira(20_000), rule, days));
    // Exactly what was paid: nothing more is due, no empty instalment.
    expect(followTotal(plan, rule, lira(30_000), lira(30_000), days)).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: lira(30_000) },
    ]);
  });

  it("keeps the dates as set, and adds a rise after everything was paid to the last instalment", () => {
    const moved = { bookedOn: day(2), departsOn: day(40) };
    expect(followTotal(plan, rule, lira(110_000), lira(0), moved).map((i) => i.dueOn)).toEqual([day(0), day(13)]);
    expect(followTotal(plan, rule, lira(110_000), lira(100_000), days)).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: lira(30_000) },
      { kind: "BALANCE", dueOn: day(13), amount: lira(80_000) },
    ]);
    // Another currency now: nothing paid in it is kept, the rule's plan in the new currency.
    expect(followTotal(plan, rule, money(5_000, "EUR"), money(100_000, "EUR"), days)).toEqual(
      depositPlan(money(5_000, "EUR"), rule, days),
    );
  });

  it("always adds up to the new total, and never touches what was settled when the total allows", () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -1e6, max: 1e12 }),
        (oldTotal, newAmount, basisPoints, paidAmount) => {
          const planRule = { deposit: { kind: "PERCENT" as const, basisPoints }, balanceDueDaysBefore: 7 };
          const stored = depositPlan(oldTotal, planRule, days);
          const paid = lira(paidAmount);
          const next = followTotal(stored, planRule, lira(newAmount), paid, days);
          expect(next.reduce((sum, i) => sum + i.amount.amount, 0)).toBe(newAmount);
          expect(next.every((i) => i.amount.amount > 0)).toBe(true);
          const settled = coverInstalments(stored, paid).filter((i) => i.left.amount === 0);
          const settledSum = settled.reduce((sum, i) => sum + i.amount.amount, 0);
          if (settledSum <= newAmount && settled.length < next.length) {
            settled.forEach((i, index) => expect(next[index]!.amount).toEqual(i.amount));
          }
        },
      ),
    );
  });
});

describe("a schedule of instalments set by staff (issue 26)", () => {
  const lira = (amount: number) => money(amount, "TRY");
  const days = { bookedOn: day(0), departsOn: day(200) };
  const codes = (value: unknown) =>
    paymentPlanRequestSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("reads both shapes; a request without kind is the deposit plan it always was", () => {
    expect(paymentPlanRequestSchema.parse({ depositPercent: "30", balanceDueDaysBefore: "14" })).toEqual({
      kind: "DEPOSIT",
      depositPercent: 30,
      balanceDueDaysBefore: 14,
    });
    expect(
      paymentPlanRequestSchema.parse({ kind: "DEPOSIT", depositAmount: " 1500.5 ", balanceDueDaysBefore: 7 }),
    ).toEqual({
      kind: "DEPOSIT",
      depositAmount: "1500.5",
      balanceDueDaysBefore: 7,
    });
    expect(paymentPlanRequestSchema.parse({ kind: "INSTALMENTS", dueDates: [day(1), day(31)] })).toEqual({
      kind: "INSTALMENTS",
      dueDates: [day(1), day(31)],
    });
  });

  it("refuses with field codes: one of percent or amount, 2–12 increasing real dates, a known kind", () => {
    expect(codes({ balanceDueDaysBefore: 7 })).toEqual([["depositPercent", "DEPOSIT_ONE_OF"]]);
    expect(codes({ depositPercent: 10, depositAmount: "5", balanceDueDaysBefore: 7 })).toEqual([
      ["depositPercent", "DEPOSIT_ONE_OF"],
    ]);
    expect(codes({ depositAmount: "5 TL", balanceDueDaysBefore: 7 })).toEqual([["depositAmount", "AMOUNT_INVALID"]]);
    expect(codes({ kind: "INSTALMENTS", dueDates: [day(1)] })).toEqual([["dueDates", "INSTALMENTS_COUNT"]]);
    expect(codes({ kind: "INSTALMENTS", dueDates: Array.from({ length: 13 }, (_, i) => day(i)) })).toEqual([
      ["dueDates", "INSTALMENTS_COUNT"],
    ]);
    expect(codes({ kind: "INSTALMENTS", dueDates: [day(5), day(5)] })).toEqual([["dueDates", "DATES_NOT_INCREASING"]]);
    expect(codes({ kind: "INSTALMENTS", dueDates: [day(5), day(1)] })).toEqual([["dueDates", "DATES_NOT_INCREASING"]]);
    expect(codes({ kind: "INSTALMENTS", dueDates: [day(1), "2026-02-30"] })).toEqual([["dueDates.1", "DATE_INVALID"]]);
    expect(codes({ kind: "INSTALMENTS", dueDates: "x" })?.[0]).toEqual(["dueDates", "INVALID_VALUE"]);
    expect(codes({ kind: "OTHER" })).toEqual([["kind", "INVALID_VALUE"]]);
  });

  it("turns a request into a rule in the reservation's currency, or the field code refusing it", () => {
    expect(planRuleOf({ depositPercent: 25, balanceDueDaysBefore: 3 }, "TRY", day(9))).toEqual({
      ok: true,
      rule: { deposit: { kind: "PERCENT", basisPoints: 2500 }, balanceDueDaysBefore: 3 },
    });
    expect(planRuleOf({ kind: "DEPOSIT", depositAmount: "1500.5", balanceDueDaysBefore: 3 }, "EUR", day(9))).toEqual({
      ok: true,
      rule: { deposit: { kind: "AMOUNT", amount: 150_050 }, balanceDueDaysBefore: 3 },
    });
    // Typed the Turkish way too.
    expect(planRuleOf({ kind: "DEPOSIT", depositAmount: "1.500,50", balanceDueDaysBefore: 3 }, "TRY", day(9))).toEqual({
      ok: true,
      rule: { deposit: { kind: "AMOUNT", amount: 150_050 }, balanceDueDaysBefore: 3 },
    });
    // Too large, ambiguous ('1.234': a thousand or one and a bit), zero, three decimals.
    for (const refused of ["99999999999999", "1.234", "0", "1,234"]) {
      expect(planRuleOf({ kind: "DEPOSIT", depositAmount: refused, balanceDueDaysBefore: 3 }, "EUR", day(9))).toEqual({
        ok: false,
        field: "depositAmount",
        code: "AMOUNT_INVALID",
      });
    }
    expect(planRuleOf({ kind: "INSTALMENTS", dueDates: [day(1), day(9)] }, "TRY", day(9))).toEqual({
      ok: true,
      rule: { kind: "INSTALMENTS", dueDates: [day(1), day(9)] },
    });
    expect(planRuleOf({ kind: "INSTALMENTS", dueDates: [day(1), day(10)] }, "TRY", day(9))).toEqual({
      ok: false,
      field: "dueDates",
      code: "AFTER_DEPARTURE",
    });
  });

  it("writes a schedule's dates as steps of days or months (a short month clamps the day)", () => {
    expect(instalmentDueDates({ count: 3, first: "2026-12-01", every: 10, unit: "days" })).toEqual([
      "2026-12-01",
      "2026-12-11",
      "2026-12-21",
    ]);
    expect(instalmentDueDates({ count: 4, first: "2027-01-31", every: 1, unit: "months" })).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect(instalmentStepsSchema.safeParse({ count: "1", first: day(0), every: "1", unit: "days" }).success).toBe(
      false,
    );
    expect(instalmentStepsSchema.safeParse({ count: "3", first: day(0), every: "1", unit: "weeks" }).success).toBe(
      false,
    );
    expect(instalmentStepsSchema.parse({ count: "3", first: day(0), every: "2", unit: "months" })).toEqual({
      count: 3,
      first: day(0),
      every: 2,
      unit: "months",
    });
  });

  it("★ steps give strictly increasing dates the request schema takes, and the plan adds up to the total", () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 365 }),
        fc.constantFrom("days" as const, "months" as const),
        fc.integer({ min: 0, max: 3000 }),
        (total, count, every, unit, start) => {
          const dueDates = instalmentDueDates({ count, first: day(start), every, unit });
          dueDates.slice(1).forEach((date, index) => expect(compareDates(dueDates[index]!, date)).toBeLessThan(0));
          const request = paymentPlanRequestSchema.parse({ kind: "INSTALMENTS", dueDates });
          const planned = planRuleOf(request, "TRY", dueDates.at(-1)!);
          if (!planned.ok) throw new Error("refused");
          const plan = planOf(total, planned.rule, days);
          expect(plan).toHaveLength(count);
          expect(plan.reduce((sum, i) => sum + i.amount.amount, 0)).toBe(total.amount);
          expect(plan.map((i) => i.dueOn)).toEqual(dueDates);
        },
      ),
    );
  });

  it("plans a deposit amount like a percent: deposit at booking, the rest before departure", () => {
    expect(
      planOf(lira(100_000), { deposit: { kind: "AMOUNT", amount: 15_000 }, balanceDueDaysBefore: 10 }, days),
    ).toEqual([
      { kind: "DEPOSIT", dueOn: day(0), amount: lira(15_000) },
      { kind: "BALANCE", dueOn: day(190), amount: lira(85_000) },
    ]);
  });

  it("follows a new total: paid instalments stay, the rest is split again over their dates", () => {
    const rule = { kind: "INSTALMENTS" as const, dueDates: [day(10), day(40), day(70), day(100)] };
    const plan = planOf(lira(100_000), rule, days);
    // Nothing paid: split again over every date.
    expect(followTotal(plan, rule, lira(100_001), lira(0), days)).toEqual(
      instalmentSchedule(lira(100_001), rule.dueDates),
    );
    // The first paid: it stays, 75,001 over the other three.
    expect(followTotal(plan, rule, lira(100_001), lira(25_000), days).map((i) => i.amount.amount)).toEqual([
      25_000, 25_000, 25_000, 25_001,
    ]);
    // Less than was paid: the schedule over the new total (money to refund).
    expect(followTotal(plan, rule, lira(20_000), lira(50_000), days)).toEqual(
      instalmentSchedule(lira(20_000), rule.dueDates),
    );
    // All paid and the total grew: onto the last one.
    expect(followTotal(plan, rule, lira(100_500), lira(100_000), days).map((i) => i.amount.amount)).toEqual([
      25_000, 25_000, 25_000, 25_500,
    ]);
  });

  it("★ a followed schedule keeps its dates and adds up to the new total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 2, max: 12 }),
        (oldAmount, newAmount, paidAmount, count) => {
          const rule = { kind: "INSTALMENTS" as const, dueDates: Array.from({ length: count }, (_, i) => day(i * 30)) };
          const next = followTotal(planOf(lira(oldAmount), rule, days), rule, lira(newAmount), lira(paidAmount), days);
          expect(next.reduce((sum, i) => sum + i.amount.amount, 0)).toBe(newAmount);
          expect(next.map((i) => i.dueOn)).toEqual(rule.dueDates);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  ageOn,
  compareDates,
  daysBetween,
  daysInMonth,
  isCalendarDate,
  isoWeekday,
  parseCalendarDate,
  toCalendarDate,
  todayInIstanbul,
  type CalendarDate,
} from "./calendarDate.ts";
import { formatDate } from "./format.ts";

export const calendarDateArb = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => toCalendarDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe("spec §5, §9: calendar dates", () => {
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isCalendarDate("2026-01-10")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    for (const bad of [
      "2025-02-29",
      "2025-13-01",
      "2025-00-10",
      "0000-00-00",
      "2025-1-1",
      "2025-04-31",
      "x",
      20250101,
      null,
    ]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
    expect(parseCalendarDate("2026-01-10")).toEqual({ year: 2026, month: 1, day: 10 });
  });

  it("knows month lengths and leap years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it("adds days across months and years", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysBetween("2025-01-01", "2026-01-01")).toBe(365);
  });

  it("adds months clamping to the month end", () => {
    expect(addMonths("2025-08-31", 6)).toBe("2026-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2025-03-15", -3)).toBe("2024-12-15");
    expect(addMonths("2025-10-31", 6)).toBe("2026-04-30");
  });

  it("throws on non-dates instead of computing garbage", () => {
    expect(() => addDays("2025-02-30" as CalendarDate, 1)).toThrow(RangeError);
  });

  it("★ addMonths stays within the target month and never goes back", () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 0, max: 36 }), (date, months) => {
        const result = addMonths(date, months);
        expect(isCalendarDate(result)).toBe(true);
        expect(compareDates(result, date)).toBeGreaterThanOrEqual(0);
        const a = parseCalendarDate(date);
        const b = parseCalendarDate(result);
        expect(((b?.year ?? 0) - (a?.year ?? 0)) * 12 + ((b?.month ?? 0) - (a?.month ?? 0))).toBe(months);
      }),
    );
  });

  it("gives ISO weekdays (Monday 1 … Sunday 7)", () => {
    expect(isoWeekday("2026-01-10")).toBe(6);
    expect(isoWeekday("2025-03-30")).toBe(7);
    expect(isoWeekday("2025-06-02")).toBe(1);
    expect(isoWeekday("1969-12-31")).toBe(3);
  });

  it("computes ages on a day", () => {
    expect(ageOn("2014-01-10", "2026-01-10")).toBe(12);
    expect(ageOn("2014-01-11", "2026-01-10")).toBe(11);
    expect(ageOn("2014-02-10", "2026-01-10")).toBe(11);
    expect(ageOn("2024-02-29", "2025-02-28")).toBe(0);
  });
});

// The domain has no Node types; tests reach the process environment through globalThis.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe("spec §9: business dates are Istanbul calendar dates, whatever the server's TZ", () => {
  const originalTz = env["TZ"];

  it("really changes the process time zone (so the properties below can fail)", () => {
    const instant = new Date(Date.UTC(2025, 0, 1, 12));
    env["TZ"] = "UTC";
    const utcHours = instant.getHours();
    env["TZ"] = "Asia/Tokyo";
    expect(instant.getHours()).not.toBe(utcHours);
  });

  afterEach(() => {
    if (originalTz === undefined) delete env["TZ"];
    else env["TZ"] = originalTz;
  });

  it("reads today in Istanbul from a passed clock", () => {
    expect(todayInIstanbul(new Date("2025-12-31T20:59:59Z"))).toBe("2025-12-31");
    expect(todayInIstanbul(new Date("2025-12-31T21:00:00Z"))).toBe("2026-01-01");
  });

  it("★ formatting and arithmetic give the same day in any process time zone", () => {
    const zones = [
      "UTC",
      "America/Los_Angeles",
      "Pacific/Kiritimati",
      "Asia/Tokyo",
      "Europe/Istanbul",
      "Pacific/Pago_Pago",
    ];
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.constantFrom(...zones),
        fc.integer({ min: -400, max: 400 }),
        (date, zone, days) => {
          env["TZ"] = "UTC";
          const reference = [
            formatDate(date, "tr"),
            formatDate(date, "en", "full"),
            addDays(date, days),
            isoWeekday(date),
          ];
          env["TZ"] = zone;
          expect([
            formatDate(date, "tr"),
            formatDate(date, "en", "full"),
            addDays(date, days),
            isoWeekday(date),
          ]).toEqual(reference);
          const [y, m, d] = date.split("-");
          expect(formatDate(date, "tr")).toBe(`${d}.${m}.${y}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("★ todayInIstanbul does not depend on the process time zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata"),
        (now, zone) => {
          env["TZ"] = "UTC";
          const reference = todayInIstanbul(now);
          env["TZ"] = zone;
          expect(todayInIstanbul(now)).toBe(reference);
        },
      ),
      { numRuns: 100 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  clampIsoDate,
  dayOfWeek,
  isIsoDate,
  monthGrid,
  monthNames,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
  weekdayNames,
} from "./calendar";

describe("ISO dates", () => {
  it("accepts real days only", () => {
    expect(isIsoDate("2025-02-28")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("25-1-1")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("round-trips any day without a time-zone shift", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 365 }), (year, offset) => {
        const iso = toIsoDate(Date.UTC(year, 0, 1 + offset));
        expect(toIsoDate(parseIsoDate(iso)!)).toBe(iso);
        expect(addDays(addDays(iso, 40), -40)).toBe(iso);
      }),
    );
  });

  it("moves across months, years and DST changes one day at a time", () => {
    expect(addDays("2025-03-30", 1)).toBe("2025-03-31");
    expect(addDays("2025-10-26", 1)).toBe("2025-10-27");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("clamps the day when a month is shorter", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-31", -1)).toBe("2025-02-28");
    expect(addMonths("2025-12-15", 1)).toBe("2026-01-15");
    expect(addMonths("2025-01-15", -13)).toBe("2023-12-15");
  });

  it("clamps to bounds", () => {
    expect(clampIsoDate("2025-01-01", "2025-06-01")).toBe("2025-06-01");
    expect(clampIsoDate("2026-07-01", "2025-06-01", "2026-06-01")).toBe("2026-06-01");
    expect(clampIsoDate("2025-07-01", "2025-06-01", "2026-06-01")).toBe("2025-07-01");
  });
});

describe("monthGrid", () => {
  it("starts Turkish weeks on Monday and English (US) weeks on Sunday", () => {
    // June 2025 begins on a Sunday.
    expect(dayOfWeek("2025-06-01")).toBe(0);
    const monday = monthGrid(2025, 6, 1);
    expect(monday[0]![0]).toBe("2025-05-26");
    expect(monday[0]![6]).toBe("2025-06-01");
    expect(monday.at(-1)![6]).toBe("2025-07-06");
    expect(monday).toHaveLength(6);
    const sunday = monthGrid(2025, 6, 0);
    expect(sunday[0]![0]).toBe("2025-06-01");
    expect(sunday).toHaveLength(5);
  });

  it("always holds every day of the month once, in whole weeks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<0 | 1>(0, 1),
        (year, month, weekStartsOn) => {
          const weeks = monthGrid(year, month, weekStartsOn);
          const days = weeks.flat();
          const prefix = `${year}-${String(month).padStart(2, "0")}-`;
          const inMonth = days.filter((day) => day.startsWith(prefix));
          expect(inMonth.length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
          expect(weeks.length).toBeGreaterThanOrEqual(4);
          expect(weeks.length).toBeLessThanOrEqual(6);
          for (const week of weeks) {
            expect(week).toHaveLength(7);
            expect(dayOfWeek(week[0]!)).toBe(weekStartsOn);
            expect(startOfWeek(week[6]!, weekStartsOn)).toBe(week[0]);
          }
        },
      ),
    );
  });
});

describe("names from Intl", () => {
  it("orders weekday names by the week start", () => {
    expect(weekdayNames("tr", 1, "long")[0]).toBe("Pazartesi");
    expect(weekdayNames("tr", 1, "long")[6]).toBe("Pazar");
    expect(weekdayNames("en", 0, "long")[0]).toBe("Sunday");
  });
  it("names the months", () => {
    expect(monthNames("tr")[0]).toBe("Ocak");
    expect(monthNames("en")[11]).toBe("December");
  });
});

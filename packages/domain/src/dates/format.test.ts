import { describe, expect, it } from "vitest";
import {
  firstDayOfWeek,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  toBusinessDate,
  weekdayColumn,
  weekdaysInOrder,
} from "./format.ts";

describe("spec §5: date formatting returns '' for zero or invalid dates", () => {
  it.each([["0000-00-00"], ["0000-00-00 00:00:00"], [null], [undefined], [""], ["2025-02-30"], ["yesterday"], [12345]])(
    "%j → ''",
    (value) => {
      expect(formatDate(value, "tr")).toBe("");
      expect(formatDate(value, "en", "long")).toBe("");
    },
  );
});

describe("spec §9: tr and en date formats", () => {
  it.each([
    ["numeric", "tr", "10.01.2026"],
    ["numeric", "en", "10/01/2026"],
    ["short", "tr", "10 Oca 2026"],
    ["short", "en", "10 Jan 2026"],
    ["long", "tr", "10 Ocak 2026"],
    ["long", "en", "10 January 2026"],
    ["full", "tr", "10 Ocak 2026 Cumartesi"],
    ["full", "en", "Saturday, 10 January 2026"],
  ] as const)("%s %s", (style, locale, text) => {
    expect(formatDate("2026-01-10", locale, style)).toBe(text);
  });

  it("takes the date part of database and ISO date-times as written", () => {
    expect(toBusinessDate("2026-01-10 23:30:00")).toBe("2026-01-10");
    expect(toBusinessDate("2026-01-10T23:30:00+03:00")).toBe("2026-01-10");
    expect(toBusinessDate("2026-01-10T23:30:00.123Z")).toBe("2026-01-10");
    expect(toBusinessDate("2026-01-10T23:30")).toBe("2026-01-10");
    expect(toBusinessDate("2026-01-10 nonsense")).toBeNull();
    expect(formatDate("2026-01-10 09:00:00", "tr")).toBe("10.01.2026");
  });

  it("formats ranges", () => {
    expect(formatDateRange("2026-01-10", "2026-01-20", "tr")).toBe("10 – 20 Ocak 2026");
    expect(formatDateRange("2026-01-28", "2026-02-05", "en")).toBe("28 January – 5 February 2026");
    expect(formatDateRange("2025-12-28", "2026-01-05", "tr")).toBe("28 Aralık 2025 – 5 Ocak 2026");
    expect(formatDateRange("0000-00-00", "2026-01-05", "tr")).toBe("");
  });
});

describe("spec §9: Turkish weeks start on Monday", () => {
  it("orders weekday columns from Monday in Turkish and Sunday in English", () => {
    expect(firstDayOfWeek.tr).toBe(1);
    expect(weekdaysInOrder("tr")[0]).toBe("Pazartesi");
    expect(weekdaysInOrder("tr")).toHaveLength(7);
    expect(weekdaysInOrder("en")[0]).toBe("Sunday");
    expect(weekdayColumn("2026-01-12", "tr")).toBe(0); // a Monday
    expect(weekdayColumn("2026-01-11", "tr")).toBe(6); // a Sunday
    expect(weekdayColumn("2026-01-11", "en")).toBe(0);
  });
});

describe("spec §9: instants on the agency's clock", () => {
  it("shows a UTC timestamp in Istanbul time, crossing midnight when it must", () => {
    expect(formatDateTime("2026-11-21T13:08:00.000Z", "en")).toBe("21 November 2026 16:08");
    expect(formatDateTime("2026-11-21T22:30:00Z", "tr")).toBe("22 Kasım 2026 01:30");
    expect(formatDateTime(new Date("2026-01-05T06:00:00Z"), "tr", "numeric")).toBe("05.01.2026 09:00");
  });
  it("returns '' for missing or invalid input", () => {
    expect(formatDateTime("not a date", "tr")).toBe("");
    expect(formatDateTime(null, "en")).toBe("");
  });
});

describe("formatMonth", () => {
  it("writes a month as the site does, in both languages", () => {
    expect(formatMonth("2026-11", "tr")).toBe("Kasım 2026");
    expect(formatMonth("2026-11-30", "en")).toBe("November 2026");
    for (const bad of ["2026-13", "", null, "2026/11"]) expect(formatMonth(bad, "tr")).toBe("");
  });
});

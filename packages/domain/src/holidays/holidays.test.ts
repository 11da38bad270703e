import { describe, expect, it } from "vitest";
import { isCalendarDate, compareDates } from "../dates/calendarDate.ts";
import {
  findHolidayBySlug,
  holidaySlug,
  holidays,
  holidaysInRange,
  holidaysOfYear,
  holidaysOn,
  holidayTypes,
  isHolidayQueryRange,
} from "./holidays.ts";

describe("spec §5: holiday matching rule", () => {
  it("needs two 10-character dates, start before end, not equal, not zero", () => {
    expect(isHolidayQueryRange("2026-03-15", "2026-03-25")).toBe(true);
    expect(isHolidayQueryRange("2026-03-25", "2026-03-15")).toBe(false);
    expect(isHolidayQueryRange("2026-03-15", "2026-03-15")).toBe(false);
    expect(isHolidayQueryRange("0000-00-00", "2026-03-15")).toBe(false);
    expect(isHolidayQueryRange("2026-03-15", "0000-00-00")).toBe(false);
    expect(isHolidayQueryRange("2026-3-15", "2026-03-25")).toBe(false);
    expect(isHolidayQueryRange("2026-03-15 00:00:00", "2026-03-25")).toBe(false);
    expect(isHolidayQueryRange("2026-02-30", "2026-03-25")).toBe(false);
    expect(isHolidayQueryRange(null, "2026-03-25")).toBe(false);
  });

  it("finds the holidays overlapping a tour", () => {
    const names = holidaysInRange("2026-03-15", "2026-03-25").map((h) => h.name);
    expect(names).toEqual(["ramazan-bayrami", "kadir-gecesi", "ikinci-ara-tatil"]);
    expect(holidaysInRange("2026-03-15", "2026-03-25", "kandil").map((h) => h.name)).toEqual(["kadir-gecesi"]);
    expect(holidaysInRange("2026-03-25", "2026-03-15")).toEqual([]);
    expect(holidaysOn("2025-04-23").map((h) => h.name)).toEqual(["ulusal-egemenlik-ve-cocuk-bayrami"]);
  });
});

describe("spec §3, §9: holiday data 2025 and 2026", () => {
  it("has well-formed records of the four types, 2025 and 2026 only", () => {
    for (const h of holidays) {
      expect(holidayTypes).toContain(h.type);
      expect(isCalendarDate(h.start) && isCalendarDate(h.end), h.name).toBe(true);
      expect(compareDates(h.start, h.end)).toBeLessThanOrEqual(0);
      expect(["2025", "2026"]).toContain(h.start.slice(0, 4));
      expect(h.tr && h.en).toBeTruthy();
      expect(h.name).toMatch(/^[a-z0-9-]+$/);
    }
    const slugs = holidays.map(holidaySlug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each([2025, 2026])("has the seven official holidays of Law 2429 in %i", (year) => {
    expect(holidaysOfYear(year, "official").map((h) => h.start.slice(5))).toEqual([
      "01-01",
      "04-23",
      "05-01",
      "05-19",
      "07-15",
      "08-30",
      "10-29",
    ]);
  });

  it("has the feasts from the Diyanet calendar", () => {
    const feast = (slug: string) => {
      const h = findHolidayBySlug(slug);
      return h && [h.start, h.end];
    };
    expect(feast("hday-2025-ramazan-bayrami")).toEqual(["2025-03-30", "2025-04-01"]);
    expect(feast("hday-2026-ramazan-bayrami")).toEqual(["2026-03-20", "2026-03-22"]);
    expect(feast("hday-2025-kurban-bayrami")).toEqual(["2025-06-06", "2025-06-09"]);
    expect(feast("hday-2026-kurban-bayrami")).toEqual(["2026-05-27", "2026-05-30"]);
  });

  it("has the kandil nights", () => {
    expect(holidaysOfYear(2025, "kandil").map((h) => `${h.name} ${h.start}`)).toEqual([
      "regaip-kandili 2025-01-02",
      "mirac-kandili 2025-01-26",
      "berat-kandili 2025-02-13",
      "kadir-gecesi 2025-03-26",
      "mevlid-kandili 2025-09-03",
      "regaip-kandili-aralik 2025-12-25",
    ]);
    expect(holidaysOfYear(2026, "kandil").map((h) => `${h.name} ${h.start}`)).toEqual([
      "mirac-kandili 2026-01-15",
      "berat-kandili 2026-02-02",
      "kadir-gecesi 2026-03-16",
      "mevlid-kandili 2026-08-24",
      "regaip-kandili 2026-12-10",
    ]);
  });

  it("has MEB school holidays", () => {
    expect(holidaysOfYear(2026, "school").map((h) => h.name)).toContain("yariyil-tatili");
    expect(findHolidayBySlug("hday-2025-yaz-tatili")).toMatchObject({ start: "2025-06-21", end: "2025-09-07" });
  });

  it("builds and reads holiday page slugs hday-20{year}-{name}", () => {
    const h = findHolidayBySlug("hday-2026-ramazan-bayrami");
    expect(h && holidaySlug(h)).toBe("hday-2026-ramazan-bayrami");
    expect(findHolidayBySlug("hday-2027-ramazan-bayrami")).toBeUndefined();
  });
});

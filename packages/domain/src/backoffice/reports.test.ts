import { describe, expect, it } from "vitest";
import {
  isReportKind,
  monthPeriod,
  reportColumnHeadings,
  reportDefinitions,
  reportDescriptions,
  reportFileName,
  reportGroupingOf,
  reportGroupings,
  reportKinds,
  reportPdfAddress,
  reportPeriod,
  reportPeriodId,
  reportQuerySchema,
  reportTitles,
} from "./reports.ts";
import { toFieldErrors } from "../schemas/fieldErrors.ts";

describe("reports (issue 26)", () => {
  it("names every kind and column in both languages, and charts one of its columns", () => {
    for (const kind of reportKinds) {
      expect(reportTitles[kind].tr && reportTitles[kind].en).toBeTruthy();
      expect(reportDescriptions[kind].en).toBeTruthy();
      const { columns, chart } = reportDefinitions[kind];
      expect(columns.map((c) => c.key)).toContain(chart);
      for (const column of columns) expect(reportColumnHeadings[column.key]).toBeDefined();
    }
    expect(isReportKind("sales")).toBe(true);
    expect(isReportKind("ledger")).toBe(false);
  });

  it("reads the grouping against the kind, defaulting to the first", () => {
    expect(reportGroupingOf("sales", undefined)).toBe("tour");
    expect(reportGroupingOf("sales", "agent")).toBe("agent");
    expect(reportGroupingOf("sales", "desk")).toBeNull();
    expect(reportGroupingOf("payments", "")).toBe("desk");
    expect(reportGroupings.occupancy).toEqual(["departure"]);
  });

  it("checks the period filter with field codes", () => {
    const errors = (input: unknown) => {
      const result = reportQuerySchema.safeParse(input);
      return result.success ? {} : toFieldErrors(result.error);
    };
    expect(errors({ from: "2026-11-01", to: "2026-11-30" })).toEqual({});
    expect(errors({ from: "2026-02-30" })).toEqual({ from: ["DATE_INVALID"] });
    expect(errors({ from: "2026-11-30", to: "2026-11-01" })).toEqual({ to: ["INVALID_VALUE"] });
    expect(errors({ from: "2000-01-01", to: "2026-11-01" })).toEqual({ to: ["INVALID_VALUE"] });
    expect(errors({ from: "" })).toEqual({});
  });

  it("defaults the period to the month of today or of the one day given", () => {
    expect(reportPeriod({}, "2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(reportPeriod({ from: "2026-11-10" }, "2026-02-14")).toEqual({ from: "2026-11-10", to: "2026-11-30" });
    expect(reportPeriod({ to: "2028-02-10" }, "2026-02-14")).toEqual({ from: "2028-02-01", to: "2028-02-10" });
    expect(reportPeriod({ from: "2026-01-01", to: "2026-12-31" }, "2026-02-14")).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
    expect(monthPeriod("2026-13")).toBeNull();
  });

  it("reads /admin/reports/pdf/{type}-{id}: the kind and a month, a year or a day", () => {
    expect(reportPdfAddress("sales-2026-11")).toEqual({ kind: "sales", from: "2026-11-01", to: "2026-11-30" });
    expect(reportPdfAddress("payments-2026")).toEqual({ kind: "payments", from: "2026-01-01", to: "2026-12-31" });
    expect(reportPdfAddress("occupancy-2026-11-30")).toEqual({
      kind: "occupancy",
      from: "2026-11-30",
      to: "2026-11-30",
    });
    for (const bad of ["sales", "ledger-2026-11", "sales-2026-13", "sales-26", "sales-2026-02-30"]) {
      expect(reportPdfAddress(bad)).toBeNull();
    }
    expect(reportPeriodId({ from: "2026-11-01", to: "2026-11-30" })).toBe("2026-11");
    expect(reportPeriodId({ from: "2026-01-01", to: "2026-12-31" })).toBe("2026");
    expect(reportPeriodId({ from: "2026-11-30", to: "2026-11-30" })).toBe("2026-11-30");
    expect(reportPeriodId({ from: "2026-11-02", to: "2026-11-30" })).toBeNull();
  });

  it("names files after what they hold, folded to ASCII", () => {
    const period = { from: "2026-11-01", to: "2026-11-30" } as const;
    expect(reportFileName("sales", "tour", period, "tr", "xlsx")).toBe("satis-raporu-tur-2026-11-01-2026-11-30.xlsx");
    expect(reportFileName("payments", "desk", period, "en", "pdf")).toBe(
      "payments-cash-desk-2026-11-01-2026-11-30.pdf",
    );
    expect(reportFileName("occupancy", "departure", period, "tr", "pdf")).toBe("doluluk-2026-11-01-2026-11-30.pdf");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, compareDates, toCalendarDate } from "../dates/calendarDate.ts";
import { checkPassport, isPassportValidForTour, minimumPassportExpiry } from "./passport.ts";

const dateArb = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
  .map((d) => toCalendarDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe("spec §5, §9: passport validity (expiry ≥ tour start + 6 calendar months)", () => {
  it("accepts expiry exactly 6 months after the start and rejects a day earlier", () => {
    expect(isPassportValidForTour("2026-01-10", "2026-07-10")).toBe(true);
    expect(isPassportValidForTour("2026-01-10", "2026-07-09")).toBe(false);
  });

  it("clamps month ends: 31 August + 6 months is the end of February", () => {
    expect(minimumPassportExpiry("2025-08-31")).toBe("2026-02-28");
    expect(isPassportValidForTour("2025-08-31", "2026-02-28")).toBe(true);
    expect(isPassportValidForTour("2025-08-31", "2026-02-27")).toBe(false);
    expect(minimumPassportExpiry("2027-08-31")).toBe("2028-02-29");
    expect(minimumPassportExpiry("2025-12-31")).toBe("2026-06-30");
  });

  it("needs both dates, then answers with a code", () => {
    expect(checkPassport({ expiryDate: "2030-01-01" })).toEqual({ ok: false, code: "PASSPORT_TOUR_DATE_REQUIRED" });
    expect(checkPassport({ tourDate: "2026-01-10", expiryDate: "" })).toEqual({
      ok: false,
      code: "PASSPORT_EXPIRY_REQUIRED",
    });
    expect(checkPassport({ tourDate: "2026-01-10", expiryDate: "2026-03-01" })).toEqual({
      ok: false,
      code: "PASSPORT_NOT_VALID_FOR_TOUR",
    });
    expect(checkPassport({ tourDate: "2026-01-10", expiryDate: "2027-01-01" })).toEqual({ ok: true });
  });

  it("★ valid exactly when expiry is on or after the minimum; monotone in the expiry", () => {
    fc.assert(
      fc.property(dateArb, dateArb, fc.integer({ min: 0, max: 400 }), (start, expiry, later) => {
        const valid = isPassportValidForTour(start, expiry);
        expect(valid).toBe(compareDates(expiry, minimumPassportExpiry(start)) >= 0);
        if (valid) expect(isPassportValidForTour(start, addDays(expiry, later))).toBe(true);
        expect(isPassportValidForTour(start, minimumPassportExpiry(start))).toBe(true);
        expect(isPassportValidForTour(start, addDays(minimumPassportExpiry(start), -1))).toBe(false);
        expect(compareDates(minimumPassportExpiry(start), addDays(start, 180))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

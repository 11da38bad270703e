import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.ts";
import { erasedEmail, reservationsBlockingErasure } from "./kvkk.ts";

const d = (s: string) => s as CalendarDate;
const today = d("2026-11-26");

describe("reservationsBlockingErasure", () => {
  it.each([
    ["a confirmed trip still to leave", "CONFIRMED", "2026-12-10", "2026-12-15", true],
    ["a waiting trip still to leave", "WAITING", "2026-12-10", "2026-12-15", true],
    ["a trip under way (back later)", "CONFIRMED", "2026-11-20", "2026-11-30", true],
    ["a trip coming back today", "CONFIRMED", "2026-11-20", "2026-11-26", true],
    ["a trip that came back yesterday", "CONFIRMED", "2026-11-10", "2026-11-25", false],
    ["a cancelled trip still to leave", "CANCELLED", "2026-12-10", "2026-12-15", false],
    ["a stay without a return day, to come", "WAITING", "2026-12-01", null, true],
    ["a stay without a return day, past", "CONFIRMED", "2026-11-01", null, false],
  ] as const)("%s → blocks: %s", (_, status, startsOn, returnsOn, blocks) => {
    const rows = [{ status, startsOn: d(startsOn), returnsOn: returnsOn === null ? null : d(returnsOn) }];
    expect(reservationsBlockingErasure(rows, today).length > 0).toBe(blocks);
  });

  it("keeps the rows it finds (the caller names them)", () => {
    const rows = [
      { code: "A", status: "CANCELLED" as const, startsOn: d("2027-01-01"), returnsOn: d("2027-01-05") },
      { code: "B", status: "CONFIRMED" as const, startsOn: d("2027-01-01"), returnsOn: d("2027-01-05") },
    ];
    expect(reservationsBlockingErasure(rows, today).map((r) => r.code)).toEqual(["B"]);
  });
});

describe("erasedEmail", () => {
  it("is undeliverable and names the account", () => {
    expect(erasedEmail("abc")).toBe("erased-abc@invalid");
  });
});

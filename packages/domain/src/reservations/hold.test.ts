import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultHoldPolicy,
  holdChangeRefusal,
  holdUntilFor,
  isHoldExpired,
  isHoldReminderDue,
  seatHoldRefusal,
} from "./hold.ts";
import { istanbulDayStart } from "../backoffice/reservationList.ts";

const now = new Date("2026-11-21T09:00:00Z");
const hours = (n: number) => n * 3_600_000;

describe("the option date (issue 28, finding 1)", () => {
  it("holds for the policy's hours, or the tour's own", () => {
    expect(holdUntilFor({ now, startDate: "2027-01-20", policy: defaultHoldPolicy })).toEqual(
      new Date(now.getTime() + hours(48)),
    );
    expect(holdUntilFor({ now, startDate: "2027-01-20", policy: defaultHoldPolicy, tourHours: 72 })).toEqual(
      new Date(now.getTime() + hours(72)),
    );
  });

  it("holds shorter close to the departure, and never past the start of its day in Istanbul", () => {
    // 14 days ahead: at most 12 hours.
    expect(holdUntilFor({ now, startDate: "2026-12-05", policy: defaultHoldPolicy, tourHours: 72 })).toEqual(
      new Date(now.getTime() + hours(12)),
    );
    // Tomorrow: the departure day starts at 21:00 UTC today, before the 12 hours are over.
    expect(holdUntilFor({ now, startDate: "2026-11-22", policy: defaultHoldPolicy })).toEqual(
      new Date("2026-11-21T21:00:00Z"),
    );
    expect(istanbulDayStart("2026-11-22")).toEqual(new Date("2026-11-21T21:00:00Z"));
  });

  it("is always after now and never after the departure day starts (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 400 }),
        fc.option(fc.integer({ min: 1, max: 24 * 30 })),
        fc.integer({ min: 0, max: 86_399 }),
        (daysAhead, tourHours, second) => {
          const at = new Date(Date.UTC(2026, 10, 21) + second * 1000);
          const start = new Date(Date.UTC(2026, 10, 21) + daysAhead * 86_400_000).toISOString().slice(0, 10);
          const until = holdUntilFor({
            now: at,
            startDate: start as `${number}-${number}-${number}`,
            policy: defaultHoldPolicy,
            tourHours,
          });
          expect(until.getTime()).toBeGreaterThan(at.getTime());
          expect(until.getTime()).toBeLessThanOrEqual(
            istanbulDayStart(start as `${number}-${number}-${number}`).getTime(),
          );
        },
      ),
      { seed: 28 },
    );
  });

  it("lets staff move a WAITING tour reservation's hold to a later time before the departure day", () => {
    const base = { status: "WAITING" as const, now, startDate: "2026-12-10" as const };
    expect(holdChangeRefusal({ ...base, until: new Date(now.getTime() + hours(100)) })).toBeNull();
    expect(holdChangeRefusal({ ...base, until: now })).toBe("HOLD_UNTIL_PAST");
    expect(holdChangeRefusal({ ...base, until: new Date("2026-12-09T21:00:01Z") })).toBe("HOLD_UNTIL_AFTER_DEPARTURE");
    expect(holdChangeRefusal({ ...base, until: new Date("2026-12-09T21:00:00Z") })).toBeNull();
    expect(holdChangeRefusal({ ...base, status: "CONFIRMED", until: new Date(now.getTime() + hours(1)) })).toBe(
      "RESERVATION_NOT_EDITABLE",
    );
    expect(holdChangeRefusal({ ...base, startDate: null, until: new Date(now.getTime() + hours(1)) })).toBe(
      "RESERVATION_NOT_EDITABLE",
    );
  });

  it("expires a WAITING hold once its time has come, and reminds once within 12 hours", () => {
    const until = new Date(now.getTime() + hours(12));
    expect(isHoldExpired({ status: "WAITING", holdUntil: until }, now)).toBe(false);
    expect(isHoldExpired({ status: "WAITING", holdUntil: until }, until)).toBe(true);
    expect(isHoldExpired({ status: "CONFIRMED", holdUntil: until }, until)).toBe(false);
    expect(isHoldExpired({ status: "WAITING", holdUntil: null }, until)).toBe(false);
    const held = { status: "WAITING" as const, holdUntil: until, holdRemindedAt: null };
    expect(isHoldReminderDue(held, new Date(now.getTime() - 1))).toBe(false);
    expect(isHoldReminderDue(held, now)).toBe(true);
    expect(isHoldReminderDue({ ...held, holdRemindedAt: now }, now)).toBe(false);
    expect(isHoldReminderDue(held, until)).toBe(false);
  });

  it("caps the seats a customer holds on one departure, never an agent's or staff's bookings", () => {
    expect(seatHoldRefusal({ held: 6, adding: 4, cap: 10, bookedBy: "customer" })).toBeNull();
    expect(seatHoldRefusal({ held: 6, adding: 5, cap: 10, bookedBy: "customer" })).toBe("SEAT_HOLD_LIMIT");
    expect(seatHoldRefusal({ held: 0, adding: 36, cap: 10, bookedBy: "agent" })).toBeNull();
    expect(seatHoldRefusal({ held: 0, adding: 36, cap: 10, bookedBy: "staff" })).toBeNull();
    expect(seatHoldRefusal({ held: 20, adding: 0, cap: 10, bookedBy: "customer" })).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reservationStatuses, type ReservationStatus } from "../catalogues/reservationStatuses.ts";
import type { SessionUser } from "../roles/roles.ts";
import {
  bookingRefusal,
  canChangeReservationStatus,
  canEditReservation,
  isReservationEditable,
  canReadReservation,
  formatReservationCode,
  isReservationCode,
  maskDocumentNumber,
  parseReservationCode,
  ReservationRuleError,
  seatsNeeded,
  transitionReservation,
} from "./reservation.ts";

/** Written out by hand from issue #14, not read from the code under test. */
const allowed = new Set(["WAITING>CONFIRMED", "WAITING>CANCELLED", "CONFIRMED>CANCELLED"]);

describe("status transitions (issue #14, ADR 0014)", () => {
  it("allows exactly WAITING→CONFIRMED, WAITING→CANCELLED, CONFIRMED→CANCELLED", () => {
    const status = fc.constantFrom(...reservationStatuses);
    fc.assert(
      fc.property(status, status, (from: ReservationStatus, to: ReservationStatus) => {
        const run = () => transitionReservation(from, to, "plans changed");
        if (allowed.has(`${from}>${to}`)) expect(run()).toMatchObject({ from, to });
        else expect(run).toThrow(ReservationRuleError);
      }),
    );
  });

  it("refuses with a typed error carrying the code", () => {
    try {
      transitionReservation("CANCELLED", "WAITING");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReservationRuleError);
      expect((error as ReservationRuleError).code).toBe("RESERVATION_TRANSITION_NOT_ALLOWED");
    }
  });

  it("needs a reason to cancel, trimmed; confirming takes none", () => {
    expect(() => transitionReservation("WAITING", "CANCELLED", "  ")).toThrow(
      expect.objectContaining({ code: "CANCEL_REASON_REQUIRED" }),
    );
    expect(() => transitionReservation("CONFIRMED", "CANCELLED")).toThrow(
      expect.objectContaining({ code: "CANCEL_REASON_REQUIRED" }),
    );
    expect(transitionReservation("CONFIRMED", "CANCELLED", "  visa refused ")).toEqual({
      from: "CONFIRMED",
      to: "CANCELLED",
      reason: "visa refused",
    });
    expect(transitionReservation("WAITING", "CONFIRMED", "ignored")).toEqual({
      from: "WAITING",
      to: "CONFIRMED",
      reason: null,
    });
    expect(() => transitionReservation("WAITING", "CANCELLED", "x".repeat(501))).toThrow(
      expect.objectContaining({ code: "TOO_LONG" }),
    );
  });
});

describe("seats (babies take none, ADR 0014)", () => {
  it("counts adults and children, never babies", () => {
    expect(seatsNeeded([{ adult: 2, child: 0, baby: 0 }])).toBe(2);
    expect(
      seatsNeeded([
        { adult: 2, child: 1, baby: 1 },
        { adult: 1, child: 0, baby: 1 },
      ]),
    ).toBe(4);
    const room = fc.record({ adult: fc.nat(10), child: fc.nat(10), baby: fc.nat(10) });
    fc.assert(
      fc.property(fc.array(room, { maxLength: 10 }), (rooms) => {
        let expected = 0;
        for (const r of rooms) expected += r.adult + r.child;
        expect(seatsNeeded(rooms)).toBe(expected);
        expect(seatsNeeded(rooms.map((r) => ({ ...r, baby: r.baby + 1 })))).toBe(expected);
      }),
    );
  });

  const departure = {
    tourPublished: true,
    saleState: "ON_SALE" as const,
    startDate: "2026-12-10" as const,
    capacity: 40,
    seatsTaken: 38,
  };
  it("refuses closed, started and full departures with the right code", () => {
    expect(bookingRefusal(departure, 2, "2026-11-21")).toBeNull();
    expect(bookingRefusal(departure, 3, "2026-11-21")).toBe("SOLD_OUT");
    expect(bookingRefusal({ ...departure, saleState: "SOLD_OUT" }, 1, "2026-11-21")).toBe("SOLD_OUT");
    expect(bookingRefusal({ ...departure, saleState: "CLOSED" }, 1, "2026-11-21")).toBe("DEPARTURE_CLOSED");
    expect(bookingRefusal(departure, 1, "2026-12-10")).toBe("DEPARTURE_CLOSED");
    expect(bookingRefusal(departure, 1, "2026-12-09")).toBeNull();
  });

  it("refuses every departure of an unpublished tour as unknown, before any other reason (issue 28, finding 6)", () => {
    for (const saleState of ["ON_SALE", "SOLD_OUT", "CLOSED"] as const) {
      for (const today of ["2026-11-21", "2026-12-10"] as const) {
        expect(bookingRefusal({ ...departure, saleState, tourPublished: false }, 1, today)).toBe("NOT_FOUND");
      }
    }
  });
});

describe("reservation codes RH-YYYY-NNNNNN", () => {
  it("pads the sequence to six digits and grows past it", () => {
    expect(formatReservationCode(2026, 123)).toBe("RH-2026-000123");
    expect(formatReservationCode(2027, 1_234_567)).toBe("RH-2027-1234567");
    expect(() => formatReservationCode(2026, 0)).toThrow(RangeError);
    expect(() => formatReservationCode(2026, 1.5)).toThrow(RangeError);
  });

  it("parses what it formats and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), fc.integer({ min: 1, max: 2 ** 40 }), (year, sequence) => {
        expect(parseReservationCode(formatReservationCode(year, sequence))).toEqual({ year, sequence });
      }),
    );
    for (const bad of ["RH-2026-00123", "RH-2026-0001234", "rh-2026-000123", "RH-2026-000000", "RH-26-000123", 7]) {
      expect(isReservationCode(bad)).toBe(false);
    }
  });
});

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  role: "Customer",
  isAdmin: false,
  hasAccountingRole: false,
  active: true,
  ...overrides,
});

describe("who reads and changes a reservation (spec §6)", () => {
  const booked = { customerId: "c1", agentId: "a1", status: "WAITING" as const };
  it("lets the customer, the booking agent and staff read; nobody else", () => {
    expect(canReadReservation(user({ id: "c1" }), booked)).toBe(true);
    expect(canReadReservation(user({ id: "a1", role: "Agent" }), booked)).toBe(true);
    expect(canReadReservation(user({ id: "a2", role: "Agent" }), booked)).toBe(false);
    expect(canReadReservation(user({ id: "x", isAdmin: true }), booked)).toBe(true);
    expect(canReadReservation(user({ id: "x", role: "Master" }), booked)).toBe(true);
    expect(canReadReservation(user({ id: "c2" }), booked)).toBe(false);
    expect(canReadReservation(user({ id: "c1", active: false }), booked)).toBe(false);
    expect(canReadReservation(null, booked)).toBe(false);
  });

  it("lets only staff confirm; owners cancel only while WAITING", () => {
    expect(canChangeReservationStatus(user({ id: "c1" }), booked, "CONFIRMED")).toBe(false);
    expect(canChangeReservationStatus(user({ id: "c1" }), booked, "CANCELLED")).toBe(true);
    expect(canChangeReservationStatus(user({ id: "a1", role: "Agent" }), booked, "CANCELLED")).toBe(true);
    expect(canChangeReservationStatus(user({ id: "c1" }), { ...booked, status: "CONFIRMED" }, "CANCELLED")).toBe(false);
    expect(canChangeReservationStatus(user({ isAdmin: true }), { ...booked, status: "CONFIRMED" }, "CANCELLED")).toBe(
      true,
    );
    expect(canChangeReservationStatus(user({ isAdmin: true }), booked, "CONFIRMED")).toBe(true);
  });
});

describe("editing rooms and passengers", () => {
  it("is open to those who read it, only while WAITING", () => {
    const booked = { customerId: "c1", agentId: null, status: "WAITING" as const, kind: "TOUR" };
    expect(canEditReservation(user({ id: "c1" }), booked)).toBe(true);
    expect(canEditReservation(user({ id: "c2" }), booked)).toBe(false);
    expect(canEditReservation(user({ id: "x", isAdmin: true }), booked)).toBe(true);
    for (const status of ["CONFIRMED", "CANCELLED"] as const) {
      expect(canEditReservation(user({ id: "c1" }), { ...booked, status })).toBe(false);
      expect(canEditReservation(user({ id: "x", isAdmin: true }), { ...booked, status })).toBe(false);
    }
  });

  it("is never open for a service request: the agency quotes and changes it", () => {
    expect(isReservationEditable({ status: "WAITING", kind: "TOUR" })).toBe(true);
    expect(isReservationEditable({ status: "WAITING", kind: "SERVICE" })).toBe(false);
    expect(isReservationEditable({ status: "CONFIRMED", kind: "TOUR" })).toBe(false);
    const request = { customerId: "c1", agentId: null, status: "WAITING" as const, kind: "SERVICE" };
    expect(canEditReservation(user({ id: "c1" }), request)).toBe(false);
    expect(canEditReservation(user({ id: "x", isAdmin: true }), request)).toBe(false);
  });
});

describe("masking TCKN and passport numbers", () => {
  it("keeps only the last four of long numbers", () => {
    expect(maskDocumentNumber("10000000146")).toBe("•••••••0146");
    expect(maskDocumentNumber("U1234567")).toBe("••••4567");
    expect(maskDocumentNumber("AB123")).toBe("•••23");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{5,20}$/), (value) => {
        const masked = maskDocumentNumber(value);
        expect(masked).toHaveLength(value.length);
        expect(masked).not.toBe(value);
        expect(masked.replace(/•/g, "").length).toBeLessThanOrEqual(4);
        expect(value.endsWith(masked.replace(/•/g, ""))).toBe(true);
      }),
    );
  });
});

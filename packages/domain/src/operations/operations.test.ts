import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.ts";
import { airportMeetingTime, flightLegsOn, opsDateOf, opsFileName, opsRoleOn } from "./dailyLists.ts";
import {
  departureReadiness,
  isVisaState,
  passengerReadiness,
  readinessIssues,
  type ReadinessPassenger,
} from "./readiness.ts";

const ready: ReadinessPassenger = {
  passengerType: "turAdult",
  birthDate: "1980-05-01",
  hasPassportNumber: true,
  passportExpiry: "2030-01-01",
  nationality: "TUR",
  hasTckn: true,
  visaState: "ISSUED",
};
const start = "2026-12-10" as CalendarDate;

describe("document readiness per traveller", () => {
  it("is ready with a passport valid 6 months after the start, a TCKN, a matching birth date and a visa", () => {
    expect(passengerReadiness(ready, start)).toEqual([]);
    expect(
      passengerReadiness({ ...ready, visaState: "NOT_NEEDED", nationality: "DEU", hasTckn: false }, start),
    ).toEqual([]);
  });

  it("names each missing document", () => {
    expect(passengerReadiness(null, start)).toEqual(["DETAILS_MISSING"]);
    expect(passengerReadiness({ ...ready, hasPassportNumber: false }, start)).toEqual(["PASSPORT_MISSING"]);
    expect(passengerReadiness({ ...ready, passportExpiry: null }, start)).toEqual(["PASSPORT_MISSING"]);
    expect(passengerReadiness({ ...ready, hasTckn: false }, start)).toEqual(["TCKN_MISSING"]);
    expect(passengerReadiness({ ...ready, birthDate: "2020-01-01" }, start)).toEqual(["BIRTH_DATE_MISMATCH"]);
    expect(passengerReadiness({ ...ready, birthDate: "2027-01-01" }, start)).toEqual(["BIRTH_DATE_MISMATCH"]);
    expect(passengerReadiness({ ...ready, birthDate: null }, start)).toEqual(["BIRTH_DATE_MISMATCH"]);
    for (const visaState of ["NOT_APPLIED", "APPLIED", "REFUSED"] as const) {
      expect(passengerReadiness({ ...ready, visaState }, start)).toEqual(["VISA_NOT_READY"]);
    }
  });

  it("follows the passport rule to the day: 10 Dec → valid from 10 Jun, 31 Aug → 28 Feb", () => {
    expect(passengerReadiness({ ...ready, passportExpiry: "2027-06-10" }, start)).toEqual([]);
    expect(passengerReadiness({ ...ready, passportExpiry: "2027-06-09" }, start)).toEqual([
      "PASSPORT_EXPIRES_TOO_EARLY",
    ]);
    expect(passengerReadiness({ ...ready, passportExpiry: "2027-02-28" }, "2026-08-31" as CalendarDate)).toEqual([]);
    expect(passengerReadiness({ ...ready, passportExpiry: "2027-02-27" }, "2026-08-31" as CalendarDate)).toEqual([
      "PASSPORT_EXPIRES_TOO_EARLY",
    ]);
  });

  it("knows its visa states", () => {
    expect(isVisaState("ISSUED")).toBe(true);
    expect(isVisaState("issued")).toBe(false);
    expect(isVisaState(3)).toBe(false);
  });
});

describe("document readiness per departure", () => {
  it("counts ready travellers and lists only what is missing, by reservation", () => {
    const result = departureReadiness([
      {
        reservationCode: "RH-2026-000001",
        passengers: [
          { name: "A", issues: [] },
          { name: "B", issues: ["VISA_NOT_READY"] },
        ],
      },
      { reservationCode: "RH-2026-000002", passengers: [{ name: "C", issues: [] }] },
      {
        reservationCode: "RH-2026-000003",
        passengers: [{ name: "D", issues: ["PASSPORT_EXPIRES_TOO_EARLY", "VISA_NOT_READY"] }],
      },
    ]);
    expect(result.travellers).toBe(4);
    expect(result.ready).toBe(2);
    expect(result.byIssue.VISA_NOT_READY).toBe(2);
    expect(result.byIssue.PASSPORT_EXPIRES_TOO_EARLY).toBe(1);
    expect(result.byIssue.DETAILS_MISSING).toBe(0);
    expect(result.missing.map((r) => [r.reservationCode, r.passengers.map((p) => p.name)])).toEqual([
      ["RH-2026-000001", ["B"]],
      ["RH-2026-000003", ["D"]],
    ]);
  });

  it("ready + missing travellers add up to all of them", () => {
    const issues = fc.subarray([...readinessIssues]);
    fc.assert(
      fc.property(fc.array(fc.array(issues, { maxLength: 5 }), { maxLength: 10 }), (reservations) => {
        const result = departureReadiness(
          reservations.map((passengers, i) => ({
            reservationCode: `R${i}`,
            passengers: passengers.map((list) => ({ issues: list })),
          })),
        );
        const lacking = result.missing.reduce((sum, r) => sum + r.passengers.length, 0);
        expect(result.ready + lacking).toBe(result.travellers);
        expect(result.travellers).toBe(reservations.flat().length);
      }),
    );
  });
});

describe("the day's lists", () => {
  const departure = { startDate: "2026-11-30" as CalendarDate, returnDate: "2026-12-11" as CalendarDate };

  it("tells what a departure does on a day", () => {
    expect(opsRoleOn(departure, "2026-11-30" as CalendarDate)).toBe("leaving");
    expect(opsRoleOn(departure, "2026-12-05" as CalendarDate)).toBe("onTheRoad");
    expect(opsRoleOn(departure, "2026-12-11" as CalendarDate)).toBe("returning");
    expect(opsRoleOn(departure, "2026-11-29" as CalendarDate)).toBeNull();
    expect(opsRoleOn(departure, "2026-12-12" as CalendarDate)).toBeNull();
    const sameDay = { startDate: "2026-11-30" as CalendarDate, returnDate: "2026-11-30" as CalendarDate };
    expect(opsRoleOn(sameDay, "2026-11-30" as CalendarDate)).toBe("leaving");
    expect(flightLegsOn("leaving")).toEqual(["outbound"]);
    expect(flightLegsOn("returning")).toEqual(["return"]);
    expect(flightLegsOn("onTheRoad")).toEqual([]);
    expect(flightLegsOn(null)).toEqual([]);
  });

  it("reads the day from the address", () => {
    expect(opsDateOf("ops-2026-11-30", "ops-")).toBe("2026-11-30");
    expect(opsDateOf("airport-2026-02-29", "airport-")).toBeNull();
    expect(opsDateOf("print-2026-11-30", "ops-")).toBeNull();
  });

  it("meets three hours before the flight, the day before when the flight leaves early", () => {
    expect(airportMeetingTime("14:35")).toEqual({ time: "11:35", dayBefore: false });
    expect(airportMeetingTime("03:00")).toEqual({ time: "00:00", dayBefore: false });
    expect(airportMeetingTime("01:20")).toEqual({ time: "22:20", dayBefore: true });
    expect(() => airportMeetingTime("25:00")).toThrow(RangeError);
    for (const bad of ["x14:35", "14:350", "4:35", ""]) expect(() => airportMeetingTime(bad)).toThrow(RangeError);
  });

  it("names files after what they hold, in the locale's words", () => {
    expect(
      opsFileName("rooming", "2026-11-30" as CalendarDate, "tr", "pdf", "12 Günlük Umre Turu", "Mekke Hilton"),
    ).toBe("oda-listesi-2026-11-30-12-gunluk-umre-turu-mekke-hilton.pdf");
    expect(opsFileName("airport", "2026-11-30" as CalendarDate, "en", "xlsx")).toBe("airport-2026-11-30.xlsx");
    expect(opsFileName("print", "2026-11-30" as CalendarDate, "tr", "pdf", "  ")).toBe("gunluk-liste-2026-11-30.pdf");
  });
});

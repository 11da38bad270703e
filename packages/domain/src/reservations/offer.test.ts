import { describe, expect, it } from "vitest";
import type { SessionUser } from "../roles/roles.ts";
import {
  agentSummary,
  canMakeOffers,
  canReadOffer,
  departureMonths,
  departureMonthSchema,
  matchesDepartureSearch,
  offerConversionRefusal,
  offerCustomer,
  offerRequestSchema,
  offerStatusOn,
  offerValidityRefusal,
  offerStatusCondition,
  offerStatuses,
  staffOfferRequestSchema,
} from "./offer.ts";

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  role: "Customer",
  isAdmin: false,
  hasAccountingRole: false,
  active: true,
  ...overrides,
});

describe("offer validity", () => {
  it("accepts today up to the day before the departure, nothing else", () => {
    expect(offerValidityRefusal("2026-11-21", "2026-11-21", "2026-12-10")).toBeNull();
    expect(offerValidityRefusal("2026-12-09", "2026-11-21", "2026-12-10")).toBeNull();
    expect(offerValidityRefusal("2026-11-20", "2026-11-21", "2026-12-10")).toBe("OFFER_VALIDITY_PAST");
    expect(offerValidityRefusal("2026-12-10", "2026-11-21", "2026-12-10")).toBe("OFFER_VALIDITY_AFTER_DEPARTURE");
    expect(offerValidityRefusal("2027-01-01", "2026-11-21", "2026-12-10")).toBe("OFFER_VALIDITY_AFTER_DEPARTURE");
  });

  it("expires the day after the validity day; a converted offer stays converted", () => {
    const open = { status: "OPEN" as const, validUntil: "2026-11-25" as const };
    expect(offerStatusOn(open, "2026-11-25")).toBe("OPEN");
    expect(offerStatusOn(open, "2026-11-26")).toBe("EXPIRED");
    expect(offerStatusOn({ ...open, status: "CONVERTED" }, "2027-01-01")).toBe("CONVERTED");
    expect(offerConversionRefusal(open, "2026-11-25")).toBeNull();
    expect(offerConversionRefusal(open, "2026-11-26")).toBe("OFFER_EXPIRED");
    expect(offerConversionRefusal({ ...open, status: "CONVERTED" }, "2026-11-20")).toBeNull();
  });
});

describe("offer access", () => {
  it("lets agents make offers and read their own; staff read all; customers nothing", () => {
    const agent = user({ id: "a1", role: "Agent" });
    expect(canMakeOffers(agent)).toBe(true);
    expect(canMakeOffers(user())).toBe(false);
    expect(canMakeOffers(null)).toBe(false);
    expect(canReadOffer(agent, { agentId: "a1" })).toBe(true);
    expect(canReadOffer(agent, { agentId: "a2" })).toBe(false);
    expect(canReadOffer(user({ id: "a2" }), { agentId: "a2" })).toBe(false);
    expect(canReadOffer(user({ isAdmin: true }), { agentId: "a2" })).toBe(true);
    expect(canReadOffer(user({ role: "Master" }), { agentId: "a2" })).toBe(true);
    expect(canReadOffer({ ...agent, active: false }, { agentId: "a1" })).toBe(false);
    expect(canReadOffer(null, { agentId: "a1" })).toBe(false);
  });
});

describe("offerRequestSchema", () => {
  it("drops unused form rows, defaults counts and checks the e-mail only when given", () => {
    const parsed = offerRequestSchema.parse({
      departureId: "12",
      rooms: [{ roomType: "DOUBLE", adults: 2 }, { roomType: "" }, {}],
      validUntil: "2026-12-01",
      customerEmail: "",
    });
    expect(parsed.departureId).toBe(12);
    expect(parsed.rooms).toEqual([{ roomType: "DOUBLE", adults: 2, children: 0, babies: 0 }]);
    expect(parsed.customerEmail).toBeUndefined();
    expect(parsed.locale).toBe("tr");
    const bad = offerRequestSchema.safeParse({
      departureId: 1,
      rooms: [],
      validUntil: "2026-02-30",
      customerEmail: "x",
    });
    expect(bad.success).toBe(false);
    const codes = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(codes).toEqual({ rooms: "ROOMS_REQUIRED", validUntil: "DATE_INVALID", customerEmail: "EMAIL_INVALID" });
    // Without rooms, or with a row that is not a room, the schema refuses rather than guessing.
    expect(offerRequestSchema.safeParse({ departureId: 1, validUntil: "2026-12-01" }).success).toBe(false);
    expect(
      offerRequestSchema.safeParse({ departureId: 1, rooms: [5], validUntil: "2026-12-01" }).error?.issues[0]?.path,
    ).toEqual(["rooms", 0]);
  });

  it("names the conversion's customer first, else the offer's only when complete", () => {
    const named = { customerEmail: "a@example.com", customerFirstName: "Ali", customerSurname: "Kaya" };
    expect(offerCustomer(named, {})).toEqual({ email: "a@example.com", firstName: "Ali", surname: "Kaya" });
    expect(offerCustomer({ ...named, customerSurname: null }, {})).toBeNull();
    const given = { email: "b@example.com", firstName: "B", surname: "C" };
    expect(offerCustomer(named, { customer: given })).toEqual(given);
  });
});

describe("agentSummary", () => {
  it("counts by status, sums live bookings per currency and lists upcoming departures soonest first", () => {
    const row = (
      code: string,
      status: "WAITING" | "CONFIRMED" | "CANCELLED",
      amount: number,
      currency: string,
      start: string | null,
    ) => ({
      code,
      status,
      total: { amount, currency },
      seats: 2,
      departure: start ? { startDate: start } : null,
    });
    const summary = agentSummary(
      [
        row("RH-2026-000003", "WAITING", 1000, "USD", "2026-12-20"),
        row("RH-2026-000002", "CONFIRMED", 2500, "USD", "2026-12-01"),
        row("RH-2026-000001", "CANCELLED", 9999, "USD", "2026-12-05"),
        row("RH-2026-000004", "WAITING", 700, "TRY", "2026-11-01"),
        row("RH-2026-000005", "CONFIRMED", 300, "TRY", null),
        row("RH-2026-000001", "WAITING", 0, "TRY", "2026-12-20"),
      ],
      "2026-11-21",
    );
    expect(summary.counts).toEqual({ WAITING: 3, CONFIRMED: 2, CANCELLED: 1 });
    expect(summary.totals).toEqual([
      { currency: "TRY", amount: 1000 },
      { currency: "USD", amount: 3500 },
    ]);
    // Same day: by code.
    expect(summary.upcoming.map((u) => u.code)).toEqual(["RH-2026-000002", "RH-2026-000001", "RH-2026-000003"]);
    expect(agentSummary([], "2026-11-21")).toEqual({
      counts: { WAITING: 0, CONFIRMED: 0, CANCELLED: 0 },
      totals: [],
      upcoming: [],
    });
  });
});

describe("the agent's departure picker (issue 22)", () => {
  const umre = { tourTitle: "7 Günlük Konfor Umre Turu", startDate: "2026-11-30" };
  const kudus = { tourTitle: "Kudüs ve Mescid-i Aksa", startDate: "2027-01-04" };

  it("finds a tour by any part of its name, case and Turkish letters folded", () => {
    expect(matchesDepartureSearch(umre, { tour: "umre" })).toBe(true);
    expect(matchesDepartureSearch(umre, { tour: " GUNLUK konfor " })).toBe(true);
    expect(matchesDepartureSearch(kudus, { tour: "kudus" })).toBe(true);
    expect(matchesDepartureSearch(kudus, { tour: "umre" })).toBe(false);
  });

  it("narrows by the month the departure starts in; an empty search matches all", () => {
    expect(matchesDepartureSearch(umre, { month: "2026-11" })).toBe(true);
    expect(matchesDepartureSearch(umre, { month: "2026-12" })).toBe(false);
    expect(matchesDepartureSearch(umre, { tour: "umre", month: "2027-01" })).toBe(false);
    expect(matchesDepartureSearch(kudus, {})).toBe(true);
    expect(matchesDepartureSearch(kudus, { tour: "  ", month: "" })).toBe(true);
  });

  it("lists the months once each, soonest first, and accepts only YYYY-MM", () => {
    expect(departureMonths([kudus, umre, { startDate: "2026-11-02" }])).toEqual(["2026-11", "2027-01"]);
    expect(departureMonthSchema.safeParse("2026-11").success).toBe(true);
    for (const bad of ["2026-13", "2026-1", "11-2026", "2026-11-30"])
      expect(departureMonthSchema.safeParse(bad).success).toBe(false);
  });
});

describe("offerStatusCondition (issue 26)", () => {
  const today = "2026-11-25" as const;
  const matches = (
    alternatives: ReturnType<typeof offerStatusCondition>,
    row: { status: "OPEN" | "CONVERTED" | "EXPIRED"; validUntil: string },
  ) =>
    alternatives.some(
      (a) =>
        a.stored === row.status &&
        (a.validFrom === undefined || row.validUntil >= a.validFrom) &&
        (a.validBefore === undefined || row.validUntil < a.validBefore),
    );
  it("selects exactly the rows offerStatusOn shows with that status", () => {
    const rows = (["OPEN", "CONVERTED", "EXPIRED"] as const).flatMap((status) =>
      ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"].map((validUntil) => ({ status, validUntil })),
    );
    for (const status of offerStatuses) {
      for (const row of rows) {
        const shown = offerStatusOn(row as Parameters<typeof offerStatusOn>[0], today);
        expect(matches(offerStatusCondition(status, today), row), `${status} ${JSON.stringify(row)}`).toBe(
          shown === status,
        );
      }
    }
  });
});

describe("staffOfferRequestSchema (issue 26)", () => {
  const base = {
    departureId: "3",
    rooms: [{ roomType: "DOUBLE", adults: 2 }],
    validUntil: "2026-12-01",
    customerFirstName: "Ayşe",
    customerSurname: "Yılmaz",
    customerEmail: "ayse@example.com",
    customerPhone: "0532 123 45 67",
    privateTourId: "",
  };
  it("needs the named customer with a phone, normalising it", () => {
    const parsed = staffOfferRequestSchema.parse(base);
    expect(parsed.customerPhone).toBe("905321234567");
    expect(parsed.privateTourId).toBeUndefined();
    expect(staffOfferRequestSchema.parse({ ...base, privateTourId: "7" }).privateTourId).toBe(7);
    const bad = staffOfferRequestSchema.safeParse({ ...base, customerPhone: "12", customerEmail: "" });
    const codes = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(codes.customerPhone).toBe("PHONE_INVALID");
    expect(codes.customerEmail).toBe("REQUIRED");
  });
});

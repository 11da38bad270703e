import { describe, expect, it } from "vitest";
import { formatMessage } from "../messages/messages.ts";
import {
  awaitsQuote,
  serviceMaxNights,
  serviceNights,
  serviceRequestSchema,
  validateServiceRequest,
} from "./service.ts";
import { serviceHotelId, servicePathSegment } from "./servicePath.ts";

const body = {
  hotelId: 3,
  checkIn: "2026-12-01",
  checkOut: "2026-12-08",
  rooms: [{ roomType: "TRIPLE", adults: 2, children: 1, babies: 0 }],
  extras: ["TRANSFER", "VISA", "VISA"],
  contact: { name: "Ayşe Yılmaz", phone: "0532 111 22 33" },
};

describe("service reservations: the stay request", () => {
  it("reads the page segment service-{hotel id} and nothing else", () => {
    expect(serviceHotelId("service-12")).toBe(12);
    expect(serviceHotelId(servicePathSegment(7))).toBe(7);
    for (const segment of [
      "service-",
      "service-0",
      "service-012",
      "service-1x",
      "services-1",
      "12",
      "service-1234567890",
    ]) {
      expect(serviceHotelId(segment)).toBeNull();
    }
  });

  it("accepts a stay, keeps the extras once in the domain's order and defaults the locale", () => {
    const parsed = serviceRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.extras).toEqual(["VISA", "TRANSFER"]);
    expect(parsed.data?.locale).toBe("tr");
    expect(parsed.data?.rooms[0]).toEqual({ roomType: "TRIPLE", adults: 2, children: 1, babies: 0 });
    expect(parsed.data?.contact.phone).toBe("905321112233");
  });

  it("counts nights and refuses a check-out on or before the check-in, and stays over the limit", () => {
    expect(serviceNights({ checkIn: "2026-12-30", checkOut: "2027-01-02" })).toBe(3);
    const rooms = body.rooms as never;
    expect(validateServiceRequest({ rooms, checkIn: "2026-12-01", checkOut: "2026-12-01" })).toEqual({
      checkOut: ["SERVICE_CHECKOUT_NOT_AFTER_CHECKIN"],
    });
    expect(validateServiceRequest({ rooms, checkIn: "2026-12-01", checkOut: "2027-01-30" })).toEqual({});
    expect(validateServiceRequest({ rooms, checkIn: "2026-12-01", checkOut: "2027-01-31" })).toEqual({
      checkOut: ["SERVICE_STAY_TOO_LONG"],
    });
    // The text names the same limit the rule uses (60 nights: 1 Dec → 30 Jan).
    expect(serviceMaxNights).toBe(60);
    expect(formatMessage("SERVICE_STAY_TOO_LONG", "en")).toContain(String(serviceMaxNights));
    expect(formatMessage("SERVICE_STAY_TOO_LONG", "tr")).toContain(String(serviceMaxNights));
  });

  it("refuses a check-in before today only when it knows today", () => {
    const rooms = body.rooms as never;
    const past = { rooms, checkIn: "2026-11-20" as const, checkOut: "2026-11-25" as const };
    expect(validateServiceRequest(past)).toEqual({});
    expect(validateServiceRequest(past, "2026-11-21")).toEqual({ checkIn: ["SERVICE_DATE_PAST"] });
    expect(validateServiceRequest({ ...past, checkIn: "2026-11-21" }, "2026-11-21")).toEqual({});
  });

  it("answers field codes on the request's paths: rooms by the draft's rules, unknown extras, missing contact", () => {
    const parsed = serviceRequestSchema.safeParse({
      ...body,
      rooms: [
        { roomType: "SINGLE", adults: 2 },
        { roomType: "DOUBLE", adults: 0, children: 1 },
      ],
      extras: ["SPA"],
      contact: { name: "", phone: "12" },
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining(["extras.0:INVALID_VALUE", "contact.name:REQUIRED", "contact.phone:PHONE_INVALID"]),
    );
    const rules = serviceRequestSchema.safeParse({
      ...body,
      rooms: [
        { roomType: "SINGLE", adults: 2 },
        { roomType: "DOUBLE", adults: 0, children: 1 },
      ],
    });
    expect(rules.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual([
      "rooms.0:ROOM_OVER_CAPACITY",
      "rooms.1.adults:ROOM_NEEDS_ADULT",
    ]);
  });

  it("waits for the agency's quote only while a service request has no price", () => {
    expect(awaitsQuote({ kind: "SERVICE", total: { amount: 0 } })).toBe(true);
    expect(awaitsQuote({ kind: "SERVICE", total: { amount: 150_000 } })).toBe(false);
    expect(awaitsQuote({ kind: "TOUR", total: { amount: 0 } })).toBe(false);
  });

  it("reports an impossible check-in or check-out date and checks no more", () => {
    const rooms = body.rooms as never;
    const dates = (checkIn: string, checkOut: string) =>
      validateServiceRequest({ rooms, checkIn, checkOut } as never, "2026-11-21");
    expect(dates("2026-02-30", "2026-12-08")).toEqual({ checkIn: ["DATE_INVALID"] });
    expect(dates("2026-12-01", "2026-13-01")).toEqual({ checkOut: ["DATE_INVALID"] });
    expect(dates("2025-02-29", "")).toEqual({ checkIn: ["DATE_INVALID"], checkOut: ["DATE_INVALID"] });
  });

  it("keeps only the extras asked for", () => {
    expect(serviceRequestSchema.parse({ ...body, extras: ["TRANSFER"] }).extras).toEqual(["TRANSFER"]);
    expect(serviceRequestSchema.parse({ ...body, extras: undefined }).extras).toEqual([]);
  });
});

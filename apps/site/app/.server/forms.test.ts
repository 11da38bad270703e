import { offerConversionSchema, reservationRequestSchema, serviceRequestSchema } from "@rihla/domain";
import { describe, expect, it } from "vitest";
import { parseForm } from "./forms";

const form = (body: string) => formOf(new URLSearchParams(body));

function formOf(params: URLSearchParams): FormData {
  const data = new FormData();
  for (const [name, value] of params) data.append(name, value);
  return data;
}

/** Every value at `path` of a reply's initial value that the form draws as a group must be one. */
function groupsAreGroups(value: unknown, lists: string[], objects: string[]): void {
  const record = (value ?? {}) as Record<string, unknown>;
  for (const name of lists) if (name in record) expect(Array.isArray(record[name])).toBe(true);
  for (const name of objects) if (name in record) expect(typeof record[name]).toBe("object");
}

describe("parseForm (issue 28, finding 5)", () => {
  it.each([
    "rooms=x",
    "rooms=x&rooms=y",
    "rooms%5B0%5D=x",
    "rooms%5B0%5D=x&rooms%5B0%5D.adults=2",
    "contact=x",
    "rooms=x&contact=x&checkIn=2027-02-30&checkOut=%ZZ",
  ])("refuses %s on the service form with field codes, and leaves no plain value where a group is drawn", (body) => {
    const submission = parseForm(form(body), serviceRequestSchema);
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : undefined;
    expect(Object.keys(errors ?? {}).length).toBeGreaterThan(0);
    const reply = submission.reply();
    groupsAreGroups(reply.initialValue, ["rooms"], ["contact"]);
    for (const room of ((reply.initialValue?.rooms as unknown[]) ?? []).filter(Boolean)) {
      expect(typeof room).toBe("object");
    }
  });

  it("keeps a list of plain values and the fields of a group", () => {
    const body =
      "hotelId=1&checkIn=2027-03-01&checkOut=2027-03-05&rooms%5B0%5D.roomType=DOUBLE&rooms%5B0%5D.adults=2" +
      "&rooms%5B0%5D.children=0&rooms%5B0%5D.babies=0&extras=visa&extras=transfer&contact.name=Ay%C5%9Fe" +
      "&contact.phone=905321234567&contact.email=a%40b.example&locale=tr";
    const submission = parseForm(formOf(new URLSearchParams(body)), serviceRequestSchema);
    expect(submission.payload).toMatchObject({
      extras: ["visa", "transfer"],
      rooms: [{ roomType: "DOUBLE", adults: "2" }],
      contact: { name: "Ayşe" },
    });
  });

  it("drops a plain value at a nested group too (a room's passengers, an offer's customer)", () => {
    const booking = parseForm(
      formOf(new URLSearchParams("rooms%5B0%5D.roomType=DOUBLE&rooms%5B0%5D.passengers=x")),
      reservationRequestSchema,
    );
    expect((booking.payload.rooms as { passengers?: unknown }[])[0]?.passengers).toBeUndefined();
    const offer = parseForm(formOf(new URLSearchParams("customer=x")), offerConversionSchema);
    expect(offer.payload.customer).toBeUndefined();
  });
});

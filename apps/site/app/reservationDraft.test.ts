import { describe, expect, it } from "vitest";
import {
  draftErrors,
  draftFormData,
  passengerPlaces,
  plannerHref,
  postedDraft,
  roomsFromParam,
  roomsParam,
} from "./reservationDraft";

const twoRooms = [
  { roomType: "DOUBLE" as const, adult: 2, child: 0, baby: 0, options: [] },
  { roomType: "TRIPLE" as const, adult: 2, child: 1, baby: 1, options: [] },
];

describe("the draft in the URL", () => {
  it("writes and reads the rooms back", () => {
    expect(roomsParam(twoRooms)).toBe("DOUBLE-2-0-0.TRIPLE-2-1-1");
    expect(roomsFromParam("DOUBLE-2-0-0.TRIPLE-2-1-1")).toEqual(twoRooms);
    expect(plannerHref("en", 7, twoRooms, "passengers")).toBe(
      "/en/reservation/new?departure=7&rooms=DOUBLE-2-0-0.TRIPLE-2-1-1&step=passengers",
    );
    // The tour page's book button: no draft yet, the planner starts from the domain's.
    expect(plannerHref("tr", 7)).toBe("/reservation/new?departure=7");
  });

  it("fits hand-made values into the domain's bounds and refuses unknown room types", () => {
    // A DOUBLE holds two people: 5 adults become 2, the child has no bed left; one baby at most.
    expect(roomsFromParam("DOUBLE-5-3-4")).toEqual([{ roomType: "DOUBLE", adult: 2, child: 0, baby: 1, options: [] }]);
    expect(roomsFromParam("PENTHOUSE-2-0-0")).toBeNull();
    expect(roomsFromParam("")).toBeNull();
    expect(roomsFromParam(Array.from({ length: 12 }, () => "SINGLE-1-0-0").join("."))).toHaveLength(9);
  });
});

describe("passengers as form fields", () => {
  it("numbers each room's passengers and maps the API's paths to the draft's", () => {
    const places = passengerPlaces({ rooms: twoRooms, passengers: [] });
    expect(places.map((p) => `${p.index}:${p.roomIndex}.${p.position}`)).toEqual([
      "0:0.0",
      "1:0.1",
      "2:1.0",
      "3:1.1",
      "4:1.2",
      "5:1.3",
    ]);
    expect(
      draftErrors(
        {
          "rooms.1.passengers.2.birthDate": ["PASSENGER_TYPE_AGE_MISMATCH"],
          "rooms[0].passengers[1].tckn": ["TCKN_INVALID"],
          "rooms.1": ["ROOM_OVER_CAPACITY"],
        },
        { rooms: twoRooms, passengers: [] },
      ),
    ).toEqual([
      { path: "passengers.4.birthDate", code: "PASSENGER_TYPE_AGE_MISMATCH" },
      { path: "passengers.1.tckn", code: "TCKN_INVALID" },
      { path: "rooms.1", code: "ROOM_OVER_CAPACITY" },
    ]);
  });

  it("posts the rooms and every passenger under the API's names, without a TCKN for foreigners", () => {
    const passengers = passengerPlaces({ rooms: [twoRooms[0]!], passengers: [] }).map((p) => p.passenger);
    passengers[1] = { ...passengers[1]!, citizenship: "SAU", tckn: "12345678901" };
    const form = draftFormData({ rooms: [twoRooms[0]!], passengers });
    expect(form.get("rooms[0].adults")).toBe("2");
    expect(form.get("rooms[0].passengers[1].passengerType")).toBe("turAdult");
    expect(form.get("rooms[0].passengers[0].citizenship")).toBe("TUR");
    expect(form.has("rooms[0].passengers[1].tckn")).toBe(false);
  });
});

describe("the draft a refused form posted", () => {
  // Issue 28, finding 5: `rooms=x` on /reservation/new and the edit page was a 500.
  it.each([
    ["rooms=x", { rooms: "x" }],
    ["no rooms", {}],
    ["a string", "x"],
    ["null", null],
    ["rooms[0]=x", { rooms: ["x"] }],
    ["a room's fields twice", { rooms: [{ roomType: ["DOUBLE", "TRIPLE"], adults: ["2", "3"], passengers: "x" }] }],
    ["passengers[0]=x", { rooms: [{ roomType: "DOUBLE", adults: "2", passengers: ["x", { name: ["a", "b"] }] }] }],
    ["huge counts", { rooms: [{ roomType: "QUAD", adults: "999999", children: "-1", babies: "1e9" }] }],
  ])("draws %s as a draft the page can show", (_name, payload) => {
    const draft = postedDraft(payload);
    for (const room of draft.rooms) {
      expect(room.adult + room.child + room.baby).toBeLessThanOrEqual(8);
      expect(room.adult).toBeGreaterThanOrEqual(1);
    }
    for (const passenger of draft.passengers) expect(typeof passenger.name).toBe("string");
    expect(() => passengerPlaces(draft)).not.toThrow();
  });

  it("keeps at most the draft's rooms and each room's people", () => {
    const rooms = Array.from({ length: 40 }, () => ({ roomType: "DOUBLE", adults: "2" }));
    expect(postedDraft({ rooms }).rooms).toHaveLength(9);
    const crowded = postedDraft({
      rooms: [{ roomType: "DOUBLE", adults: "2", passengers: Array.from({ length: 50 }, () => ({ name: "A" })) }],
    });
    expect(crowded.passengers).toHaveLength(2);
  });
});

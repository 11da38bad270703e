import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { reservationDraftMachine } from "./reservationDraft.machine.ts";

function start(input?: { tourId?: string }) {
  return createActor(reservationDraftMachine, { input }).start();
}

describe("reservation draft machine (spec §3, §4)", () => {
  it("starts with 1 room of 2 adults, 0 children, 0 babies", () => {
    const actor = start({ tourId: "t1" });
    const { context } = actor.getSnapshot();
    expect(context.rooms).toEqual([{ adult: 2, child: 0, baby: 0, roomType: "DOUBLE", options: [] }]);
    expect(context.tourId).toBe("t1");
  });

  it("adds rooms, with a chosen room type", () => {
    const actor = start();
    actor.send({ type: "room.add" });
    actor.send({ type: "room.add", roomType: "QUAD" });
    expect(actor.getSnapshot().context.rooms.map((room) => room.roomType)).toEqual(["DOUBLE", "DOUBLE", "QUAD"]);
  });

  it("stops offering another room at nine", () => {
    const actor = start();
    for (let i = 0; i < 8; i++) actor.send({ type: "room.add" });
    expect(actor.getSnapshot().context.rooms).toHaveLength(9);
    expect(actor.getSnapshot().can({ type: "room.add" })).toBe(false);
    actor.send({ type: "room.add" });
    expect(actor.getSnapshot().context.rooms).toHaveLength(9);
  });

  it("removes a room but never the last one", () => {
    const actor = start();
    actor.send({ type: "room.add", roomType: "TRIPLE" });
    actor.send({ type: "room.remove", index: 0 });
    expect(actor.getSnapshot().context.rooms.map((room) => room.roomType)).toEqual(["TRIPLE"]);
    actor.send({ type: "room.remove", index: 0 });
    expect(actor.getSnapshot().context.rooms).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: "room.remove", index: 0 })).toBe(false);
  });

  it("sets counts within the room type's capacity", () => {
    const actor = start();
    actor.send({ type: "room.setType", index: 0, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, adult: 3, child: 1, baby: 1 });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ adult: 3, child: 1, baby: 1, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, child: 5 });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ adult: 3, child: 1 });
  });

  it("keeps at least one adult in a room", () => {
    const actor = start();
    actor.send({ type: "room.setCounts", index: 0, adult: 0 });
    expect(actor.getSnapshot().context.rooms[0]?.adult).toBe(1);
  });

  it("re-fits counts when the room type shrinks", () => {
    const actor = start();
    actor.send({ type: "room.setType", index: 0, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, adult: 4 });
    actor.send({ type: "room.setType", index: 0, roomType: "SINGLE" });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ roomType: "SINGLE", adult: 1, child: 0 });
  });

  it("ignores events for rooms that do not exist", () => {
    const actor = start();
    const before = actor.getSnapshot().context;
    actor.send({ type: "room.setCounts", index: 7, adult: 1 });
    actor.send({ type: "room.setType", index: -1, roomType: "QUAD" });
    expect(actor.getSnapshot().context).toEqual(before);
  });
});

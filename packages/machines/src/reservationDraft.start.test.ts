import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import type { DraftRoom } from "@rihla/domain";
import { reservationDraftMachine } from "./reservationDraft.machine.ts";
import {
  initialReservationDraft,
  reservationDraftStart,
  type ReservationDraftInput,
} from "./reservationDraft.start.ts";

const room = (adult: number, roomType: DraftRoom["roomType"] = "DOUBLE"): DraftRoom => ({
  adult,
  child: 0,
  baby: 0,
  roomType,
  options: [],
});

/** What the site draws from the start functions must be what the machine opens with. */
function machineStart(input: ReservationDraftInput) {
  const snapshot = createActor(reservationDraftMachine, { input }).start().getSnapshot();
  return {
    context: snapshot.context,
    start: {
      state: snapshot.value as string,
      canAddRoom: snapshot.can({ type: "room.add" }),
      canRemoveRoom: snapshot.can({ type: "room.remove", index: 0 }),
    },
  };
}

describe("reservation draft's first frame without xstate (issue 29 §4)", () => {
  const inputs: [string, ReservationDraftInput][] = [
    ["nothing", {}],
    ["a plan of two rooms", { rooms: [room(2), room(1, "SINGLE")] }],
    ["nine rooms (no tenth)", { rooms: Array.from({ length: 12 }, () => room(2)) }],
    ["the passengers step with valid rooms", { rooms: [room(2)], step: "passengers" }],
    ["the passengers step with a room the domain clamps", { rooms: [room(0)], step: "passengers" }],
    [
      "a refusal",
      {
        rooms: [room(2)],
        step: "passengers",
        errors: [{ path: "passengers.0.tckn", code: "TCKN_INVALID" }],
        notice: "X",
      },
    ],
  ];
  it.each(inputs)("opens as the machine does: %s", (_name, input) => {
    const context = initialReservationDraft(input);
    const machine = machineStart(input);
    expect(context).toEqual(machine.context);
    expect(reservationDraftStart(context)).toEqual(machine.start);
  });
});

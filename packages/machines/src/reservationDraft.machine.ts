import {
  addRoom,
  canAddRoom,
  canRemoveRoom,
  createDraft,
  removeRoom,
  setRoomCounts,
  setRoomType,
  type CalendarDate,
  type DraftRoom,
  type ReservationDraft,
  type RoomType,
} from "@rihla/domain";
import { assign, setup } from "xstate";

export type ReservationDraftEvent =
  | { type: "room.add"; roomType?: RoomType }
  | { type: "room.remove"; index: number }
  | { type: "room.setCounts"; index: number; adult?: number; child?: number; baby?: number }
  | { type: "room.setType"; index: number; roomType: RoomType };

export interface ReservationDraftInput {
  tourId?: string;
  departureDate?: CalendarDate;
}

/**
 * The room plan of a reservation (spec §3, §4): starts with 1 room of 2 adults; rooms can be
 * added and removed (never below one); counts and room types change within the room type's
 * capacity. Every rule is the domain's; the machine only sequences them.
 */
export const reservationDraftMachine = setup({
  types: {
    context: {} as ReservationDraft,
    events: {} as ReservationDraftEvent,
    input: {} as ReservationDraftInput | undefined,
  },
  guards: {
    canAddRoom: ({ context }) => canAddRoom(context),
    canRemoveRoom: ({ context }) => canRemoveRoom(context),
  },
  actions: {
    addRoom: assign(({ context, event }) => (event.type === "room.add" ? addRoom(context, event.roomType) : context)),
    removeRoom: assign(({ context, event }) =>
      event.type === "room.remove" ? removeRoom(context, event.index) : context,
    ),
    setCounts: assign(({ context, event }) => {
      if (event.type !== "room.setCounts") return context;
      const counts: Partial<Pick<DraftRoom, "adult" | "child" | "baby">> = {};
      if (event.adult !== undefined) counts.adult = event.adult;
      if (event.child !== undefined) counts.child = event.child;
      if (event.baby !== undefined) counts.baby = event.baby;
      return setRoomCounts(context, event.index, counts);
    }),
    setType: assign(({ context, event }) =>
      event.type === "room.setType" ? setRoomType(context, event.index, event.roomType) : context,
    ),
  },
}).createMachine({
  id: "reservationDraft",
  context: ({ input }) => createDraft(input ?? {}),
  initial: "editing",
  states: {
    editing: {
      on: {
        "room.add": { guard: "canAddRoom", actions: "addRoom" },
        "room.remove": { guard: "canRemoveRoom", actions: "removeRoom" },
        "room.setCounts": { actions: "setCounts" },
        "room.setType": { actions: "setType" },
      },
    },
  },
});

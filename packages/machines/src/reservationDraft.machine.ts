import {
  addRoom,
  canAddRoom,
  canRemoveRoom,
  fitPassengersToRooms,
  removeRoom,
  setRoomCounts,
  setRoomType,
  validateDraft,
  type DraftRoom,
  type FieldError,
  type Passenger,
  type ReservationDraft,
  type RoomType,
} from "@rihla/domain";
import { assign, fromPromise, setup } from "xstate";
import {
  initialReservationDraft,
  reservationDraftStart,
  roomErrors,
  type ReservationDraftContext,
  type ReservationDraftInput,
  type ReservationDraftRefusal,
  type ReservationDraftSubmitted,
} from "./reservationDraft.start.ts";

export type {
  ReservationDraftContext,
  ReservationDraftInput,
  ReservationDraftRefusal,
  ReservationDraftStep,
  ReservationDraftSubmitted,
} from "./reservationDraft.start.ts";

export type ReservationDraftEvent =
  | { type: "room.add"; roomType?: RoomType }
  | { type: "room.remove"; index: number }
  | { type: "room.setCounts"; index: number; adult?: number; child?: number; baby?: number }
  | { type: "room.setType"; index: number; roomType: RoomType }
  | { type: "passenger.change"; index: number; values: Partial<Omit<Passenger, "roomIndex" | "passengerType">> }
  | { type: "draft.next" }
  | { type: "draft.back" }
  | { type: "draft.submit" };

const passengerErrors = (draft: ReservationDraft): FieldError[] =>
  validateDraft({ ...draft, passengers: fitPassengersToRooms(draft) }, { requirePassengers: true });

function refusalOf(error: unknown): { notice: string; errors: FieldError[] } {
  const refusal = (error ?? {}) as ReservationDraftRefusal;
  const errors = Array.isArray(refusal.errors) ? refusal.errors : [];
  return { notice: typeof refusal.code === "string" ? refusal.code : "GENERIC_ERROR", errors };
}

/**
 * The reservation planner (spec §3, §4, issue #14): rooms (starts with 1 room of 2 adults; rooms
 * added and removed, never below one; counts and room types within the room type's capacity),
 * then one passenger per person, then a review, then the booking. Every rule is the domain's
 * (`validateDraft`, `fitPassengersToRooms`); the machine only sequences them. The host supplies
 * `submitReservation` (in the site: the route's own action, which holds the idempotency key).
 */
export const reservationDraftMachine = setup({
  types: {
    context: {} as ReservationDraftContext,
    events: {} as ReservationDraftEvent,
    input: {} as ReservationDraftInput | undefined,
  },
  actors: {
    submitReservation: fromPromise<ReservationDraftSubmitted, { draft: ReservationDraft }>(() =>
      Promise.reject(new Error("reservationDraftMachine: provide the submitReservation actor")),
    ),
  },
  guards: {
    canAddRoom: ({ context }) => canAddRoom(context),
    canRemoveRoom: ({ context }) => canRemoveRoom(context),
    roomsValid: ({ context }) => roomErrors(context).length === 0,
    passengersValid: ({ context }) => passengerErrors(context).length === 0,
    opensOnPassengers: ({ context }) => reservationDraftStart(context).state === "passengers",
    refusedPassengers: ({ event }) =>
      refusalOf((event as { error?: unknown }).error).errors.some((e) => e.path.startsWith("passengers.")),
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
    fitPassengers: assign(({ context }) => ({ passengers: fitPassengersToRooms(context) })),
    changePassenger: assign(({ context, event }) => {
      if (event.type !== "passenger.change" || !context.passengers[event.index]) return {};
      const { roomIndex, passengerType } = context.passengers[event.index]!;
      return {
        passengers: context.passengers.map((p, i) =>
          i === event.index ? { ...p, ...event.values, roomIndex, passengerType } : p,
        ),
        // A corrected field loses its error; the others stay until the next check.
        errors: context.errors.filter(
          (e) => !Object.keys(event.values).some((field) => e.path === `passengers.${event.index}.${field}`),
        ),
      };
    }),
    showRoomErrors: assign(({ context }) => ({ errors: roomErrors(context) })),
    showPassengerErrors: assign(({ context }) => ({ errors: passengerErrors(context) })),
    clearErrors: assign({ errors: [], notice: null }),
    showRefusal: assign(({ event }) => refusalOf((event as { error?: unknown }).error)),
    keepSubmitted: assign(({ event }) => ({
      submitted: (event as { output?: ReservationDraftSubmitted }).output ?? null,
    })),
  },
}).createMachine({
  id: "reservationDraft",
  context: ({ input }) => initialReservationDraft(input),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "opensOnPassengers", target: "passengers" }, { target: "editing" }],
    },
    /** The rooms step. */
    editing: {
      tags: ["rooms"],
      on: {
        "room.add": { guard: "canAddRoom", actions: "addRoom" },
        "room.remove": { guard: "canRemoveRoom", actions: "removeRoom" },
        "room.setCounts": { actions: "setCounts" },
        "room.setType": { actions: "setType" },
        "draft.next": [
          { guard: "roomsValid", target: "passengers", actions: ["fitPassengers", "clearErrors"] },
          { actions: "showRoomErrors" },
        ],
      },
    },
    passengers: {
      tags: ["passengers"],
      on: {
        "passenger.change": { actions: "changePassenger" },
        "draft.back": { target: "editing", actions: "clearErrors" },
        "draft.next": [
          { guard: "passengersValid", target: "review", actions: "clearErrors" },
          { actions: "showPassengerErrors" },
        ],
      },
    },
    review: {
      tags: ["review"],
      on: {
        "draft.back": { target: "passengers", actions: "clearErrors" },
        "draft.submit": { guard: "passengersValid", target: "sending", actions: "clearErrors" },
      },
    },
    /** One booking at a time: a second click finds no `draft.submit` here. */
    sending: {
      tags: ["review", "busy"],
      invoke: {
        src: "submitReservation",
        input: ({ context }) => ({
          draft: {
            ...(context.tourId ? { tourId: context.tourId } : {}),
            ...(context.departureDate ? { departureDate: context.departureDate } : {}),
            rooms: context.rooms,
            passengers: context.passengers,
          },
        }),
        onDone: { target: "sent", actions: "keepSubmitted" },
        onError: [
          { guard: "refusedPassengers", target: "passengers", actions: "showRefusal" },
          { target: "review", actions: "showRefusal" },
        ],
      },
    },
    sent: { tags: ["sent"], type: "final" },
  },
});

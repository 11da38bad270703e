import {
  canAddRoom,
  canRemoveRoom,
  clampRoom,
  createDraft,
  fitPassengersToRooms,
  validateDraft,
  type CalendarDate,
  type DraftRoom,
  type FieldError,
  type Passenger,
  type ReservationDraft,
} from "@rihla/domain";

/**
 * The reservation planner's first frame without xstate (issue 29 §4): the machine's initial
 * context and the state it opens in, as plain functions. The machine starts from them, and the
 * site draws the planner's first frame from them while the machine (with xstate) is still loading.
 */

/** Where the planner opens: the rooms, or (back from signing in) the passengers. */
export type ReservationDraftStep = "rooms" | "passengers";

export interface ReservationDraftInput {
  tourId?: string;
  departureDate?: CalendarDate;
  /** A plan carried over (from the URL after signing in); clamped by the domain. */
  rooms?: DraftRoom[];
  passengers?: Passenger[];
  step?: ReservationDraftStep;
  /** The server's refusal of a plain form post, shown on the first frame. */
  errors?: FieldError[];
  notice?: string | null;
}

/** What the app's `submitReservation` actor resolves with: the reservation the server made. */
export interface ReservationDraftSubmitted {
  code: string;
}

/**
 * What `submitReservation` rejects with when the server refuses: its code (the notice) and field
 * codes on the draft's own paths (`passengers.3.tckn`, `rooms.1`). Anything else is a failure.
 */
export interface ReservationDraftRefusal {
  code?: string;
  errors?: FieldError[];
}

export interface ReservationDraftContext extends ReservationDraft {
  /** The domain's (or the server's) field errors of the current step. */
  errors: FieldError[];
  /** A code over the whole form (SOLD_OUT, DEPARTURE_CLOSED, GENERIC_ERROR…), or null. */
  notice: string | null;
  submitted: ReservationDraftSubmitted | null;
  /** The step the planner opened on. */
  startAt: ReservationDraftStep;
}

export const roomErrors = (draft: ReservationDraft): FieldError[] => validateDraft({ ...draft, passengers: [] });

/** The machine's context from its input: the plan clamped by the domain, a place per passenger. */
export function initialReservationDraft(input: ReservationDraftInput | undefined): ReservationDraftContext {
  const { rooms, passengers, step, errors, notice, ...rest } = input ?? {};
  const draft = createDraft(rest);
  const planned: ReservationDraft =
    rooms && rooms.length > 0 ? { ...draft, rooms: rooms.slice(0, 9).map(clampRoom) } : draft;
  return {
    ...planned,
    passengers: fitPassengersToRooms({ rooms: planned.rooms, passengers: passengers ?? [] }),
    errors: errors ?? [],
    notice: notice ?? null,
    submitted: null,
    startAt: step ?? "rooms",
  };
}

/**
 * The machine's state after it starts: the passengers when asked for and the rooms are valid,
 * else the rooms (`editing`), with what the first frame draws of it.
 */
export function reservationDraftStart(context: ReservationDraftContext): {
  state: "editing" | "passengers";
  canAddRoom: boolean;
  canRemoveRoom: boolean;
} {
  const passengers = context.startAt === "passengers" && roomErrors(context).length === 0;
  return {
    state: passengers ? "passengers" : "editing",
    // The machine answers `can` only for events its state takes: the room events on the rooms step.
    canAddRoom: !passengers && canAddRoom(context),
    canRemoveRoom: !passengers && canRemoveRoom(context),
  };
}

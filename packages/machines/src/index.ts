export {
  reservationDraftMachine,
  type ReservationDraftEvent,
  type ReservationDraftInput,
} from "./reservationDraft.machine.ts";

export {
  reservationDraftMachine,
  type ReservationDraftEvent,
  type ReservationDraftInput,
} from "./reservationDraft.machine.ts";
export {
  sessionMachine,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionProfile,
  type ProfileAnswer,
} from "./session.machine.ts";
export {
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetInput,
  type PasswordResetRefusal,
  type PasswordResetRequestInput,
  type PasswordResetSetInput,
} from "./passwordReset.machine.ts";
export { localeMachine, type LocaleContext, type LocaleEvent, type LocaleInput } from "./locale.machine.ts";

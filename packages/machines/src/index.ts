export {
  reservationDraftMachine,
  type ReservationDraftContext,
  type ReservationDraftEvent,
  type ReservationDraftInput,
  type ReservationDraftRefusal,
  type ReservationDraftStep,
  type ReservationDraftSubmitted,
} from "./reservationDraft.machine.ts";
export { initialReservationDraft, reservationDraftStart } from "./reservationDraft.start.ts";
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
export {
  quizMachine,
  type QuizContext,
  type QuizEvent,
  type QuizInput,
  type QuizMachineQuiz,
  type QuizOutcome,
} from "./quiz.machine.ts";

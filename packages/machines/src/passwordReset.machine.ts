import { failedPasswordRules, passwordRuleCodes, passwordsMatch, type ErrorCode, type NoticeCode } from "@rihla/domain";
import { assign, fromPromise, setup } from "xstate";

type Field = "email" | "password" | "passwordConfirm";

export interface PasswordResetContext {
  mode: "request" | "set";
  /** The field errors of the last attempt (domain error codes), by field. */
  fieldErrors: Partial<Record<Field, ErrorCode[]>>;
  /** The notice to show: RECOVERY_EMAIL_SENT, or an error code (spec §8 texts). */
  notice: NoticeCode | ErrorCode | null;
}

export type PasswordResetEvent =
  | { type: "reset.request"; email: string }
  | { type: "reset.setPassword"; token: string; password: string; passwordConfirm: string };

export interface PasswordResetInput {
  /** `request` on /user/forgotPassword, `set` on /user/setPassword. */
  mode: "request" | "set";
}

function passwordErrors(password: string, confirmation: string): Partial<Record<Field, ErrorCode[]>> {
  const errors: Partial<Record<Field, ErrorCode[]>> = {};
  const failed = failedPasswordRules(password).map((rule) => passwordRuleCodes[rule]);
  if (failed.length > 0) errors.password = failed;
  if (!passwordsMatch(password, confirmation)) errors.passwordConfirm = ["PASSWORDS_MUST_MATCH"];
  return errors;
}

/**
 * Spec §4 password reset: request by e-mail, then set a new password. A request ends `sent`
 * ('Email is sent to your email address.') or `failed` ('There is a problem. Recovery email could
 * not be sent.', §8) and can be sent again; setting checks the domain's password rules and the
 * confirmation before any call. The app supplies the `requestReset` and `setPassword` actors.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error("passwordResetMachine: provide the requestReset actor");
    }),
    setPassword: fromPromise<void, { token: string; password: string }>(async () => {
      throw new Error("passwordResetMachine: provide the setPassword actor");
    }),
  },
  guards: {
    isRequestMode: ({ context }) => context.mode === "request",
    hasEmail: ({ event }) => event.type === "reset.request" && event.email.trim() !== "",
    passwordAcceptable: ({ event }) =>
      event.type === "reset.setPassword" &&
      Object.keys(passwordErrors(event.password, event.passwordConfirm)).length === 0,
  },
  actions: {
    clear: assign({ fieldErrors: {}, notice: null }),
    emailMissing: assign({ fieldErrors: { email: ["REQUIRED"] }, notice: null }),
    showPasswordErrors: assign(({ event }) =>
      event.type === "reset.setPassword"
        ? { fieldErrors: passwordErrors(event.password, event.passwordConfirm), notice: null }
        : {},
    ),
  },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({ mode: input.mode, fieldErrors: {}, notice: null }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "isRequestMode", target: "request" }, { target: "set" }],
    },
    request: {
      initial: "editing",
      on: {
        "reset.request": [{ guard: "hasEmail", target: ".sending", actions: "clear" }, { actions: "emailMissing" }],
      },
      states: {
        editing: {},
        sending: {
          tags: ["busy"],
          on: { "reset.request": {} },
          invoke: {
            src: "requestReset",
            input: ({ event }) => ({ email: event.type === "reset.request" ? event.email.trim() : "" }),
            onDone: { target: "sent", actions: assign({ notice: "RECOVERY_EMAIL_SENT" }) },
            onError: { target: "failed", actions: assign({ notice: "RECOVERY_EMAIL_FAILED" }) },
          },
        },
        sent: {},
        failed: {},
      },
    },
    set: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "reset.setPassword": [
              { guard: "passwordAcceptable", target: "saving", actions: "clear" },
              { actions: "showPasswordErrors" },
            ],
          },
        },
        saving: {
          tags: ["busy"],
          invoke: {
            src: "setPassword",
            input: ({ event }) =>
              event.type === "reset.setPassword"
                ? { token: event.token, password: event.password }
                : { token: "", password: "" },
            onDone: { target: "done" },
            onError: { target: "editing", actions: assign({ notice: "GENERIC_ERROR" }) },
          },
        },
        done: { type: "final" },
      },
    },
  },
});

import {
  forgotPasswordSchema,
  isErrorCode,
  parseWithCodes,
  setPasswordSchema,
  type BotCheckInput,
  type ErrorCode,
  type FieldErrors,
  type NoticeCode,
} from "@rihla/domain";
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
  | { type: "reset.request"; email: string; botCheck?: BotCheckInput }
  | { type: "reset.setPassword"; token: string; password: string; passwordConfirm: string };

/**
 * What the app's actors reject with when the server refuses: its error code (shown as the notice)
 * and field codes. Anything else counts as the request failing.
 */
export interface PasswordResetRequestInput {
  email: string;
  botCheck: BotCheckInput;
}

export interface PasswordResetSetInput {
  token: string;
  password: string;
  passwordConfirm: string;
}

export interface PasswordResetRefusal {
  code?: string;
  fields?: Record<string, string[]>;
}

export interface PasswordResetInput {
  /** `request` on /user/forgotPassword, `set` on /user/setPassword. */
  mode: "request" | "set";
}

const fieldNames: readonly Field[] = ["email", "password", "passwordConfirm"];

/** Only the fields this flow shows; the codes as the domain's schema (or the server) gave them. */
function pickFields(errors: FieldErrors | Record<string, string[]> | undefined): Partial<Record<Field, ErrorCode[]>> {
  const picked: Partial<Record<Field, ErrorCode[]>> = {};
  for (const field of fieldNames) {
    const codes = (errors?.[field] ?? []).filter(isErrorCode);
    if (codes.length > 0) picked[field] = codes;
  }
  return picked;
}

/** The same schema the API and the site's action parse with, so "abc" is refused here exactly as there. */
const requestErrors = (event: PasswordResetEvent) => {
  if (event.type !== "reset.request") return { email: ["REQUIRED"] } as FieldErrors;
  const result = parseWithCodes(forgotPasswordSchema, { email: event.email });
  return result.ok ? null : result.errors;
};

const setErrors = (event: PasswordResetEvent) => {
  if (event.type !== "reset.setPassword") return { password: ["REQUIRED"] } as FieldErrors;
  const { token, password, passwordConfirm } = event;
  const result = parseWithCodes(setPasswordSchema, { token, password, passwordConfirm });
  return result.ok ? null : result.errors;
};

const refusalCode = (error: unknown, fallback: ErrorCode): ErrorCode => {
  const code = (error as PasswordResetRefusal | null)?.code;
  return isErrorCode(code) ? code : fallback;
};

const refusalFields = (error: unknown) => pickFields((error as PasswordResetRefusal | null)?.fields);

/**
 * Spec §4 password reset: request by e-mail, then set a new password. A request ends `sent`
 * ('Email is sent to your email address.') or `failed` ('There is a problem. Recovery email could
 * not be sent.', §8) and can be sent again; setting checks the domain's password rules and the
 * confirmation before any call. Its guards parse with the domain's `forgotPasswordSchema` and
 * `setPasswordSchema` (the API's and the site action's schemas), so the rules exist once. The app
 * supplies the `requestReset` and `setPassword` actors (in the site: the route's own action).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestReset: fromPromise<void, PasswordResetRequestInput>(() =>
      Promise.reject(new Error("passwordResetMachine: provide the requestReset actor")),
    ),
    setPassword: fromPromise<void, PasswordResetSetInput>(() =>
      Promise.reject(new Error("passwordResetMachine: provide the setPassword actor")),
    ),
  },
  guards: {
    isRequestMode: ({ context }) => context.mode === "request",
    hasEmail: ({ event }) => requestErrors(event) === null,
    passwordAcceptable: ({ event }) => setErrors(event) === null,
  },
  actions: {
    clear: assign({ fieldErrors: {}, notice: null }),
    showEmailErrors: assign(({ event }) => ({ fieldErrors: pickFields(requestErrors(event) ?? {}), notice: null })),
    showPasswordErrors: assign(({ event }) => {
      const errors = setErrors(event) ?? {};
      // No token: the link was not a real one (spec §8 'invalid or expired link').
      return { fieldErrors: pickFields(errors), notice: errors.token ? ("TOKEN_INVALID" as const) : null };
    }),
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
        "reset.request": [{ guard: "hasEmail", target: ".sending", actions: "clear" }, { actions: "showEmailErrors" }],
      },
      states: {
        editing: {},
        sending: {
          tags: ["busy"],
          on: { "reset.request": {} },
          invoke: {
            src: "requestReset",
            input: ({ event }) =>
              event.type === "reset.request"
                ? { email: event.email.trim(), botCheck: event.botCheck ?? {} }
                : { email: "", botCheck: {} },
            onDone: { target: "sent", actions: assign({ notice: "RECOVERY_EMAIL_SENT" }) },
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({
                notice: refusalCode(event.error, "RECOVERY_EMAIL_FAILED"),
                fieldErrors: refusalFields(event.error),
              })),
            },
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
                ? { token: event.token, password: event.password, passwordConfirm: event.passwordConfirm }
                : { token: "", password: "", passwordConfirm: "" },
            onDone: { target: "done" },
            onError: {
              target: "editing",
              actions: assign(({ event }) => ({
                notice: refusalCode(event.error, "GENERIC_ERROR"),
                fieldErrors: refusalFields(event.error),
              })),
            },
          },
        },
        done: { type: "final" },
      },
    },
  },
});

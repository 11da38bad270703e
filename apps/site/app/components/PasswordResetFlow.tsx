import {
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetRequestInput,
  type PasswordResetSetInput,
} from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { flowName } from "../machines";

/** What the page draws from the machine's state. */
export interface PasswordResetView {
  /** The state as words (`request.editing`), for `data-flow`. */
  flow: string;
  busy: boolean;
  /** `request.sent` or `set.done`. */
  finished: boolean;
  notice: PasswordResetContext["notice"];
  fieldErrors: PasswordResetContext["fieldErrors"];
}

/** The machine's actors: each posts to the route's action and rejects with its refusal. */
export interface PasswordResetActions {
  requestReset: (input: PasswordResetRequestInput) => Promise<void>;
  setPassword: (input: PasswordResetSetInput) => Promise<void>;
}

/**
 * The passwordReset machine running (ADR 0008), loaded after hydration by `usePasswordReset`: it
 * draws nothing itself and reports its state to the page, which draws the form.
 */
export default function PasswordResetFlow({
  mode,
  actions,
  onView,
}: {
  mode: "request" | "set";
  actions: PasswordResetActions;
  onView: (view: PasswordResetView, send: (event: PasswordResetEvent) => void) => void;
}) {
  const [state, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) => actions.requestReset(input)),
        setPassword: fromPromise(({ input }) => actions.setPassword(input)),
      },
    }),
    { input: { mode } },
  );
  useEffect(() => {
    onView(
      {
        flow: flowName(state.value),
        busy: state.hasTag("busy"),
        finished: state.matches({ request: "sent" }) || state.matches({ set: "done" }),
        notice: state.context.notice,
        fieldErrors: state.context.fieldErrors,
      },
      send,
    );
  }, [state, send, onView]);
  return null;
}

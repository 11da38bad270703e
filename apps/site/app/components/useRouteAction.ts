import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

interface Waiting<Answer> {
  resolve(answer: Answer): void;
  reject(error: unknown): void;
  /** The fetcher's answer before this call: the same object afterwards means no new answer. */
  before: unknown;
  started: boolean;
}

/**
 * A route's own action as a promise, for a machine's actor (ADR 0008): the machine decides when
 * to send, a fetcher posts the form to the same action the server-rendered form posts to (the one
 * source of truth), and the promise settles with the action's answer once the fetcher is back to
 * idle — or fails when there is no new answer (a thrown error, a lost connection).
 */
export function useRouteAction<Answer>(): (form: FormData) => Promise<Answer> {
  const { state, data, submit } = useFetcher<Answer>();
  const waiting = useRef<Waiting<Answer> | null>(null);
  const latest = useRef<unknown>(data);
  useEffect(() => {
    latest.current = data;
    const call = waiting.current;
    if (!call) return;
    if (state !== "idle") {
      call.started = true;
      return;
    }
    const fresh = data !== undefined && data !== call.before;
    // Idle before the fetcher ever left idle, with no new answer: the submission has not begun.
    if (!fresh && !call.started) return;
    waiting.current = null;
    if (fresh) call.resolve(data as Answer);
    else call.reject(new Error("The action gave no answer"));
  }, [state, data]);
  return useCallback(
    (form: FormData) =>
      new Promise<Answer>((resolve, reject) => {
        waiting.current = { resolve, reject, before: latest.current, started: false };
        submit(form, { method: "post" }).catch(reject);
      }),
    [submit],
  );
}

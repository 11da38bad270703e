import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * A route's own action as a promise, for a machine's actor (ADR 0008): the machine decides when
 * to send, a fetcher posts the form to the same action the server-rendered form posts to (the one
 * source of truth), and the promise settles with the action's answer when the fetcher is idle.
 */
export function useRouteAction<Answer>(): (form: FormData) => Promise<Answer> {
  const fetcher = useFetcher<Answer>();
  const waiting = useRef<{ resolve(answer: Answer): void; reject(error: unknown): void } | null>(null);
  const { state, data, submit } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !waiting.current) return;
    const { resolve, reject } = waiting.current;
    waiting.current = null;
    if (data === undefined) reject(new Error("The action gave no answer"));
    else resolve(data as Answer);
  }, [state, data]);
  return useCallback(
    (form: FormData) =>
      new Promise<Answer>((resolve, reject) => {
        waiting.current = { resolve, reject };
        submit(form, { method: "post" }).catch(reject);
      }),
    [submit],
  );
}

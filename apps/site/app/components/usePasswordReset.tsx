import type { PasswordResetEvent } from "@rihla/machines";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { PasswordResetActions, PasswordResetView } from "./PasswordResetFlow";
import { useHydrated } from "./useHydrated";

export type { PasswordResetActions, PasswordResetView } from "./PasswordResetFlow";

const PasswordResetFlow = lazy(() => import("./PasswordResetFlow"));

/** The actor a page's mode never calls (the machine's other mode). */
export const unused = (): Promise<void> =>
  Promise.reject(new Error("passwordReset: this page's mode does not call it"));

const dormant: PasswordResetView = { flow: "dormant", busy: false, finished: false, notice: null, fieldErrors: {} };

/**
 * The passwordReset machine for a page (ADR 0008, ADR 0012): it loads after hydration with
 * xstate and the domain's schemas, so the page paints and hydrates without them. Until then
 * (`flow: "dormant"`, `send` null) the form posts to its action as it does without JavaScript.
 * Render `machine` anywhere in the page.
 */
export function usePasswordReset(
  mode: "request" | "set",
  actions: PasswordResetActions,
): { view: PasswordResetView; send: ((event: PasswordResetEvent) => void) | null; machine: ReactNode } {
  const hydrated = useHydrated();
  const [running, setRunning] = useState<{
    view: PasswordResetView;
    send: (event: PasswordResetEvent) => void;
  } | null>(null);
  // The actors read the latest callbacks (they close over the page's fetcher).
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const [stable] = useState<PasswordResetActions>(() => ({
    requestReset: (input) => latest.current.requestReset(input),
    setPassword: (input) => latest.current.setPassword(input),
  }));
  const onView = useCallback(
    (view: PasswordResetView, send: (event: PasswordResetEvent) => void) => setRunning({ view, send }),
    [],
  );
  return {
    view: running?.view ?? dormant,
    send: running?.send ?? null,
    machine: hydrated ? (
      <Suspense fallback={null}>
        <PasswordResetFlow mode={mode} actions={stable} onView={onView} />
      </Suspense>
    ) : null,
  };
}

import { fromPromise } from "xstate";

export type FakeOutcome = "resolve" | "reject";

/** A promise actor that resolves with `value` or rejects after `delayMs`, as chosen in the demo UI. */
export function fakePromise<Output, Input>(
  settings: () => { outcome: FakeOutcome; delayMs: number },
  value: (input: Input) => Output,
) {
  return fromPromise<Output, Input>(
    ({ input, signal }) =>
      new Promise<Output>((resolve, reject) => {
        const { outcome, delayMs } = settings();
        const timer = setTimeout(
          () => (outcome === "resolve" ? resolve(value(input)) : reject(new Error("Fake network error"))),
          delayMs,
        );
        signal.addEventListener("abort", () => clearTimeout(timer));
      }),
  );
}

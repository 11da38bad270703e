/**
 * A round of background work every `pollMs`, one round at a time, and on demand (`run`): the
 * shape of the API's database workers (hold expiry, payment reminders). A round asks `closed()`
 * between its batches, so `close` stops it at the next one and waits for it.
 */
export function periodicRounds<Result>({
  pollMs,
  round,
  idle,
  log,
  name,
}: {
  pollMs: number;
  round: () => Promise<Result>;
  /** What `run` answers once closed. */
  idle: () => Result;
  log: (line: string) => void;
  /** The work in the log's words: "hold expiry". */
  name: string;
}): { run: () => Promise<Result>; close: () => Promise<void>; closed: () => boolean } {
  let running: Promise<Result> | undefined;
  let closed = false;

  function run(): Promise<Result> {
    if (closed) return Promise.resolve(idle());
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    run().catch((error: unknown) => {
      if (!closed) log(`rihla: ${name} round failed: ${(error as Error).message}`);
    });
  }, pollMs);
  timer.unref();

  return {
    run,
    closed: () => closed,
    async close() {
      clearInterval(timer);
      closed = true;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Calls that arrive while an earlier one is in flight are answered together by the next run, one
 * statement for many callers (issue 29 §4: 200 bookings at once paid 200 rate-limit upserts and
 * 200 peeks, and on two cores the round trips themselves were the cost). A call that finds nothing
 * in flight runs at once, alone, so a quiet server waits for nothing. Every run starts after all
 * of its callers arrived, so each caller reads a state no older than its own call, as if it had
 * run alone; `run` answers one result per item, in order. A run that throws rejects its callers.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = false;
  const flush = () => {
    const batch = waiting;
    waiting = [];
    inFlight = true;
    run(batch.map((call) => call.item))
      .then(
        (results) => batch.forEach((call, i) => call.resolve(results[i]!)),
        (error: unknown) => batch.forEach((call) => call.reject(error)),
      )
      .finally(() => {
        inFlight = false;
        if (waiting.length > 0) flush();
      });
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!inFlight) flush();
    });
}

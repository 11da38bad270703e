import { fileURLToPath } from "node:url";
import { createUser, asBearer, signIn } from "../src/testing/accounts.ts";
import { createDeparture } from "../src/testing/reservations.ts";
import { createTestApi } from "../src/testing/test-api.ts";

/**
 * Issue #14: how long 200 simultaneous bookings for the last 5 seats of a departure take to settle
 * (all answered: 5 × 201, 195 × 409 SOLD_OUT), in-process through the app as the site calls it.
 * `trials` races per database; PostgreSQL when `postgresAdminUrl` is given (a throwaway database
 * per run, like `npm run test:pg`). Answers Markdown table rows; fails loudly on an oversell.
 *
 * Alone, without the rest of the bench: `node apps/api/bench/reservation-race.ts` (BENCH_RACE_TRIALS,
 * default 20; BENCH_DATABASE_URL, default the local cluster; PGlite always, PostgreSQL when it answers).
 */
export async function reservationRace(options: { trials: number; postgresAdminUrl?: string | undefined }) {
  const rows: string[] = [];
  for (const target of ["pglite", "postgres"] as const) {
    if (target === "postgres") {
      if (!options.postgresAdminUrl) continue;
      process.env.TEST_DATABASE_URL = options.postgresAdminUrl;
    } else {
      delete process.env.TEST_DATABASE_URL;
    }
    // The test clock stands still, so every trial falls in one limiter window: 200 attempts a
    // trial would spend the generous test budgets (1,000 a window) in the fifth trial and answer
    // 429 instead of 201/409. The race measures seats, not limits.
    const unlimited = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
    const api = await createTestApi({ rateLimit: unlimited, bookingRateLimit: unlimited }).catch((error: Error) => {
      console.warn(`bench: reservation race on ${target} skipped: ${error.message}`);
      return null;
    });
    if (!api) continue;
    try {
      const sessions = await Promise.all(
        Array.from({ length: 4 }, async () => signIn(api, (await createUser(api)).email)),
      );
      const times: number[] = [];
      for (let trial = 0; trial < options.trials; trial++) {
        const { departureId } = await createDeparture(api, { capacity: 45, seatsTaken: 40 });
        const started = performance.now();
        const statuses = await Promise.all(
          Array.from({ length: 200 }, async (_, i) => {
            const response = await api.app.request(
              "/api/reservations",
              asBearer(sessions[i % sessions.length]!, {
                method: "POST",
                headers: { "idempotency-key": `bench-${trial}-${i}-${Date.now()}` },
                body: JSON.stringify({ departureId, rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
              }),
            );
            await response.arrayBuffer();
            return response.status;
          }),
        );
        times.push(performance.now() - started);
        const created = statuses.filter((s) => s === 201).length;
        const soldOut = statuses.filter((s) => s === 409).length;
        if (created !== 5 || soldOut !== 195) throw new Error(`race ${trial}: ${created} created, ${soldOut} sold out`);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      rows.push(
        `| ${target} | ${options.trials} | ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} | ${times.at(-1)!.toFixed(0)} | 5 / 195 |`,
      );
      console.log(rows.at(-1));
    } finally {
      await api.close();
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await reservationRace({
    trials: Number(process.env.BENCH_RACE_TRIALS ?? 20),
    postgresAdminUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
  console.log(rows.join("\n"));
}

import cluster, { type Worker } from "node:cluster";
import os from "node:os";

/**
 * `npm start` on PostgreSQL: one worker per core behind one port (node:cluster, ADR 0025). The
 * primary only forks, restarts and signals workers; each worker is the whole server
 * (apps/site/server.ts) with its own pool, caches and listening connection, and the database is
 * what they share (sessions, limits, idempotency, and the change feed through LISTEN/NOTIFY).
 */

/** The message a primary sends its workers whenever the number of serving workers changes. */
export interface WorkersMessage {
  rihla: "workers";
  serving: number;
}

export function isWorkersMessage(message: unknown): message is WorkersMessage {
  return (
    (message as WorkersMessage | null)?.rihla === "workers" && Number.isInteger((message as WorkersMessage).serving)
  );
}

/**
 * How many workers to run: WEB_CONCURRENCY when set, else one per core. The embedded database
 * (PGlite) lives inside one process and holds its data folder's lock, so it always runs one.
 */
export function workerCount(configured: number | undefined, database: "pglite" | "postgres"): number {
  if (database !== "postgres") return 1;
  return configured ?? os.availableParallelism();
}

export interface PrimaryOptions {
  /** The server each worker runs. */
  exec: string;
  workers: number;
  /** Printed once every worker listens (tests and the bench wait for it). */
  ready(port: number, workers: number): void;
}

/** A worker that dies this soon after it started counts towards a crash loop. */
const crashWindowMs = 10_000;
const maxCrashes = 5;
const stopGraceMs = 10_000;

/**
 * Runs the primary: forks `workers` workers, replaces one that dies, stops them all on SIGTERM or
 * SIGINT, and on SIGHUP replaces them one at a time (a new worker listens before an old one
 * stops, so the port never goes unanswered: a zero-downtime restart after deploying a build).
 */
export function runPrimary(options: PrimaryOptions): void {
  cluster.setupPrimary({ exec: options.exec });
  const serving = new Set<Worker>();
  const retiring = new Set<Worker>();
  const startedAt = new WeakMap<Worker, number>();
  let recentCrashes: number[] = [];
  let stopping = false;
  let announced = false;

  const tell = () => {
    const message: WorkersMessage = { rihla: "workers", serving: serving.size };
    for (const worker of serving) if (worker.isConnected()) worker.send(message);
  };

  function fork(): Worker {
    const worker = cluster.fork({ RIHLA_WORKERS: String(options.workers) });
    startedAt.set(worker, Date.now());
    worker.on("listening", (address) => {
      serving.add(worker);
      tell();
      if (!announced && serving.size >= options.workers) {
        announced = true;
        options.ready(address.port, options.workers);
      }
    });
    worker.on("exit", (code, signal) => {
      serving.delete(worker);
      tell();
      if (stopping || retiring.delete(worker)) return;
      const now = Date.now();
      if (now - (startedAt.get(worker) ?? 0) < crashWindowMs) recentCrashes.push(now);
      recentCrashes = recentCrashes.filter((at) => now - at < crashWindowMs * maxCrashes);
      if (recentCrashes.length >= maxCrashes) {
        console.error(`rihla: workers keep dying at start (last: ${signal ?? `exit ${code}`}); stopping`);
        void stop(1);
        return;
      }
      console.error(`rihla: worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
      fork();
    });
    return worker;
  }

  function ended(worker: Worker): Promise<void> {
    if (worker.isDead()) return Promise.resolve();
    return new Promise((resolve) => worker.once("exit", () => resolve()));
  }

  async function retire(worker: Worker): Promise<void> {
    retiring.add(worker);
    const exited = ended(worker);
    worker.process.kill("SIGTERM");
    const timer = setTimeout(() => worker.process.kill("SIGKILL"), stopGraceMs);
    await exited;
    clearTimeout(timer);
  }

  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [retire(worker)] : [])));
    process.exit(code);
  }

  let restarting = false;
  async function rollingRestart() {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (const old of [...serving]) {
        const next = fork();
        await new Promise<void>((resolve, reject) => {
          next.once("listening", () => resolve());
          next.once("exit", () => reject(new Error("the new worker ended before it listened")));
        });
        await retire(old);
      }
      console.log(`rihla: restarted ${options.workers} workers`);
    } catch (error) {
      console.error(`rihla: restart stopped: ${(error as Error).message}; the old workers keep serving`);
    } finally {
      restarting = false;
    }
  }

  for (let i = 0; i < options.workers; i++) fork();
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));
  process.on("SIGHUP", () => void rollingRestart());
}

import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { mailOutbox } from "../db/schema.ts";
import { MailDeliveryError, type Mailer, type MailMessage } from "./mailer.ts";

/** What a mail is for (logs and the outbox table): "confirmAccount", "resetPassword", "reservation:received"... */
export type OutboxMessage = MailMessage & { kind: string };

export interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** How often the worker looks for due rows besides being woken (another process's rows, retries). */
  pollMs?: number;
  /** Rows taken per round. */
  batch?: number;
  /** A row taken by a worker that died mid-send is taken again after this. */
  leaseMs?: number;
  /** Attempts before a mail is given up (kept with its last error). */
  maxAttempts?: number;
  /** How long `close` waits for a round in flight. */
  closeWaitMs?: number;
  log?: (line: string) => void;
}

export interface MailOutbox {
  /**
   * Writes a mail to the outbox through `db` (pass the transaction of the change it belongs to).
   * The worker is woken once the caller's work is done (next turn of the event loop); a row
   * committed later is found by the poll.
   */
  enqueue(db: Db, message: OutboxMessage): Promise<void>;
  /** Asks the worker to look now (after a transaction that wrote mails committed). */
  wake(): void;
  /** Sends every due row now and resolves when done (tests; shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Seconds before attempt n+1 after n failures: 30 s, 1 min, 2 min... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const sentRowsKeptMs = 7 * 24 * 3_600_000;

/**
 * The mail worker of the API process (issue 11, finding 8): answers never wait for SMTP, so a
 * forgot-password request for a known address costs what an unknown one costs. Rows are taken
 * with `for update skip locked` and a lease, so several processes on one PostgreSQL share the
 * work without sending a mail twice; a failed send is retried with exponential backoff.
 */
export function createMailOutbox({
  db,
  mailer,
  now,
  pollMs = 5_000,
  batch = 20,
  leaseMs = 5 * 60_000,
  maxAttempts = 10,
  closeWaitMs = 5_000,
  log = console.warn,
}: MailOutboxOptions): MailOutbox {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let rounds = 0;

  async function round(): Promise<number> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, at), lt(mailOutbox.attempts, maxAttempts)))
      .orderBy(asc(mailOutbox.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const taken = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    taken.sort((a, b) => a.id - b.id);
    // A round started finishes its rows (close waits for it a little); no new round starts after close.
    for (const row of taken) {
      try {
        await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
        // The body may hold a single-use link: it does not stay at rest once delivered.
        await db
          .update(mailOutbox)
          .set({ sentAt: now(), text: "", html: "", lastError: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts));
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: retryAt, lastError: error.message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        log(
          row.attempts >= maxAttempts
            ? `rihla: ${row.kind} mail #${row.id} given up after ${row.attempts} attempts: ${error.message}`
            : `rihla: ${row.kind} mail #${row.id} not sent (attempt ${row.attempts}), retrying at ${retryAt.toISOString()}: ${error.message}`,
        );
      }
    }
    if (++rounds % 100 === 1) {
      await db
        .delete(mailOutbox)
        .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(at.getTime() - sentRowsKeptMs))));
    }
    return taken.length;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!closed && (await round()) === batch);
    } while (again && !closed);
  }

  function run(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        if (!closed) log(`rihla: mail outbox round failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  // Rows left by an earlier run (a restart, an outage) go out at start.
  setImmediate(() => void run());

  return {
    async enqueue(target, message) {
      const at = now();
      await target.insert(mailOutbox).values({ ...message, nextAttemptAt: at, createdAt: at });
      setImmediate(() => void run());
    },
    wake: () => void run(),
    async flush() {
      await running;
      await run();
    },
    async close() {
      clearInterval(timer);
      closed = true;
      // A send in flight may finish (its row is marked sent) but shutdown does not wait on a slow
      // SMTP server for long: an unmarked row is taken again after its lease.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, closeWaitMs)))]);
      clearTimeout(waited);
    },
  };
}

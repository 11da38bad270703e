import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { mailOutbox } from "../db/schema.ts";
import type { DatabaseLimiter } from "../http/limiter.ts";
import { MailDeliveryError, type Mailer, type MailMessage } from "./mailer.ts";
import { log as logger } from "../log.ts";

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
  /**
   * Issue 28, finding 4: at most `max` mails of one kind to one address per window, counted by
   * the shared limiter. Over it a mail is not written, or, for a digest, gathered into one.
   */
  throttle?: { limiter: DatabaseLimiter; max: number; windowMs: number };
}

/** A mail that lists several events of one kind (the agency's new reservations) when they come fast. */
export interface DigestOptions {
  /** What this mail is about (a reservation code); a digest lists them all. */
  item: string;
  /** The mail for `items` (one item: the plain mail). */
  render: (items: string[]) => Promise<Omit<MailMessage, "to">>;
}

/** What became of a mail: written to be sent, dropped by the throttle, or gathered into a digest. */
export type Enqueued = "queued" | "throttled" | "gathered";

export interface MailOutbox {
  /**
   * Writes a mail to the outbox through `db` (pass the transaction of the change it belongs to).
   * The worker is woken once the caller's work is done (next turn of the event loop); a row
   * committed later is found by the poll.
   */
  enqueue(db: Db, message: OutboxMessage, options?: { digest?: DigestOptions }): Promise<Enqueued>;
  /** Asks the worker to look now (after a transaction that wrote mails committed). */
  wake(): void;
  /** Sends every due row now and resolves when done (tests; shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The limiter's key of the mails of one kind to one address (any case of it). */
export function mailThrottleKey(kind: string, to: string): string {
  return `mail:${kind}:${to.trim().toLowerCase()}`;
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
  log = (line: string) => logger.warn(line),
  throttle,
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
    async enqueue(target, message, options = {}) {
      const at = now();
      const { digest } = options;
      const verdict = throttle
        ? await throttle.limiter.hit(
            mailThrottleKey(message.kind, message.to),
            { max: throttle.max, windowMs: throttle.windowMs },
            target,
          )
        : ({ allowed: true } as const);
      if (verdict.allowed) {
        await target
          .insert(mailOutbox)
          .values({ ...message, digest: digest ? [digest.item] : null, nextAttemptAt: at, createdAt: at });
        setImmediate(() => void run());
        return "queued";
      }
      // The address is never logged (issue 28, finding 9): the kind says enough.
      if (!digest) {
        log(`rihla: a ${message.kind} mail was not written: its recipient had enough of them this window`);
        return "throttled";
      }
      // Gather into the newest row of this kind to this address that no worker has taken yet; the
      // row lock keeps a worker from taking it meanwhile (it skips locked rows), and a row taken
      // first fails the re-checked condition, so this one starts a new digest.
      const [pending] = await target
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, message.to),
            eq(mailOutbox.kind, message.kind),
            isNull(mailOutbox.sentAt),
            eq(mailOutbox.attempts, 0),
            isNotNull(mailOutbox.digest),
          ),
        )
        .orderBy(desc(mailOutbox.id))
        .limit(1)
        .for("update");
      if (pending) {
        const items = [...(pending.digest ?? []), digest.item];
        const mail = await digest.render(items);
        await target
          .update(mailOutbox)
          .set({ subject: mail.subject, text: mail.text, html: mail.html, digest: items })
          .where(eq(mailOutbox.id, pending.id));
        return "gathered";
      }
      // The window's first digest waits for the window's end, and later events join it.
      const mail = await digest.render([digest.item]);
      await target.insert(mailOutbox).values({
        ...mail,
        to: message.to,
        kind: message.kind,
        digest: [digest.item],
        nextAttemptAt: new Date(at.getTime() + verdict.retryAfterSeconds * 1000),
        createdAt: at,
      });
      return "gathered";
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

import {
  whatsAppMaxAttempts,
  whatsAppMessagesUrl,
  whatsAppRetryDelayMs,
  whatsAppSendAnswerSchema,
  whatsAppSendVerdict,
  whatsAppTemplateRequest,
  whatsAppTextRequest,
} from "@rihla/domain";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { WhatsAppConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { whatsAppMessages } from "../../db/schema.ts";
import { log } from "../../log.ts";
import { recordEvent } from "../audit/audit.ts";
import type { DatabaseLimiter } from "../../http/limiter.ts";

export interface WhatsAppOutbox {
  /** Asks the worker to look now (after a transaction that queued messages committed). */
  wake(): void;
  /** Sends every due message now and resolves when done (tests; shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface WhatsAppOutboxOptions {
  db: Db;
  config: WhatsAppConfig | undefined;
  now: () => Date;
  pollMs?: number;
  batch?: number;
  /** A message taken by a worker that died mid-send is taken again after this. */
  leaseMs?: number;
  /** How long the Cloud API may take to answer before the attempt counts as a timeout. */
  timeoutMs?: number;
  /**
   * The Cloud API's throughput (80 messages a second by default for a business number): this
   * process never sends faster than this, and with `limiter` neither do all processes together.
   */
  perSecond?: number;
  /**
   * The counter every process on the database shares (the provider's limit is per business
   * number, not per process): each send takes a place in the current second's window first.
   */
  limiter?: Pick<DatabaseLimiter, "hit">;
  /** Called after a round changed messages (the pages' live refresh). */
  onChange?: () => void;
}

type Row = typeof whatsAppMessages.$inferSelect;

/** The rate-limit key of the sends of every process (one business number). */
const sendWindowKey = "whatsapp:send";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The WhatsApp worker of the API process (issue 27), built like the mail outbox: requests only
 * write QUEUED rows; this takes due rows with `for update skip locked` and a lease (several
 * processes on one PostgreSQL never send a message twice), POSTs each to
 * `{base}/{phone-number-id}/messages` with the Bearer token, keeps the answer's `wamid`, and on
 * a 5xx, a 429 or silence tries again later with backoff; any other 4xx is final (FAILED).
 */
export function createWhatsAppOutbox({
  db,
  config,
  now,
  pollMs = 5_000,
  batch = 20,
  leaseMs = 5 * 60_000,
  timeoutMs = 10_000,
  perSecond = 80,
  limiter,
  onChange,
}: WhatsAppOutboxOptions): WhatsAppOutbox {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let lastSendAt = 0;
  const spacingMs = 1000 / perSecond;

  async function pace(): Promise<void> {
    const wait = lastSendAt + spacingMs - Date.now();
    if (wait > 0) await sleep(wait);
    // The window is the wall clock's second (not the app's clock, which tests may stop): the
    // provider counts real seconds. A full window waits for the next one.
    while (limiter && !closed) {
      const verdict = await limiter.hit(sendWindowKey, { max: perSecond, windowMs: 1000 });
      if (verdict.allowed) break;
      await sleep(1000 - (Date.now() % 1000) + 5);
    }
    lastSendAt = Date.now();
  }

  async function send(settings: WhatsAppConfig, row: Row) {
    const body =
      row.template && row.locale
        ? whatsAppTemplateRequest({
            to: row.phone,
            template: row.template,
            locale: row.locale,
            parameters: row.parameters ?? [],
          })
        : whatsAppTextRequest({ to: row.phone, text: row.text });
    await pace();
    try {
      const response = await fetch(whatsAppMessagesUrl(settings.apiUrl, settings.phoneNumberId), {
        method: "POST",
        headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      if (!response.ok) {
        return {
          ok: false as const,
          status: response.status,
          error: `HTTP ${response.status} ${json?.error?.message ?? ""}`.trim(),
        };
      }
      const answer = whatsAppSendAnswerSchema.safeParse(json);
      if (!answer.success) return { ok: false as const, status: 502, error: "answer out of shape" };
      return { ok: true as const, wamid: answer.data.messages[0]!.id };
    } catch (error) {
      const timeout = error instanceof Error && error.name === "TimeoutError";
      return {
        ok: false as const,
        status: timeout ? ("timeout" as const) : ("unreachable" as const),
        error: timeout ? "TIMEOUT" : "UNREACHABLE",
      };
    }
  }

  async function round(settings: WhatsAppConfig): Promise<number> {
    const at = now();
    const due = db
      .select({ id: whatsAppMessages.id })
      .from(whatsAppMessages)
      .where(
        and(
          eq(whatsAppMessages.status, "QUEUED"),
          lte(whatsAppMessages.nextAttemptAt, at),
          lt(whatsAppMessages.attempts, whatsAppMaxAttempts),
        ),
      )
      .orderBy(asc(whatsAppMessages.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const taken = await db
      .update(whatsAppMessages)
      .set({ attempts: sql`${whatsAppMessages.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(inArray(whatsAppMessages.id, due))
      .returning();
    taken.sort((a, b) => a.id - b.id);
    for (const row of taken) {
      // A consent withdrawn since the row was taken fails it (withdrawConsent): it is not sent.
      const [current] = await db
        .select({ status: whatsAppMessages.status })
        .from(whatsAppMessages)
        .where(eq(whatsAppMessages.id, row.id));
      if (current?.status !== "QUEUED") continue;
      const result = await send(settings, row);
      const when = now();
      if (result.ok) {
        await db.transaction(async (tx) => {
          await tx
            .update(whatsAppMessages)
            .set({
              // Withdrawn mid-send (FAILED meanwhile): the message went, so its wamid is kept, but not
              // its status, which says the customer withdrew.
              status: sql`case when ${whatsAppMessages.status} = 'QUEUED' then 'SENT' else ${whatsAppMessages.status} end`,
              wamid: result.wamid,
              sentAt: when,
              nextAttemptAt: null,
              lastError: sql`case when ${whatsAppMessages.status} = 'QUEUED' then null else ${whatsAppMessages.lastError} end`,
            })
            .where(eq(whatsAppMessages.id, row.id));
          await recordEvent(
            tx,
            { actorId: null, at: when },
            { entity: "whatsapp", entityId: row.id, action: "whatsapp.sent" },
          );
        });
        continue;
      }
      const final = whatsAppSendVerdict(result.status) === "fail" || row.attempts >= whatsAppMaxAttempts;
      const error = result.error.slice(0, 500);
      await db.transaction(async (tx) => {
        await tx
          .update(whatsAppMessages)
          .set(
            final
              ? { status: "FAILED", failedAt: when, nextAttemptAt: null, lastError: error }
              : { nextAttemptAt: new Date(when.getTime() + whatsAppRetryDelayMs(row.attempts)), lastError: error },
          )
          .where(eq(whatsAppMessages.id, row.id));
        await recordEvent(
          tx,
          { actorId: null, at: when },
          {
            entity: "whatsapp",
            entityId: row.id,
            action: final ? "whatsapp.failed" : "whatsapp.retrying",
            note: error,
          },
        );
      });
      // The recipient's number is personal data: the log names the message by id only.
      log.warn({ message: row.id, attempt: row.attempts, final }, `whatsapp: message not sent: ${error}`);
    }
    if (taken.length > 0) onChange?.();
    return taken.length;
  }

  async function drain(settings: WhatsAppConfig): Promise<void> {
    do {
      again = false;
      while (!closed && (await round(settings)) === batch);
    } while (again && !closed);
  }

  function run(): Promise<void> {
    if (closed || !config) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain(config)
      .catch((error: unknown) => {
        if (!closed) log.warn({ err: error }, "whatsapp: outbox round failed");
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = config ? setInterval(() => void run(), pollMs) : undefined;
  timer?.unref();
  if (config) setImmediate(() => void run());

  return {
    wake: () => setImmediate(() => void run()),
    async flush() {
      await running;
      await run();
    },
    async close() {
      if (timer) clearInterval(timer);
      closed = true;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, 5_000)))]);
      clearTimeout(waited);
    },
  };
}

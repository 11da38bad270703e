import {
  holdExpiredReason,
  holdReminderHours,
  isHoldExpired,
  isHoldReminderDue,
  transitionReservation,
} from "@rihla/domain";
import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Database, Db } from "../../db/database.ts";
import { reservations } from "../../db/schema.ts";
import type { MailOutbox } from "../../email/outbox.ts";
import type { ChangeFeed } from "../../http/changes.ts";
import { logReservationEvent } from "./events.ts";
import { mailReservation } from "./reservation-mails.ts";
import { releaseSeats } from "./seats.ts";
import { log as logger } from "../../log.ts";
import { periodicRounds } from "../../periodic.ts";

export interface HoldWorker {
  /** One round now: expire what is due, remind what ends soon. Resolves with what it did. */
  run(): Promise<{ expired: string[]; reminded: string[] }>;
  close(): Promise<void>;
}

const batch = 20;

/**
 * The option dates' worker (issue 28, finding 1; ADR 0023). Every `pollMs` (30 s: seats are back
 * on sale within a minute of the hold's end) each API process cancels the WAITING reservations
 * whose hold has passed — reason HOLD_EXPIRED, seats released, logged as done by the system, the
 * customer mailed — and reminds those whose hold ends within 12 hours, once. Rows are taken with
 * `for update skip locked`, so several processes share the work and never do a row twice; each
 * reservation changes in one transaction with its log line and its mail (the outbox).
 */
export function createHoldWorker({
  deps,
  origin,
  pollMs = 30_000,
  log = (line: string) => logger.warn(line),
  onExpired = () => {},
}: {
  deps: { database: Database; now: () => Date; changes: ChangeFeed; outbox: MailOutbox };
  /** The site's origin for the mails' links (PUBLIC_URL, else localhost). */
  origin: string;
  pollMs?: number;
  log?: (line: string) => void;
  /** After the commit, each reservation the worker cancelled (open staff screens hear of it). */
  onExpired?: (code: string) => void;
}): HoldWorker {
  const db = deps.database.db;

  async function expireSome(): Promise<string[]> {
    const now = deps.now();
    const published: { departureId: number; tourId: number }[] = [];
    const codes = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.status, "WAITING"), lte(reservations.holdUntil, now)))
        .orderBy(asc(reservations.holdUntil))
        .limit(batch)
        .for("update", { skipLocked: true });
      const done: string[] = [];
      for (const row of due) {
        if (!isHoldExpired(row, now)) continue;
        const transition = transitionReservation("WAITING", "CANCELLED", holdExpiredReason);
        const [updated] = await tx
          .update(reservations)
          .set({ status: transition.to, cancelReason: holdExpiredReason, updatedAt: now })
          .where(eq(reservations.id, row.id))
          .returning();
        const changes: Record<string, { from: unknown; to: unknown }> = {
          status: { from: transition.from, to: transition.to },
        };
        if (row.departureId !== null && row.seats > 0) {
          const { tourId } = await releaseSeats(tx, row.departureId, row.seats);
          changes.seatsReleased = { from: row.seats, to: 0 };
          published.push({ departureId: row.departureId, tourId });
        }
        await logReservationEvent(tx, deps.now, {
          reservationId: row.id,
          actorId: null,
          action: "cancelled",
          changes,
          note: holdExpiredReason,
        });
        await mailReservation(
          { db: tx, deps, origin },
          { ...updated!, total: { amount: updated!.totalMinor, currency: updated!.currency }, holdUntil: null },
          "holdExpired",
        );
        done.push(row.code);
      }
      return done;
    });
    for (const change of published) deps.changes.publish({ kind: "departure", ...change });
    if (codes.length > 0) deps.outbox.wake();
    codes.forEach((code) => onExpired(code));
    return codes;
  }

  async function remindSome(): Promise<string[]> {
    const now = deps.now();
    const soon = new Date(now.getTime() + holdReminderHours * 3_600_000);
    const codes = await db.transaction(async (tx: Db) => {
      const due = await tx
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.status, "WAITING"),
            isNull(reservations.holdRemindedAt),
            gt(reservations.holdUntil, now),
            lte(reservations.holdUntil, soon),
          ),
        )
        .orderBy(asc(reservations.holdUntil))
        .limit(batch)
        .for("update", { skipLocked: true });
      const rows = due.filter((row) => isHoldReminderDue(row, now));
      if (rows.length === 0) return [];
      await tx
        .update(reservations)
        .set({ holdRemindedAt: now })
        .where(
          inArray(
            reservations.id,
            rows.map((row) => row.id),
          ),
        );
      for (const row of rows) {
        await mailReservation(
          { db: tx, deps, origin },
          {
            ...row,
            total: { amount: row.totalMinor, currency: row.currency },
            holdUntil: row.holdUntil?.toISOString() ?? null,
          },
          "holdReminder",
        );
      }
      return rows.map((row) => row.code);
    });
    if (codes.length > 0) deps.outbox.wake();
    return codes;
  }

  async function round() {
    const expired: string[] = [];
    const reminded: string[] = [];
    for (;;) {
      const some = await expireSome();
      expired.push(...some);
      if (some.length < batch || closed()) break;
    }
    for (;;) {
      const some = await remindSome();
      reminded.push(...some);
      if (some.length < batch || closed()) break;
    }
    return { expired, reminded };
  }

  const rounds = periodicRounds({
    pollMs,
    round,
    idle: () => ({ expired: [], reminded: [] }),
    log,
    name: "hold expiry",
  });
  const closed = rounds.closed;
  return { run: rounds.run, close: rounds.close };
}

import { randomUUID } from "node:crypto";
import type { MessageBus } from "../db/database.ts";
import { log } from "../log.ts";
/**
 * What changed in the content a visitor sees. Every write that changes a public page (a seat
 * taken, a price, a tour, a page, the site settings) publishes one after its transaction commits;
 * caches (per-process data caches, the site's page cache) subscribe and drop what went stale.
 */
export type ContentChange =
  | { kind: "site" }
  | { kind: "page"; pageId: number | null }
  | { kind: "tour"; tourId: number }
  | { kind: "departure"; departureId: number; tourId: number }
  | { kind: "hotel"; hotelId: number }
  | { kind: "all" };

export interface ChangeFeed {
  publish(change: ContentChange): void;
  /** Answers a function that stops the subscription. */
  subscribe(listener: (change: ContentChange) => void): () => void;
}

/** The in-process feed: listeners run synchronously, one failing listener never stops the others. */
export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: ContentChange) => void>();
  return {
    publish(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error }, "a change listener failed");
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The PostgreSQL channel of content changes (LISTEN/NOTIFY, ADR 0025). */
export const changesChannel = "rihla_content_changes";

const changeKinds = new Set<ContentChange["kind"]>(["site", "page", "tour", "departure", "hotel", "all"]);

/** A message from the channel, or undefined for anything this version does not understand. */
function readMessage(payload: string): { origin: string; change: ContentChange } | undefined {
  try {
    const message = JSON.parse(payload) as { origin?: unknown; change?: { kind?: unknown } };
    if (typeof message.origin !== "string" || !changeKinds.has(message.change?.kind as ContentChange["kind"])) {
      return undefined;
    }
    return message as { origin: string; change: ContentChange };
  } catch {
    return undefined;
  }
}

/**
 * The feed of every process on one PostgreSQL database (issue 29, ADR 0025): a change published
 * here reaches this process's listeners at once and every other process's through NOTIFY, in
 * milliseconds. When the listening connection was lost and came back, changes may have been
 * missed, so this process hears `{ kind: "all" }` (every cache empties). The time bounds of the
 * caches (ADR 0011) stay as the fallback for a process that cannot listen at all.
 */
export async function createSharedChangeFeed(
  bus: Pick<MessageBus, "notify" | "listen">,
): Promise<ChangeFeed & { close(): Promise<void> }> {
  const local = createChangeFeed();
  const origin = randomUUID();
  const stop = await bus.listen(changesChannel, {
    onMessage(payload) {
      const message = readMessage(payload);
      if (message && message.origin !== origin) local.publish(message.change);
    },
    onGap() {
      local.publish({ kind: "all" });
    },
  });
  return {
    subscribe: local.subscribe.bind(local),
    publish(change) {
      local.publish(change);
      bus.notify(changesChannel, JSON.stringify({ origin, change })).catch((error: Error) => {
        log.error({ err: error }, "other processes did not hear of a change; their caches expire by time");
      });
    },
    close: stop,
  };
}

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
          console.error("rihla: a change listener failed", error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

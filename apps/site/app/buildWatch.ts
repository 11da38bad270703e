/**
 * Spec §4, §9: the site checks for a newer build and, when one is live, the next navigation loads
 * the page anew; a chunk that fails to load reloads the page, at most once per 10 seconds. No
 * imports: the server (server.ts) and the browser share the path.
 */

/** Answers `{ buildId }`: the build the server runs now (never cached). */
export const buildIdPath = "/__build";

/** How often an open page asks (and again whenever it becomes visible). */
export const buildPollMs = 5 * 60 * 1000;

/** The shortest time between two reloads after chunk-loading failures. */
export const chunkReloadGapMs = 10_000;

/** Where the time of the last such reload is kept (per tab). */
export const chunkReloadKey = "rihla:chunk-reload-at";

/** A reload is allowed when none happened, or the last one is at least 10 seconds ago. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= chunkReloadGapMs;
}

/** Error texts of a dynamic import that could not be fetched, across browsers. */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

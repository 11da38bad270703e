import { describe, expect, it, vi } from "vitest";
import { log } from "../log.ts";
import { createChangeFeed, type ContentChange } from "./changes.ts";

describe("change feed", () => {
  it("hands every change to every subscriber until it unsubscribes", () => {
    const feed = createChangeFeed();
    const seen: ContentChange[] = [];
    const stop = feed.subscribe((change) => seen.push(change));
    feed.publish({ kind: "tour", tourId: 7 });
    stop();
    feed.publish({ kind: "site" });
    expect(seen).toEqual([{ kind: "tour", tourId: 7 }]);
  });

  it("keeps delivering when one listener throws", () => {
    const feed = createChangeFeed();
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const seen: string[] = [];
    feed.subscribe(() => {
      throw new Error("boom");
    });
    feed.subscribe((change) => seen.push(change.kind));
    feed.publish({ kind: "all" });
    expect(seen).toEqual(["all"]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

/**
 * Issue 29: on PostgreSQL a change reaches every process within a second (LISTEN/NOTIFY). Two
 * APIs on one database stand for two processes: each has its own pool, listening connection and
 * feed. Runs with TEST_DATABASE_URL (`npm run test:pg`).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the change feed across processes (PostgreSQL)", () => {
  it("delivers a change to the other process within a second, and says 'all' after a lost connection", async () => {
    const { createTestApi } = await import("../testing/test-api.ts");
    const { createApi } = await import("../app.ts");
    const { MemoryMailer } = await import("../testing/memory-mailer.ts");
    const first = await createTestApi();
    const second = await createApi(first.deps.config, { mailer: new MemoryMailer() });
    try {
      const heard = (api: typeof first) => {
        const seen: ContentChange[] = [];
        api.deps.changes.subscribe((change) => seen.push(change));
        return seen;
      };
      const atFirst = heard(first);
      const atSecond = heard(second);
      const waitFor = async (seen: ContentChange[], count: number) => {
        const started = Date.now();
        while (seen.length < count && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 5));
        return Date.now() - started;
      };
      first.deps.changes.publish({ kind: "departure", departureId: 5, tourId: 2 });
      // Heard at once where it was published, and exactly once (not again through NOTIFY).
      expect(atFirst).toEqual([{ kind: "departure", departureId: 5, tourId: 2 }]);
      expect(await waitFor(atSecond, 1)).toBeLessThan(1000);
      expect(atSecond).toEqual([{ kind: "departure", departureId: 5, tourId: 2 }]);
      second.deps.changes.publish({ kind: "site" });
      await waitFor(atFirst, 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(atFirst).toEqual([{ kind: "departure", departureId: 5, tourId: 2 }, { kind: "site" }]);
      expect(atSecond).toHaveLength(2);

      // The server ends the second process's listening connection: when it is back, it cannot
      // know what it missed, so its caches empty.
      const url = (first.deps.config.database as { url: string }).url;
      const pg = (await import("pg")).default;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const error = vi.spyOn(log, "error").mockImplementation(() => {});
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()",
        );
        expect(rowCount).toBe(2);
        await waitFor(atSecond, 3);
        expect(atSecond.at(-1)).toEqual({ kind: "all" });
        // And it hears the others again.
        const before = atSecond.length;
        first.deps.changes.publish({ kind: "hotel", hotelId: 1 });
        await waitFor(atSecond, before + 1);
        expect(atSecond.at(-1)).toEqual({ kind: "hotel", hotelId: 1 });
        error.mockRestore();
      } finally {
        await admin.end();
      }
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});

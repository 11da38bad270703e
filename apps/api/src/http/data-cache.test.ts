import { describe, expect, it } from "vitest";
import { createChangeFeed } from "./changes.ts";
import { createDataCache } from "./data-cache.ts";
import { ApiError } from "./errors.ts";

describe("data cache", () => {
  it("loads once, shares the answer, and drops it when its scope changes", async () => {
    const changes = createChangeFeed();
    const cache = createDataCache(changes);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("site", "tr", load), cache.get("site", "tr", load)])).toEqual([1, 1]);
    changes.publish({ kind: "tour", tourId: 1 });
    expect(await cache.get("site", "tr", load)).toBe(1);
    changes.publish({ kind: "site" });
    expect(await cache.get("site", "tr", load)).toBe(2);
    changes.publish({ kind: "all" });
    expect(await cache.get("site", "tr", load)).toBe(3);
  });

  it("maps each change kind to the scopes it makes stale", async () => {
    const changes = createChangeFeed();
    const cache = createDataCache(changes);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("catalogue", "k", load);
    await cache.get("pages", "k", load);
    for (const change of [
      { kind: "departure", departureId: 1, tourId: 1 },
      { kind: "hotel", hotelId: 1 },
      { kind: "tour", tourId: 1 },
    ] as const) {
      const before = loads;
      changes.publish(change);
      await cache.get("catalogue", "k", load);
      expect(loads, change.kind).toBe(before + 1);
    }
    const before = loads;
    changes.publish({ kind: "page", pageId: 1 });
    await cache.get("catalogue", "k", load);
    await cache.get("pages", "k", load);
    expect(loads).toBe(before + 1);
  });

  it("never keeps a load that a change overtook, nor a failed one", async () => {
    const changes = createChangeFeed();
    const cache = createDataCache(changes);
    let release!: (value: string) => void;
    const slow = cache.get("catalogue", "k", () => new Promise<string>((resolve) => (release = resolve)));
    changes.publish({ kind: "departure", departureId: 1, tourId: 1 });
    release("before the write");
    expect(await slow).toBe("before the write");
    expect(await cache.get("catalogue", "k", async () => "after the write")).toBe("after the write");
    await expect(cache.get("pages", "x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("pages", "x", async () => "up")).toBe("up");
  });

  it("keeps a 'not found' like an answer, until the content changes", async () => {
    const changes = createChangeFeed();
    const cache = createDataCache(changes);
    let loads = 0;
    const missing = () => {
      loads += 1;
      return Promise.reject(new ApiError(404, "TOUR_LIST_NOT_FOUND", "Page Not Found: x"));
    };
    await expect(cache.get("catalogue", "x", missing)).rejects.toMatchObject({ status: 404 });
    await expect(cache.get("catalogue", "x", missing)).rejects.toMatchObject({ code: "TOUR_LIST_NOT_FOUND" });
    expect(loads).toBe(1);
    changes.publish({ kind: "tour", tourId: 1 });
    expect(await cache.get("catalogue", "x", async () => "now a list")).toBe("now a list");
    // Other refusals are not answers: a 400 or 500 is tried again.
    const refused = () => {
      loads += 1;
      return Promise.reject(new ApiError(500, "INTERNAL", "down"));
    };
    await expect(cache.get("catalogue", "y", refused)).rejects.toThrow("down");
    await expect(cache.get("catalogue", "y", refused)).rejects.toThrow("down");
    expect(loads).toBe(3);
  });

  it("bounds staleness from other processes by the TTL", async () => {
    const cache = createDataCache(createChangeFeed(), { ttlMs: 20 });
    let loads = 0;
    await cache.get("site", "tr", async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get("site", "tr", async () => ++loads)).toBe(2);
  });
});

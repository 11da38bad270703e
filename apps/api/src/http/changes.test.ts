import { describe, expect, it, vi } from "vitest";
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
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
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

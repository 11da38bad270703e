import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReloadAfterChunkError } from "./buildWatch";

describe("reload after a chunk-loading failure (spec §9)", () => {
  it("reloads at most once per 10 seconds", () => {
    expect(mayReloadAfterChunkError(null, 50_000)).toBe(true);
    expect(mayReloadAfterChunkError(50_000, 50_000 + 9_999)).toBe(false);
    expect(mayReloadAfterChunkError(50_000, 60_000)).toBe(true);
    expect(mayReloadAfterChunkError(Number.NaN, 1)).toBe(true);
  });

  it("recognises the browsers' chunk errors and nothing else", () => {
    expect(isChunkLoadError("Failed to fetch dynamically imported module: http://x/assets/a.js")).toBe(true);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
    expect(isChunkLoadError("error loading dynamically imported module")).toBe(true);
    expect(isChunkLoadError("Cannot read properties of undefined")).toBe(false);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const image = async (url: string) => {
  const response = await api.app.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe("GET /img/{path}", () => {
  it("resizes by width and converts to webp with a year of caching", async () => {
    const { response, bytes } = await image("/img/scenes/kaaba-dusk.jpg?w=400&q=60&f=webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 267 });
  });

  it("crops to width and height, and serves avif and the original jpeg", async () => {
    const cropped = await sharp((await image("/img/hotels/facade-3.jpg?w=320&h=320&f=avif")).bytes).metadata();
    expect(cropped).toMatchObject({ format: "heif", width: 320, height: 320 });
    const original = await image("/img/scenes/madina-domes.jpg");
    expect(original.response.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
  });

  it("answers 400 for a bad size, quality or format", async () => {
    for (const query of ["w=0", "w=abc", "h=5000", "q=101", "f=gif"]) {
      const response = await api.app.request(`/img/scenes/kaaba-dusk.jpg?${query}`);
      expect(response.status, query).toBe(400);
      expect((JSON.parse(response.bodyUsed ? "{}" : await response.text()) as any).error.code).toBe(
        "VALIDATION_FAILED",
      );
    }
  });

  it("answers 404 for a missing file or a path outside the image folder", async () => {
    expect((await image("/img/scenes/nothing.jpg")).response.status).toBe(404);
    expect((await image("/img/..%2F..%2Fpackage.json")).response.status).toBe(404);
    expect((await image("/img/../src/app.ts")).response.status).toBe(404);
  });
});

describe("a fixed set of variants, kept on disk (issue 11, finding 11)", () => {
  it("snaps a width or height up to the next allowed size: w=300&h=300 is the 320 × 320 variant", async () => {
    const asked = await image("/img/hotels/facade-3.jpg?w=300&h=300&f=webp");
    expect(asked.response.status).toBe(200);
    expect(await sharp(asked.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 320 });
    // 401…480 are one variant (480 wide; the source is 1200 × 800).
    const odd = await image("/img/scenes/kaaba-dusk.jpg?w=401&f=webp");
    expect(await sharp(odd.bytes).metadata()).toMatchObject({ width: 480, height: 320 });
    expect(Buffer.compare(odd.bytes, (await image("/img/scenes/kaaba-dusk.jpg?w=479&f=webp")).bytes)).toBe(0);
  });

  it("writes each variant once under DATA_DIR/image-cache and serves it from there on repeat", async () => {
    const { diskCacheStats, forgetMemoryCache, transformStats } = await import("./images.service.ts");
    const cacheDir = path.join(api.deps.config.dataDir, "image-cache");
    await fs.rm(cacheDir, { recursive: true, force: true });
    // The memory cache is the module's: another file of the same worker may have asked this variant.
    forgetMemoryCache();
    const writes = diskCacheStats.writes;
    const first = await image("/img/scenes/madina-domes.jpg?w=240&q=90&f=jpeg");
    expect(first.response.status).toBe(200);
    expect(diskCacheStats.writes).toBe(writes + 1);
    const files = (await fs.readdir(cacheDir)).filter((name) => name.endsWith(".jpeg"));
    expect(files).toHaveLength(1);
    expect(Buffer.compare(await fs.readFile(path.join(cacheDir, files[0]!)), first.bytes)).toBe(0);
    forgetMemoryCache();
    const hits = diskCacheStats.hits;
    transformStats.peak = 0;
    const again = await image("/img/scenes/madina-domes.jpg?w=240&q=90&f=jpeg");
    expect(diskCacheStats.hits).toBe(hits + 1);
    expect(transformStats.peak).toBe(0);
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0);
  });
});

describe("image transforms are throttled (issue 11, finding 11)", () => {
  it("runs at most `maxConcurrentTransforms` sharp transforms at once, however many variants are asked", async () => {
    const { transformStats, maxConcurrentTransforms } = await import("./images.service.ts");
    transformStats.peak = 0;
    // Nothing left on disk by an earlier run: every variant below is a transform.
    await fs.rm(path.join(api.deps.config.dataDir, "image-cache"), { recursive: true, force: true });
    const widths = [80, 160, 240, 320, 400, 480, 640, 800, 960, 1200];
    const answers = await Promise.all(widths.map((w) => image(`/img/scenes/kaaba-dusk.jpg?w=${w}&f=avif`)));
    expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
    expect(transformStats.peak).toBeGreaterThanOrEqual(1);
    expect(transformStats.peak).toBeLessThanOrEqual(maxConcurrentTransforms);
    expect(transformStats.active).toBe(0);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
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
    const cropped = await sharp((await image("/img/hotels/facade-3.jpg?w=300&h=300&f=avif")).bytes).metadata();
    expect(cropped).toMatchObject({ format: "heif", width: 300, height: 300 });
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

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, it } from "vitest";
import { precompress } from "./precompress.ts";

it("writes .br and .gz beside compressible build files, and leaves small and binary files alone", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-precompress-"));
  await fs.mkdir(path.join(dir, "assets"));
  const js = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Umre turu ${i}`))};`;
  await fs.writeFile(path.join(dir, "assets", "entry-abc.js"), js);
  await fs.writeFile(path.join(dir, "tiny.css"), "a{}");
  await fs.writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));
  const totals = await precompress(dir);
  expect(totals.files).toBe(1);
  const br = await fs.readFile(path.join(dir, "assets", "entry-abc.js.br"));
  expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
  expect(zlib.gunzipSync(await fs.readFile(path.join(dir, "assets", "entry-abc.js.gz"))).toString()).toBe(js);
  const names = (await fs.readdir(dir, { recursive: true })).sort();
  expect(names).toEqual([
    "assets",
    "assets/entry-abc.js",
    "assets/entry-abc.js.br",
    "assets/entry-abc.js.gz",
    "photo.webp",
    "tiny.css",
  ]);
  await fs.rm(dir, { recursive: true, force: true });
});

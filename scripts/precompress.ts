import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";

/**
 * Run by the site's build: writes `name.br` and `name.gz` beside every compressible file of
 * apps/site/build/client (JS, CSS, SVG, JSON, HTML, text), at the highest levels, once. The server
 * serves them by Accept-Encoding (serveStatic `precompressed`), so no asset is compressed per request.
 * Files under 1 KiB and files that would not shrink are left alone.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest|map)$/;

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await fs.readFile(file);
    if (body.byteLength < 1024) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.byteLength < body.byteLength) await fs.writeFile(`${file}.br`, br);
    if (gz.byteLength < body.byteLength) await fs.writeFile(`${file}.gz`, gz);
    totals.files++;
    totals.bytes += body.byteLength;
    totals.brotliBytes += Math.min(br.byteLength, body.byteLength);
  }
  return totals;
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../apps/site/build/client"));
  const { files, bytes, brotliBytes } = await precompress(dir);
  console.log(
    `precompress: ${files} files in ${path.relative(process.cwd(), dir) || "."}, ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli`,
  );
}

import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { LRUCache } from "lru-cache";
import zlib from "node:zlib";

/**
 * Compression for what leaves the site: brotli or gzip by the request's Accept-Encoding, for
 * text types only (HTML, JSON, JS, CSS, SVG, XML, plain text); images and fonts are compressed
 * already.
 */
export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once (issue 10).
const negotiated = new Map<string, Encoding>();

/** The best encoding the client accepts: brotli, then gzip, then none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    encoding = parseAcceptEncoding(acceptEncoding);
    // Bounded: a client making up values cannot grow it.
    if (negotiated.size < 256) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/** Whether a response of this Content-Type is worth compressing. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && compressible.test(contentType));
}

/** Brotli at the given quality (11 for bodies compressed once and kept, 4 for one response). */
export function brotliBytes(body: Uint8Array, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

export function gzipBytes(body: Uint8Array, level: number): Promise<Buffer> {
  return gzip(body, { level });
}

/** Bodies smaller than this leave uncompressed: the headers would cost more than the saving. */
export const minCompressBytes = 1024;

/**
 * Bodies already compressed, by encoding and SHA-256 of the body: the API answers the catalogue
 * from its data cache, so the same bytes leave again and again and need compressing once
 * (issue 10). Bounded by bytes; pages never enter (each carries its own CSP nonce).
 */
const compressedBodies = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (value) => value.byteLength || 1,
});

async function compressOnce(body: Uint8Array, encoding: "br" | "gzip", remember: boolean): Promise<Buffer> {
  const compress = () => (encoding === "br" ? brotliBytes(body, 4) : gzipBytes(body, 6));
  if (!remember) return compress();
  const key = `${encoding}:${createHash("sha256").update(body).digest("base64")}`;
  const known = compressedBodies.get(key);
  if (known) return known;
  const compressed = await compress();
  compressedBodies.set(key, compressed);
  return compressed;
}

export interface CompressOptions {
  /** The body is likely to leave again byte for byte (API answers): keep its compressed bytes. */
  remember?: boolean;
}

/**
 * Compresses one uncached response when the client and the type allow it (quality for speed:
 * brotli 4, gzip 6). Streams are read whole first: the pages here are tens of kilobytes.
 */
export async function compressResponse(
  request: Request,
  response: Response,
  options: CompressOptions = {},
): Promise<Response> {
  // Headers first, the body last: asking for `response.body` turns the server's light response
  // into a full WHATWG one with a stream (issue 10), worth it only for a body we will compress.
  if (request.method === "HEAD" || response.headers.has("content-encoding")) return response;
  if (!isCompressible(response.headers.get("content-type"))) return response;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  // Untouched when not compressing: an identity answer is right for every client, so it needs no
  // Vary, and the server's fast path for plain bodies stays open.
  if (encoding === "identity") return response;
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (length < minCompressBytes || !response.body) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength < minCompressBytes) return new Response(body, { status: response.status, headers });
  const compressed = await compressOnce(body, encoding, options.remember ?? false);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), { status: response.status, headers });
}

import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Compression for what leaves the site: brotli or gzip by the request's Accept-Encoding, for
 * text types only (HTML, JSON, JS, CSS, SVG, XML, plain text); images and fonts are compressed
 * already.
 */
export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the client accepts: brotli, then gzip, then none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
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
 * Compresses one uncached response when the client and the type allow it (quality for speed:
 * brotli 4, gzip 6). Streams are read whole first: the pages here are tens of kilobytes.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (request.method === "HEAD" || !response.body || response.headers.has("content-encoding")) return response;
  if (!isCompressible(response.headers.get("content-type"))) return response;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  // Untouched when not compressing: an identity answer is right for every client, so it needs no
  // Vary, and the server's fast path for plain bodies stays open.
  if (encoding === "identity") return response;
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (length < minCompressBytes) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength < minCompressBytes) return new Response(body, { status: response.status, headers });
  const compressed = encoding === "br" ? await brotliBytes(body, 4) : await gzipBytes(body, 6);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), { status: response.status, headers });
}

import { z } from "../schemas/zod.ts";

export const imageFormats = ["webp", "avif", "jpeg", "png"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export interface ImageOptions {
  /** Image host without scheme, e.g. 'img.rihla.example' (configured per deployment). */
  host: string;
  width?: number;
  height?: number;
  /** 1–100. */
  quality?: number;
  format?: ImageFormat;
}

/**
 * Spec §7, §9: image addresses are rewritten to the image host over https with size, quality
 * and format options. URL shape (served by the API under /img):
 *
 *   https://{host}/img/{path}?w={width}&h={height}&q={quality}&f={format}
 *
 * `{path}` is the source's path without a leading slash or an existing /img/ prefix; absolute
 * http(s) sources keep only their path (their query is dropped). Only given options appear, in
 * that order. data:, blob: and empty sources are returned unchanged.
 */
export function imageUrl(src: string | null | undefined, options: ImageOptions): string {
  const source = (src ?? "").trim();
  if (source === "" || /^(data|blob):/i.test(source)) return source;
  const path = (source.replace(/^(https?:)?\/\/[^/?#]*/i, "").split(/[?#]/)[0] ?? "")
    .replace(/^\/+/, "")
    .replace(/^img\//, "")
    .replace(/ /g, "%20");
  const params = new Map<string, string>();
  const size = (value: number | undefined): number | undefined =>
    value === undefined || !Number.isFinite(value) || value <= 0
      ? undefined
      : Math.min(imageMaxSize, Math.round(value));
  const width = size(options.width);
  const height = size(options.height);
  if (width !== undefined) params.set("w", String(width));
  if (height !== undefined) params.set("h", String(height));
  if (options.quality !== undefined && Number.isFinite(options.quality)) {
    params.set("q", String(Math.min(100, Math.max(1, Math.round(options.quality)))));
  }
  if (options.format) params.set("f", options.format);
  const host = options.host.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  const query = [...params].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `https://${host}/img/${path}${query ? `?${query}` : ""}`;
}

/** `srcset` for responsive images: one URL per width. */
export function imageSrcSet(
  src: string,
  widths: readonly number[],
  options: Omit<ImageOptions, "width" | "height">,
): string {
  return widths.map((width) => `${imageUrl(src, { ...options, width })} ${width}w`).join(", ");
}

export const imageMaxSize = 4000;

/** The query the API's /img route accepts; the same limits as `imageUrl` writes. */
export const imageQuerySchema = z.object({
  w: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(imageMaxSize, { error: "INVALID_VALUE" })
    .optional(),
  h: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(imageMaxSize, { error: "INVALID_VALUE" })
    .optional(),
  q: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(100, { error: "INVALID_VALUE" })
    .optional(),
  f: z.enum(imageFormats, { error: "INVALID_VALUE" }).optional(),
});
export type ImageQuery = z.output<typeof imageQuerySchema>;

/**
 * Issue 11, finding 11: the image route makes only these variants, so a crawler or an attacker
 * cannot make it render (and cache) an unbounded number. A width or height snaps UP to the next
 * size of the set (the image is never less sharp than asked; 4000 stays the maximum), a quality
 * to the nearest of the set; the format is already one of `imageFormats`. Values outside the
 * schema's limits stay 400 INVALID_VALUE.
 */
export const imageSizes = [80, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000, 2400, 3200, 4000] as const;
export const imageQualities = [40, 60, 75, 80, 90, 100] as const;

export function snapImageQuery(query: ImageQuery): ImageQuery {
  const size = (value: number | undefined) =>
    value === undefined ? undefined : (imageSizes.find((allowed) => allowed >= value) ?? imageMaxSize);
  const quality = (value: number | undefined) =>
    value === undefined
      ? undefined
      : imageQualities.reduce((best, allowed) => (Math.abs(allowed - value) < Math.abs(best - value) ? allowed : best));
  const snapped: ImageQuery = {};
  const w = size(query.w);
  const h = size(query.h);
  const q = quality(query.q);
  if (w !== undefined) snapped.w = w;
  if (h !== undefined) snapped.h = h;
  if (q !== undefined) snapped.q = q;
  if (query.f !== undefined) snapped.f = query.f;
  return snapped;
}

import { z } from "zod";

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

/**
 * What an uploaded catalogue image may be (issue 25: the tour gallery). The format is read from
 * the file's first bytes, never from its name or the type the browser declared: a text file
 * renamed `.jpg` is no JPEG.
 */
export const uploadImageFormats = ["jpeg", "png", "webp"] as const;
export type UploadImageFormat = (typeof uploadImageFormats)[number];

/** The largest gallery image accepted, before it is re-encoded (the site's form posts allow 6 MB). */
export const tourGalleryImageMaxBytes = 5 * 1024 * 1024;
/** The same limit in whole megabytes, for the `IMAGE_TOO_LARGE` text's `{megabytes}`. */
export const tourGalleryImageMaxMegabytes = tourGalleryImageMaxBytes / (1024 * 1024);
/** What the file input offers (a hint for the browser's picker; the bytes decide). */
export const uploadImageAccept = "image/jpeg,image/png,image/webp";

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** JPEG (FF D8 FF), PNG (89 'PNG' CR LF 1A LF) or WebP ('RIFF' … 'WEBP'); anything else is null. */
export function uploadImageFormatOf(bytes: Uint8Array): UploadImageFormat | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}

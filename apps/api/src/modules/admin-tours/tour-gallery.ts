import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { locales, tourGalleryImageMaxMegabytes, tourGalleryMax, uploadImageFormatOf, type Locale } from "@rihla/domain";
import { and, eq, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { tourTranslations, tours } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import type { ApiDeps } from "../../http/env.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { log } from "../../log.ts";
import { recordEvent } from "../audit/audit.ts";
import { throttled, uploadedImagePrefix } from "../images/images.service.ts";
import { findAdminTour } from "./admin-tours.queries.ts";

/** DATA_DIR/uploads/tours: the galleries' uploads, served by `/img/uploads/tours/…` (images module). */
export const tourImageDir = (deps: ApiDeps) => path.join(deps.config.dataDir, "uploads", "tours");

/** The longest side an upload is kept at: the public page asks at most 1600 wide (a 2× 800 slot). */
export const tourImageMaxSide = 2400;

const imageInvalid = () => domainError(400, "IMAGE_INVALID", { fields: { image: ["IMAGE_INVALID"] } });
export const imageTooLarge = () =>
  domainError(413, "IMAGE_TOO_LARGE", {
    fields: { image: ["IMAGE_TOO_LARGE"] },
    params: { megabytes: tourGalleryImageMaxMegabytes },
  });

/**
 * The bytes decide (their signature, then a full decode by sharp), never the name or the declared
 * type. Kept as WebP at most 2400 px on its longer side, turned upright by its EXIF orientation
 * and without its metadata (a phone photo's GPS position stays on the phone). Runs in the image
 * pipeline's throttle, so uploads and page views share its two transforms at a time.
 */
async function encodeGalleryImage(bytes: Uint8Array): Promise<Buffer> {
  const format = uploadImageFormatOf(bytes);
  if (!format) throw imageInvalid();
  try {
    return await throttled(async () => {
      const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" });
      const meta = await image.metadata();
      if (meta.format !== format) throw new Error(`declared ${format}, decoded ${meta.format}`);
      return image
        .rotate()
        .resize({ width: tourImageMaxSide, height: tourImageMaxSide, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    });
  } catch {
    throw imageInvalid();
  }
}

type Gallery = { src: string; alt: Record<Locale, string> }[];

/**
 * POST /api/admin/tours/{id}/gallery: one image appended to the tour's gallery with its alt texts,
 * logged like a PATCH of `gallery` (from → to), and the public pages hear of it at once.
 */
export async function addGalleryImage({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { tourId: number; image: Uint8Array; alt: Record<Locale, string> };
}) {
  const staff = await requirePermission(ctx, "admin.access");
  const { tourId } = input;
  const [exists] = await ctx.db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId));
  if (!exists) throw domainError(404, "NOT_FOUND");
  const encoded = await encodeGalleryImage(input.image);

  const dir = tourImageDir(ctx.deps);
  await fs.mkdir(dir, { recursive: true });
  const file = `${tourId}-${randomBytes(8).toString("hex")}.webp`;
  // Written whole, then renamed: the image route never reads half a file.
  const temporary = path.join(dir, `${file}.tmp`);
  await fs.writeFile(temporary, encoded);
  await fs.rename(temporary, path.join(dir, file));
  const src = `${uploadedImagePrefix}${file}`;

  try {
    await ctx.db.transaction(async (tx) => {
      const [tour] = await tx.select().from(tours).where(eq(tours.id, tourId)).for("update");
      if (!tour) throw domainError(404, "NOT_FOUND");
      if (tour.gallery.length >= tourGalleryMax)
        throw domainError(400, "VALIDATION_FAILED", { fields: { gallery: ["TOO_LONG"] } });
      const texts = await tx.select().from(tourTranslations).where(eq(tourTranslations.tourId, tourId));
      const altOf = (locale: Locale) => {
        const stored = texts.find((row) => row.locale === locale)?.galleryAlt ?? [];
        return tour.gallery.map((_, index) => stored[index] ?? "");
      };
      const before: Gallery = tour.gallery.map((image, index) => ({
        src: image,
        alt: { tr: altOf("tr")[index]!, en: altOf("en")[index]! },
      }));
      const after: Gallery = [...before, { src, alt: input.alt }];
      await tx
        .update(tours)
        .set({ gallery: after.map((image) => image.src) })
        .where(eq(tours.id, tourId));
      for (const locale of locales) {
        await tx
          .update(tourTranslations)
          .set({ galleryAlt: after.map((image) => image.alt[locale]) })
          .where(and(eq(tourTranslations.tourId, tourId), eq(tourTranslations.locale, locale)));
      }
      await recordEvent(
        tx,
        { actorId: staff.id, at: ctx.now },
        { entity: "tour", entityId: tourId, action: "updated", changes: { gallery: { from: before, to: after } } },
      );
    });
  } catch (error) {
    await fs.rm(path.join(dir, file), { force: true });
    throw error;
  }
  ctx.deps.changes.publish({ kind: "tour", tourId });
  return (await findAdminTour(ctx.db, tourId))!;
}

/**
 * Deletes uploaded gallery files no tour shows any more (as its cover or in a gallery), after a
 * change that dropped them has committed. Bundled images are never touched. A failure only logs:
 * the change itself is done, and a stray file costs disk, not correctness.
 */
export async function deleteUnusedUploads(ctx: ServiceContext, sources: readonly string[]): Promise<void> {
  const uploads = [...new Set(sources)].filter(
    (src) => src.startsWith(uploadedImagePrefix) && /^[a-z0-9-]+\.webp$/.test(src.slice(uploadedImagePrefix.length)),
  );
  for (const src of uploads) {
    try {
      const [used] = await ctx.db
        .select({ id: tours.id })
        .from(tours)
        .where(or(eq(tours.coverImage, src), sql`${tours.gallery} @> ${JSON.stringify([src])}::jsonb`))
        .limit(1);
      if (!used) await fs.rm(path.join(tourImageDir(ctx.deps), src.slice(uploadedImagePrefix.length)), { force: true });
    } catch (error) {
      log.warn({ err: error, src }, "an unused gallery upload was not deleted");
    }
  }
}

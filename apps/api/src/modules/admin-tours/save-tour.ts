import { randomUUID } from "node:crypto";
import {
  isReservedTourSlug,
  locales,
  tourAgeRangeValid,
  tourLoggedFields,
  type Locale,
  type TourCreateInput,
  type TourPatchInput,
  type TourTextInput,
} from "@rihla/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  hotels,
  tourFlights,
  tourGroupMembers,
  tourGroups,
  tourHotels,
  tourSlugHistory,
  tourTranslations,
  tours,
} from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { changesBetween, recordEvent, type AuditChanges } from "../audit/audit.ts";
import { claimKey, requestHash, storeResponse } from "../reservations/idempotency.ts";
import { findAdminTour } from "./admin-tours.queries.ts";
import { deleteUnusedUploads } from "./tour-gallery.ts";

/** The PostgreSQL error behind a failed query (drizzle wraps the driver's error in `cause`). */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string };
  }
  return undefined;
}

export function databaseErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

const slugField = (locale: Locale) => `translations.${locale}.slug`;
const slugTaken = (locale: Locale) =>
  domainError(409, "SLUG_TAKEN", { fields: { [slugField(locale)]: ["SLUG_TAKEN"] } });

/**
 * A slug this tour may take in `locale`: not a tour list's (those answer `/tour/{slug}` first),
 * and not another tour's current slug in either locale (the public page finds a tour by either
 * locale's slug, so one slug must name one tour). Old slugs of other tours give way: a current
 * slug always wins over an old one.
 */
async function assertSlugFree(tx: Db, slug: string, locale: Locale, tourId: number | null): Promise<void> {
  if (locales.some((l) => isReservedTourSlug(slug, l))) throw slugTaken(locale);
  const [taken] = await tx
    .select({ tourId: tourTranslations.tourId })
    .from(tourTranslations)
    .where(and(eq(tourTranslations.slug, slug), tourId === null ? undefined : ne(tourTranslations.tourId, tourId)))
    .limit(1);
  if (taken) throw slugTaken(locale);
}

/** The unique index is the last word under concurrency: two tours taking one slug at once. */
function slugRace(error: unknown, locales: readonly Locale[]): never {
  const failed = databaseError(error);
  const constraint = typeof failed?.constraint === "string" ? failed.constraint : "";
  if (failed?.code === "23505" && constraint.includes("slug") && locales[0]) throw slugTaken(locales[0]);
  throw error;
}

async function groupIdsOf(tx: Db, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ id: tourGroups.id, key: tourGroups.key })
    .from(tourGroups)
    .where(inArray(tourGroups.key, [...keys]));
  if (rows.length !== new Set(keys).size) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { groups: ["INVALID_VALUE"] } });
  }
  return keys.map((key) => rows.find((row) => row.key === key)!.id);
}

async function assertHotels(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .where(inArray(hotels.id, [...ids]));
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { [`hotels.${unknown}.hotelId`]: ["INVALID_VALUE"] } });
  }
}

function textRow(tourId: number, locale: Locale, text: TourTextInput, galleryAlt: string[]) {
  return {
    tourId,
    locale,
    slug: text.slug,
    title: text.title,
    shortDescription: text.shortDescription,
    campaignDescription: text.campaignDescription,
    descriptionHtml: text.descriptionHtml,
    itinerary: text.itinerary,
    includes: text.includes,
    excludes: text.excludes,
    galleryAlt,
  };
}

async function writeLinks(
  tx: Db,
  tourId: number,
  input: Pick<TourPatchInput, "groups" | "hotels" | "flights">,
): Promise<void> {
  if (input.groups) {
    const ids = await groupIdsOf(tx, input.groups);
    await tx.delete(tourGroupMembers).where(eq(tourGroupMembers.tourId, tourId));
    if (ids.length > 0)
      await tx.insert(tourGroupMembers).values(ids.map((groupId, position) => ({ groupId, tourId, position })));
  }
  if (input.hotels) {
    await assertHotels(
      tx,
      input.hotels.map((h) => h.hotelId),
    );
    await tx.delete(tourHotels).where(eq(tourHotels.tourId, tourId));
    if (input.hotels.length > 0)
      await tx.insert(tourHotels).values(
        input.hotels.map((hotel, position) => ({
          tourId,
          hotelId: hotel.hotelId,
          nights: hotel.nights,
          viewType: hotel.viewType,
          position,
        })),
      );
  }
  if (input.flights) {
    await tx.delete(tourFlights).where(eq(tourFlights.tourId, tourId));
    if (input.flights.length > 0)
      await tx.insert(tourFlights).values(input.flights.map((flight, position) => ({ ...flight, tourId, position })));
  }
}

/** Text fields logged from → to as they are; the long ones by their length (the log is no archive). */
const loggedTexts = ["slug", "title", "shortDescription", "campaignDescription"] as const;
const measuredTexts = ["descriptionHtml", "itinerary", "includes", "excludes"] as const;

function textChanges(locale: Locale, before: TourTextInput | undefined, after: TourTextInput): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of loggedTexts) {
    const from = before?.[field] ?? null;
    if (from !== after[field]) changes[`${field}.${locale}`] = { from, to: after[field] };
  }
  for (const field of measuredTexts) {
    const from = before ? JSON.stringify(before[field]) : null;
    const to = JSON.stringify(after[field]);
    if (from !== to) changes[`${field}.${locale}`] = { from: from === null ? null : from.length, to: to.length };
  }
  return changes;
}

/**
 * A create that runs once per `Idempotency-Key` (issue 25: a double-clicked "create" makes one
 * tour): the key is claimed in the create's transaction, and a repeat answers the first one's id.
 * Without a key the work just runs. The keys are the reservations' table and rules (24 h, per user).
 */
export async function once(
  tx: Db,
  ctx: ServiceContext,
  claim: { userId: string; scope: string; key: string | undefined; body: unknown },
  work: () => Promise<number>,
): Promise<number> {
  if (!claim.key) return work();
  const input = {
    userId: claim.userId,
    scope: claim.scope,
    key: claim.key,
    hash: requestHash(claim.body),
    now: ctx.now,
  };
  const claimed = await claimKey(tx, ctx.deps.fieldCipher, input);
  if (!claimed.claimed) return (claimed.body as { id: number }).id;
  const id = await work();
  await storeResponse(tx, ctx.deps.fieldCipher, { ...input, status: 201, body: { id } });
  return id;
}

/** POST /api/admin/tours: a tour in both languages, logged; the public pages hear of it. */
export async function createTour({
  ctx,
  input,
  key,
}: {
  ctx: ServiceContext;
  input: TourCreateInput;
  key?: string | undefined;
}) {
  const staff = await requirePermission(ctx, "admin.access");
  const scope = "POST /api/admin/tours";
  const id = await ctx.db
    .transaction((tx) =>
      once(tx, ctx, { userId: staff.id, scope, key, body: input }, async () => {
        for (const locale of locales) await assertSlugFree(tx, input.translations[locale].slug, locale, null);
        // The key is internal and never shown: the Turkish slug, made unique (slugs change, keys stay).
        const key = `${input.translations.tr.slug}-${randomUUID().slice(0, 8)}`;
        const [tour] = await tx
          .insert(tours)
          .values({
            key,
            category: input.category,
            days: input.days,
            stars: input.stars,
            popularGuide: input.popularGuide,
            minAge: input.minAge,
            maxAge: input.maxAge,
            videoUrl: input.videoUrl,
            coverImage: input.coverImage,
            gallery: input.gallery.map((image) => image.src),
            published: input.published,
            createdAt: ctx.now,
          })
          .returning({ id: tours.id });
        const tourId = tour!.id;
        await tx.insert(tourTranslations).values(
          locales.map((locale) =>
            textRow(
              tourId,
              locale,
              input.translations[locale],
              input.gallery.map((image) => image.alt[locale]),
            ),
          ),
        );
        await writeLinks(tx, tourId, input);
        const changes: AuditChanges = {
          ...changesBetween({} as Record<string, unknown>, input as Record<string, unknown>, [...tourLoggedFields]),
        };
        for (const locale of locales)
          Object.assign(changes, textChanges(locale, undefined, input.translations[locale]));
        await recordEvent(
          tx,
          { actorId: staff.id, at: ctx.now },
          { entity: "tour", entityId: tourId, action: "created", changes },
        );
        return tourId;
      }),
    )
    .catch((error: unknown) => slugRace(error, locales));
  ctx.deps.changes.publish({ kind: "tour", tourId: id });
  return (await findAdminTour(ctx.db, id))!;
}

/**
 * PATCH /api/admin/tours/{id}. A changed slug is kept in `tour_slug_history` (the public page
 * answers it with a 301 to the new one); taking back an old slug removes it from there. The
 * tour's row is locked for the change, so two staff saving at once are applied one after the other.
 */
export async function updateTour({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; change: TourPatchInput };
}) {
  const staff = await requirePermission(ctx, "admin.access");
  const { id, change } = input;
  const sentLocales = locales.filter((locale) => change.translations?.[locale]);
  /** Images the change takes off the tour (an uploaded one is deleted once no tour shows it). */
  const dropped: string[] = [];
  await ctx.db
    .transaction(async (tx) => {
      const [tour] = await tx.select().from(tours).where(eq(tours.id, id)).for("update");
      if (!tour) throw domainError(404, "NOT_FOUND");
      const minAge = change.minAge !== undefined ? change.minAge : tour.minAge;
      const maxAge = change.maxAge !== undefined ? change.maxAge : tour.maxAge;
      if (!tourAgeRangeValid({ minAge, maxAge })) {
        throw domainError(400, "VALIDATION_FAILED", { fields: { maxAge: ["INVALID_VALUE"] } });
      }
      const texts = await tx.select().from(tourTranslations).where(eq(tourTranslations.tourId, id));
      const before = (locale: Locale) => texts.find((row) => row.locale === locale);
      const changes: AuditChanges = {};

      for (const locale of sentLocales) {
        const next = change.translations![locale]!;
        const old = before(locale);
        if (old && old.slug !== next.slug) {
          await assertSlugFree(tx, next.slug, locale, id);
          await tx
            .insert(tourSlugHistory)
            .values({ slug: old.slug, locale, tourId: id, replacedAt: ctx.now })
            .onConflictDoUpdate({
              target: [tourSlugHistory.slug, tourSlugHistory.locale],
              set: { tourId: id, replacedAt: ctx.now },
            });
          await tx
            .delete(tourSlugHistory)
            .where(and(eq(tourSlugHistory.slug, next.slug), eq(tourSlugHistory.locale, locale)));
        }
        Object.assign(changes, textChanges(locale, old, next));
      }

      const gallery = change.gallery;
      if (gallery) dropped.push(...tour.gallery.filter((src) => !gallery.some((image) => image.src === src)));
      if (change.coverImage !== undefined && change.coverImage !== tour.coverImage) dropped.push(tour.coverImage);
      const set = {
        ...(change.category !== undefined ? { category: change.category } : {}),
        ...(change.days !== undefined ? { days: change.days } : {}),
        ...(change.stars !== undefined ? { stars: change.stars } : {}),
        ...(change.popularGuide !== undefined ? { popularGuide: change.popularGuide } : {}),
        ...(change.minAge !== undefined ? { minAge: change.minAge } : {}),
        ...(change.maxAge !== undefined ? { maxAge: change.maxAge } : {}),
        ...(change.videoUrl !== undefined ? { videoUrl: change.videoUrl } : {}),
        ...(change.coverImage !== undefined ? { coverImage: change.coverImage } : {}),
        ...(change.published !== undefined ? { published: change.published } : {}),
        ...(gallery ? { gallery: gallery.map((image) => image.src) } : {}),
      };
      if (Object.keys(set).length > 0) await tx.update(tours).set(set).where(eq(tours.id, id));

      for (const locale of locales) {
        const next = change.translations?.[locale];
        const alt = gallery?.map((image) => image.alt[locale]);
        if (!next && !alt) continue;
        const old = before(locale);
        if (next && !old) {
          await tx.insert(tourTranslations).values(textRow(id, locale, next, alt ?? []));
        } else if (old) {
          await tx
            .update(tourTranslations)
            .set({
              ...(next ? textRow(id, locale, next, alt ?? old.galleryAlt) : {}),
              ...(alt ? { galleryAlt: alt } : {}),
            })
            .where(and(eq(tourTranslations.tourId, id), eq(tourTranslations.locale, locale)));
        }
      }

      const beforeLinks = await findLinks(tx, id, change);
      await writeLinks(tx, id, change);
      const beforeTour = {
        ...tour,
        gallery: tour.gallery.map((src, index) => ({
          src,
          alt: { tr: before("tr")?.galleryAlt[index] ?? "", en: before("en")?.galleryAlt[index] ?? "" },
        })),
        ...beforeLinks,
      } as Record<string, unknown>;
      Object.assign(changes, changesBetween(beforeTour, change as Record<string, unknown>, [...tourLoggedFields]));
      // A double submit changes nothing the second time, and says nothing in the log.
      if (Object.keys(changes).length > 0) {
        await recordEvent(
          tx,
          { actorId: staff.id, at: ctx.now },
          { entity: "tour", entityId: id, action: "updated", changes },
        );
      }
    })
    .catch((error: unknown) => slugRace(error, sentLocales));
  ctx.deps.changes.publish({ kind: "tour", tourId: id });
  await deleteUnusedUploads(ctx, dropped);
  return (await findAdminTour(ctx.db, id))!;
}

/** The groups, hotels and flights a patch replaces, as they were (for the log's "from"). */
async function findLinks(tx: Db, id: number, change: TourPatchInput) {
  const links: Record<string, unknown> = {};
  if (change.groups) {
    const rows = await tx
      .select({ key: tourGroups.key })
      .from(tourGroupMembers)
      .innerJoin(tourGroups, eq(tourGroups.id, tourGroupMembers.groupId))
      .where(eq(tourGroupMembers.tourId, id))
      .orderBy(tourGroupMembers.position);
    links.groups = rows.map((row) => row.key);
  }
  if (change.hotels) {
    const rows = await tx.select().from(tourHotels).where(eq(tourHotels.tourId, id)).orderBy(tourHotels.position);
    links.hotels = rows.map((row) => ({ hotelId: row.hotelId, nights: row.nights, viewType: row.viewType ?? null }));
  }
  if (change.flights) {
    const rows = await tx.select().from(tourFlights).where(eq(tourFlights.tourId, id)).orderBy(tourFlights.position);
    links.flights = rows.map(({ id: _id, tourId: _tour, position: _position, ...flight }) => flight);
  }
  return links;
}

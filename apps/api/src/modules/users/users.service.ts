import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { can, type Permission } from "@rihla/domain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { ApiDeps } from "../../app.ts";
import { deleteUserSessions, sessionUserOf, type Auth } from "../../auth/sessions.ts";
import { sessions, users } from "../../db/schema.ts";
import { domainError } from "../../http/errors.ts";
import { toUserJson } from "./users.shape.ts";

export interface UserContext {
  deps: ApiDeps;
  auth: Auth;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** The middleware let the request in; the use case still checks its own permission. */
function requirePermission(ctx: UserContext, permission: Permission) {
  if (!can(sessionUserOf(ctx.auth.user), permission)) throw domainError(403, "FORBIDDEN");
}

export function getProfile({ ctx }: { ctx: UserContext }) {
  requirePermission(ctx, "settings.own");
  return { user: toUserJson(ctx.auth.user) };
}

export async function updateProfile({
  ctx,
  input,
}: {
  ctx: UserContext;
  input: { firstName: string; surname: string; phone?: string | undefined };
}) {
  requirePermission(ctx, "settings.own");
  const [user] = await ctx.deps.database.db
    .update(users)
    .set({ firstName: input.firstName, surname: input.surname, phone: input.phone ?? null, updatedAt: ctx.deps.now() })
    .where(eq(users.id, ctx.auth.user.id))
    .returning();
  return { user: toUserJson(user!) };
}

export const photoDir = (deps: ApiDeps) => path.join(deps.config.dataDir, "uploads", "photos");
const photoFormats = new Set(["jpeg", "png", "webp"]);

/** The format is read from the bytes (sharp), never from the file name or the declared type. */
export async function uploadPhoto({ ctx, input }: { ctx: UserContext; input: { photo: Uint8Array } }) {
  requirePermission(ctx, "settings.own");
  let resized: Buffer;
  try {
    const image = sharp(input.photo, { limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !photoFormats.has(format)) throw new Error(`format ${format}`);
    resized = await image.rotate().resize(256, 256, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw domainError(400, "PHOTO_INVALID");
  }
  const dir = photoDir(ctx.deps);
  await fs.mkdir(dir, { recursive: true });
  const file = `${ctx.auth.user.id}-${randomBytes(6).toString("hex")}.webp`;
  await fs.writeFile(path.join(dir, file), resized);
  const [user] = await ctx.deps.database.db
    .update(users)
    .set({ photo: file, updatedAt: ctx.deps.now() })
    .where(eq(users.id, ctx.auth.user.id))
    .returning();
  const previous = ctx.auth.user.photo;
  if (previous && previous !== file) await fs.rm(path.join(dir, path.basename(previous)), { force: true });
  return { user: toUserJson(user!) };
}

export async function changePassword({
  ctx,
  input,
}: {
  ctx: UserContext;
  input: { currentPassword: string; password: string };
}) {
  requirePermission(ctx, "settings.own");
  const { hasher, database, now } = ctx.deps;
  if (!(await hasher.verify(ctx.auth.user.passwordHash, input.currentPassword))) {
    throw domainError(400, "PASSWORD_WRONG", { fields: { currentPassword: ["PASSWORD_WRONG"] } });
  }
  const passwordHash = await hasher.hash(input.password);
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, ctx.auth.user.id));
    await deleteUserSessions(tx, ctx.auth.user.id, ctx.auth.session.id);
  });
  return { message: "PASSWORD_CHANGED" as const };
}

export async function listSessions({ ctx }: { ctx: UserContext }) {
  requirePermission(ctx, "settings.own");
  const now = ctx.deps.now();
  const rows = await ctx.deps.database.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, ctx.auth.user.id), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      userAgent: row.userAgent,
      current: row.id === ctx.auth.session.id,
    })),
  };
}

/** Ownership is part of the query: another user's session id is simply not found. */
export async function endSession({ ctx, input }: { ctx: UserContext; input: { id: string } }) {
  requirePermission(ctx, "settings.own");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const [row] = await ctx.deps.database.db
    .delete(sessions)
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, ctx.auth.user.id)))
    .returning({ id: sessions.id });
  if (!row) throw domainError(404, "NOT_FOUND");
  return { current: row.id === ctx.auth.session.id };
}

export function myReservations({ ctx }: { ctx: UserContext }) {
  requirePermission(ctx, "reservations.read.own");
  return { data: [] as unknown[] };
}

/** PUT /api/uye/{userId} (spec §7): once, for yourself; admins may set anyone's. */
export async function setReferral({ ctx, input }: { ctx: UserContext; input: { userId: string; referral: string } }) {
  const self = input.userId === ctx.auth.user.id;
  if (!self && !can(sessionUserOf(ctx.auth.user), "users.manage")) throw domainError(404, "NOT_FOUND");
  if (!isUuid(input.userId)) throw domainError(404, "NOT_FOUND");
  const db = ctx.deps.database.db;
  const [user] = await db
    .update(users)
    .set({ referral: input.referral, updatedAt: ctx.deps.now() })
    .where(and(eq(users.id, input.userId), isNull(users.referral)))
    .returning();
  if (user) return { user: toUserJson(user) };
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  throw exists ? domainError(409, "REFERRAL_ALREADY_SET") : domainError(404, "NOT_FOUND");
}

export async function listUsers({ ctx }: { ctx: UserContext }) {
  requirePermission(ctx, "users.list");
  const rows = await ctx.deps.database.db.select().from(users).orderBy(desc(users.createdAt), users.email).limit(1000);
  return { data: rows.map(toUserJson) };
}

/** Disabling ends the user's sessions in the same transaction; only Master may touch a Master. */
export async function updateUser({ ctx, input }: { ctx: UserContext; input: { id: string; status: boolean } }) {
  requirePermission(ctx, "users.manage");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const actor = sessionUserOf(ctx.auth.user);
  return ctx.deps.database.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.id));
    if (!target) throw domainError(404, "NOT_FOUND");
    if (target.role === "Master" && actor.role !== "Master") throw domainError(403, "FORBIDDEN");
    const [user] = await tx
      .update(users)
      .set({ active: input.status, updatedAt: ctx.deps.now() })
      .where(eq(users.id, input.id))
      .returning();
    if (!input.status) await deleteUserSessions(tx, input.id);
    return { user: toUserJson(user!) };
  });
}

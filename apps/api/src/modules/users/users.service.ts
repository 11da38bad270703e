import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { can, type Permission } from "@rihla/domain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import sharp from "sharp";
import { sessions, users } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import type { ApiDeps } from "../../http/env.ts";
import { domainError } from "../../http/errors.ts";
import { sessionUserOf, type Auth } from "../../http/session.ts";
import { deleteUserSessions } from "../auth/sessions.ts";
import { toUserJson } from "./users.shape.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** The middleware let the request in; the use case still checks its own permission. */
async function requirePermission(ctx: ServiceContext, permission: Permission): Promise<Auth> {
  const session = await requireSession(ctx);
  if (!can(sessionUserOf(session.user), permission)) throw domainError(403, "FORBIDDEN");
  return session;
}

export async function getProfile({ ctx }: { ctx: ServiceContext }) {
  const session = await requirePermission(ctx, "settings.own");
  return { user: toUserJson(session.user) };
}

export async function updateProfile({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { firstName: string; surname: string; phone?: string | undefined };
}) {
  const session = await requirePermission(ctx, "settings.own");
  const [user] = await ctx.db
    .update(users)
    .set({ firstName: input.firstName, surname: input.surname, phone: input.phone ?? null, updatedAt: ctx.now })
    .where(eq(users.id, session.user.id))
    .returning();
  return { user: toUserJson(user!) };
}

export const photoDir = (deps: ApiDeps) => path.join(deps.config.dataDir, "uploads", "photos");
const photoFormats = new Set(["jpeg", "png", "webp"]);

/** The format is read from the bytes (sharp), never from the file name or the declared type. */
export async function uploadPhoto({ ctx, input }: { ctx: ServiceContext; input: { photo: Uint8Array } }) {
  const session = await requirePermission(ctx, "settings.own");
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
  const file = `${session.user.id}-${randomBytes(6).toString("hex")}.webp`;
  await fs.writeFile(path.join(dir, file), resized);
  const [user] = await ctx.db
    .update(users)
    .set({ photo: file, updatedAt: ctx.now })
    .where(eq(users.id, session.user.id))
    .returning();
  const previous = session.user.photo;
  if (previous && previous !== file) await fs.rm(path.join(dir, path.basename(previous)), { force: true });
  return { user: toUserJson(user!) };
}

export async function changePassword({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { currentPassword: string; password: string };
}) {
  const session = await requirePermission(ctx, "settings.own");
  const { hasher } = ctx.deps;
  if (!(await hasher.verify(session.user.passwordHash, input.currentPassword))) {
    throw domainError(400, "PASSWORD_WRONG", { fields: { currentPassword: ["PASSWORD_WRONG"] } });
  }
  const passwordHash = await hasher.hash(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, session.user.id));
    await deleteUserSessions(tx, session.user.id, session.session.id);
  });
  return { message: "PASSWORD_CHANGED" as const };
}

export async function listSessions({ ctx }: { ctx: ServiceContext }) {
  const session = await requirePermission(ctx, "settings.own");
  const now = ctx.now;
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, session.user.id), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      userAgent: row.userAgent,
      current: row.id === session.session.id,
    })),
  };
}

/** Ownership is part of the query: another user's session id is simply not found. */
export async function endSession({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const session = await requirePermission(ctx, "settings.own");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const [row] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, session.user.id)))
    .returning({ id: sessions.id });
  if (!row) throw domainError(404, "NOT_FOUND");
  return { current: row.id === session.session.id };
}

/** PUT /api/uye/{userId} (spec §7): once, for yourself; admins may set anyone's. */
export async function setReferral({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { userId: string; referral: string };
}) {
  const session = await requireSession(ctx);
  const self = input.userId === session.user.id;
  if (!self && !can(sessionUserOf(session.user), "users.manage")) throw domainError(404, "NOT_FOUND");
  if (!isUuid(input.userId)) throw domainError(404, "NOT_FOUND");
  const db = ctx.db;
  const [user] = await db
    .update(users)
    .set({ referral: input.referral, updatedAt: ctx.now })
    .where(and(eq(users.id, input.userId), isNull(users.referral)))
    .returning();
  if (user) return { user: toUserJson(user) };
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  throw exists ? domainError(409, "REFERRAL_ALREADY_SET") : domainError(404, "NOT_FOUND");
}

export async function listUsers({ ctx }: { ctx: ServiceContext }) {
  await requirePermission(ctx, "users.list");
  const rows = await ctx.db.select().from(users).orderBy(desc(users.createdAt), users.email).limit(1000);
  return { data: rows.map(toUserJson) };
}

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  apiClientScopes,
  apiKeyHint,
  apiKeyIdOf,
  apiKeyPrefix,
  type ApiClientCreate,
  type ApiClientScope,
} from "@rihla/domain";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { apiClients, users } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { recordEvent } from "../audit/audit.ts";

type ApiClientRow = typeof apiClients.$inferSelect;

/** A new key: its id finds the row, the secret is 256 random bits; only the SHA-256 is stored. */
function newKey(): { key: string; keyId: string; keyHash: string } {
  const keyId = randomBytes(8).toString("hex");
  const key = `${apiKeyPrefix}${keyId}_${randomBytes(32).toString("base64url")}`;
  return { key, keyId, keyHash: hashKey(key) };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

const agents = alias(users, "agent");
const makers = alias(users, "maker");

async function viewsOf(db: Db, id?: string) {
  const rows = await db
    .select({
      client: apiClients,
      agentName: sql<string | null>`${agents.firstName} || ' ' || ${agents.surname}`,
      makerName: sql<string | null>`${makers.firstName} || ' ' || ${makers.surname}`,
    })
    .from(apiClients)
    .leftJoin(agents, eq(agents.id, apiClients.agentId))
    .leftJoin(makers, eq(makers.id, apiClients.createdBy))
    .where(id ? eq(apiClients.id, id) : undefined)
    .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
  return rows.map(({ client, agentName, makerName }) => ({
    id: client.id,
    name: client.name,
    origins: client.origins,
    scopes: client.scopes.filter((scope): scope is ApiClientScope =>
      (apiClientScopes as readonly string[]).includes(scope),
    ),
    agent: client.agentId ? { id: client.agentId, name: agentName ?? "" } : null,
    keyHint: apiKeyHint(client.keyId),
    createdBy: client.createdBy ? { id: client.createdBy, name: makerName ?? "" } : null,
    createdAt: client.createdAt.toISOString(),
    rotatedAt: client.rotatedAt?.toISOString() ?? null,
    lastUsedAt: client.lastUsedAt?.toISOString() ?? null,
    requestCount: client.requestCount,
    revokedAt: client.revokedAt?.toISOString() ?? null,
    state: client.revokedAt ? ("revoked" as const) : ("active" as const),
  }));
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** `GET /api/admin/api-clients`: every client, newest first. */
export async function listApiClients({ ctx }: { ctx: ServiceContext }) {
  await requirePermission(ctx, "users.manage");
  return { items: await viewsOf(ctx.db) };
}

/**
 * `POST /api/admin/api-clients`: the client and its key, which this answer holds and nothing else
 * ever will. A booking client's agent must be an active agent account.
 */
export async function createApiClient({ ctx, input }: { ctx: ServiceContext; input: ApiClientCreate }) {
  const staff = await requirePermission(ctx, "users.manage");
  if (input.agentId) {
    const [agent] = await ctx.db
      .select({ role: users.role, active: users.active })
      .from(users)
      .where(eq(users.id, input.agentId));
    if (!agent || agent.role !== "Agent" || !agent.active) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { agentId: ["INVALID_VALUE"] } });
    }
  }
  const { key, keyId, keyHash } = newKey();
  const origins = [...new Set(input.origins)];
  const scopes = apiClientScopes.filter((scope) => input.scopes.includes(scope));
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiClients)
      .values({
        name: input.name,
        origins,
        scopes,
        agentId: input.agentId ?? null,
        keyId,
        keyHash,
        createdBy: staff.id,
        createdAt: ctx.now,
      })
      .returning({ id: apiClients.id });
    await recordEvent(
      tx,
      { actorId: staff.id, at: ctx.now },
      {
        entity: "apiClient",
        entityId: row!.id,
        action: "created",
        changes: {
          name: { from: null, to: input.name },
          origins: { from: null, to: origins },
          scopes: { from: null, to: scopes },
          agentId: { from: null, to: input.agentId ?? null },
        },
      },
    );
    return row!.id;
  });
  return { id, key };
}

async function lockedClient(tx: Db, id: string): Promise<ApiClientRow> {
  if (!isUuid(id)) throw domainError(404, "NOT_FOUND");
  const [row] = await tx.select().from(apiClients).where(eq(apiClients.id, id)).for("update");
  if (!row) throw domainError(404, "NOT_FOUND");
  return row;
}

/** `POST /api/admin/api-clients/{id}/rotate`: a new key, shown once; the old one stops at once. */
export async function rotateApiClient({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const staff = await requirePermission(ctx, "users.manage");
  const { key, keyId, keyHash } = newKey();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedClient(tx, input.id);
    if (row.revokedAt) throw domainError(409, "API_CLIENT_REVOKED");
    await tx.update(apiClients).set({ keyId, keyHash, rotatedAt: ctx.now }).where(eq(apiClients.id, row.id));
    await recordEvent(
      tx,
      { actorId: staff.id, at: ctx.now },
      { entity: "apiClient", entityId: row.id, action: "rotated", changes: { keyId: { from: row.keyId, to: keyId } } },
    );
  });
  return { id: input.id, key };
}

/** `POST /api/admin/api-clients/{id}/revoke`: the key is refused from the next request on. */
export async function revokeApiClient({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const staff = await requirePermission(ctx, "users.manage");
  await ctx.db.transaction(async (tx) => {
    const row = await lockedClient(tx, input.id);
    if (row.revokedAt) return;
    await tx.update(apiClients).set({ revokedAt: ctx.now }).where(eq(apiClients.id, row.id));
    await recordEvent(
      tx,
      { actorId: staff.id, at: ctx.now },
      {
        entity: "apiClient",
        entityId: row.id,
        action: "revoked",
        changes: { revokedAt: { from: null, to: ctx.now.toISOString() } },
      },
    );
  });
  const [view] = await viewsOf(ctx.db, input.id);
  return view!;
}

/**
 * The live client of a presented key, or null (malformed, unknown, revoked, or a wrong secret).
 * Read from the database on every request, so a revocation or rotation holds on every process
 * from the moment it commits; the hashes are compared in constant time.
 */
export async function clientOfKey(db: Db, key: string): Promise<ApiClientRow | null> {
  const keyId = apiKeyIdOf(key);
  if (!keyId) return null;
  const [row] = await db.select().from(apiClients).where(eq(apiClients.keyId, keyId));
  if (!row || row.revokedAt) return null;
  const presented = Buffer.from(hashKey(key), "hex");
  const stored = Buffer.from(row.keyHash, "hex");
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return null;
  return row;
}

/** Counts one request of a client (the list's "last use" and "requests"). */
export async function countRequest(db: Db, clientId: string, at: Date): Promise<void> {
  await db
    .update(apiClients)
    .set({ lastUsedAt: at, requestCount: sql`${apiClients.requestCount} + 1` })
    .where(eq(apiClients.id, clientId));
}

/** Whether some live client allows this origin (a CORS preflight names no key). */
export async function isAllowedOrigin(db: Db, origin: string): Promise<boolean> {
  const rows = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(sql`${apiClients.revokedAt} is null and ${apiClients.origins} @> ${JSON.stringify([origin])}::jsonb`)
    .limit(1);
  return rows.length > 0;
}

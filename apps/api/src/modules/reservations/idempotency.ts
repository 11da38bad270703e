import { createHash } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import { batched } from "../../db/batched.ts";
import type { Db } from "../../db/database.ts";
import type { FieldCipher } from "../../db/field-cipher.ts";
import { idempotencyKeys } from "../../db/schema.ts";
import { domainError } from "../../http/errors.ts";

/** Issue #14: a key counts for 24 hours. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

const responseColumn = "idempotency_keys.response_body";

type KeyInput = { userId: string; scope: string; key: string; hash: string; now: Date };

async function storedRow(db: Db, input: KeyInput) {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, input.userId),
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
      ),
    );
  return stored;
}

type StoredRow = typeof idempotencyKeys.$inferSelect;
const peekLoaders = new WeakMap<Db, (input: KeyInput) => Promise<StoredRow | undefined>>();

/**
 * `storedRow` for peeks outside a transaction: the peeks that arrive while one is in flight are
 * read together by the next statement (`batched`), so the 195 losers of a booking rush that each
 * look for an earlier answer to their key pay a few reads, not 195.
 */
function peekedRow(db: Db, input: KeyInput): Promise<StoredRow | undefined> {
  let load = peekLoaders.get(db);
  if (!load) {
    load = batched(async (inputs: KeyInput[]) => {
      const slot = (row: Pick<KeyInput, "userId" | "scope" | "key">) =>
        JSON.stringify([row.userId, row.scope, row.key]);
      const rows = await db
        .select()
        .from(idempotencyKeys)
        .where(
          or(
            ...inputs.map((one) =>
              and(
                eq(idempotencyKeys.userId, one.userId),
                eq(idempotencyKeys.scope, one.scope),
                eq(idempotencyKeys.key, one.key),
              ),
            ),
          ),
        );
      const bySlot = new Map(rows.map((row) => [slot(row), row]));
      return inputs.map((one) => bySlot.get(slot(one)));
    });
    peekLoaders.set(db, load);
  }
  return load(input);
}

function opened(cipher: FieldCipher, stored: NonNullable<Awaited<ReturnType<typeof storedRow>>>) {
  const sealed = stored.responseBody as { sealed?: string } | null;
  if (stored.responseStatus === null || typeof sealed?.sealed !== "string") return null;
  return { status: stored.responseStatus, body: JSON.parse(cipher.decrypt(sealed.sealed, responseColumn)) as unknown };
}

/**
 * Before any work: the stored answer of an earlier request with this key (same body), a 422
 * (other body), or null (no live key yet, or its first request is still running).
 */
export async function peekKey(
  db: Db,
  cipher: FieldCipher,
  input: KeyInput,
): Promise<{ status: number; body: unknown } | null> {
  const stored = await peekedRow(db, input);
  if (!stored || stored.createdAt.getTime() < input.now.getTime() - idempotencyKeyLifetimeMs) return null;
  if (stored.requestHash !== input.hash) throw domainError(422, "IDEMPOTENCY_KEY_REUSED");
  return opened(cipher, stored);
}

export type Claim = { claimed: true } | { claimed: false; status: number; body: unknown };

/**
 * Claims `key` for this request inside the caller's transaction. The insert waits while another
 * transaction holds the same key uncommitted, so of 50 simultaneous requests one does the work and
 * the others, once it commits, read its stored answer (or, if it rolled back, one of them claims).
 */
export async function claimKey(tx: Db, cipher: FieldCipher, input: KeyInput): Promise<Claim> {
  const cutoff = new Date(input.now.getTime() - idempotencyKeyLifetimeMs);
  // Expired keys no longer count: sweep this user's (cheap, indexed by the primary key prefix).
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, input.userId), lt(idempotencyKeys.createdAt, cutoff)));
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({
      userId: input.userId,
      scope: input.scope,
      key: input.key,
      requestHash: input.hash,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { claimed: true };
  const stored = await storedRow(tx, input);
  if (!stored) throw domainError(409, "IDEMPOTENCY_KEY_IN_USE");
  if (stored.requestHash !== input.hash) throw domainError(422, "IDEMPOTENCY_KEY_REUSED");
  const answer = opened(cipher, stored);
  if (!answer) throw domainError(409, "IDEMPOTENCY_KEY_IN_USE");
  return { claimed: false, ...answer };
}

/**
 * Stores the answer with the effect, in the same transaction. The answer holds the passengers'
 * numbers in full (it is the owner's), so it is stored sealed with the data key like they are.
 */
export async function storeResponse(
  tx: Db,
  cipher: FieldCipher,
  input: { userId: string; scope: string; key: string; status: number; body: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({
      responseStatus: input.status,
      responseBody: { sealed: cipher.encrypt(JSON.stringify(input.body), responseColumn) },
    })
    .where(
      and(
        eq(idempotencyKeys.userId, input.userId),
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
      ),
    );
}

import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { lockDataFolder } from "./lock.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The drizzle handle both drivers share. Inside a transaction always use its `tx`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `listener` with the verb and table of every `update` or `delete` sent through `db` (or
   * a transaction of it, or raw SQL through `db.execute`), just before the statement runs. Caches of rows (the session cache) drop
   * what may have gone stale; a write from another process or outside drizzle is not seen.
   * Answers a function that stops the listener.
   */
  watchWrites(listener: WriteListener): () => void;
}

export type WriteListener = (write: { verb: "update" | "delete"; table: string }) => void;

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface DatabaseOptions {
  /** Called with every SQL statement drizzle sends (tests count queries with it). */
  onQuery?: (query: string) => void;
}

/** Opens the database the config names and applies pending migrations before returning. */
/** `update "users" …` and `delete from "sessions" …`, as drizzle writes them, or unquoted. */
const writeStatement = /^\s*(update|delete\s+from)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_]+)"?/i;

/** Drizzle's logger sees every statement: it tells the write watchers, and the test hook. */
function statementLogger(onQuery: DatabaseOptions["onQuery"]) {
  const listeners = new Set<WriteListener>();
  const logger = {
    logQuery(query: string) {
      onQuery?.(query);
      if (listeners.size === 0) return;
      const match = writeStatement.exec(query);
      if (!match) return;
      const write = {
        verb: match[1]!.toLowerCase().startsWith("update") ? "update" : "delete",
        table: match[2]!,
      } as const;
      for (const listener of listeners) listener(write);
    },
  };
  const watchWrites = (listener: WriteListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { logger, watchWrites };
}

export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Database> {
  const { logger, watchWrites } = statementLogger(options.onQuery);
  if (config.kind === "postgres") return openPostgres(config.url, logger, watchWrites);
  const release = config.kind === "pglite" ? await lockDataFolder(config.dataDir) : undefined;
  try {
    // pg_trgm: the staff's text search over reservations (migration 0010); PostgreSQL ships it.
    const extensions = { pg_trgm };
    const client = config.kind === "pglite" ? new PGlite(config.dataDir, { extensions }) : new PGlite({ extensions });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => void (await db.execute(sql`select 1`)),
      watchWrites,
      close: once(async () => {
        await client.close();
        await release?.();
      }),
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function openPostgres(
  url: string,
  logger: { logQuery(query: string): void },
  watchWrites: Database["watchWrites"],
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle client can lose its server (restart, admin termination); without a listener the pool's
  // 'error' event would crash the process. The pool replaces the client on the next query.
  pool.on("error", (error) => {
    if (!closing) console.error(`postgres: idle connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema, logger });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    watchWrites,
    close: once(async () => {
      closing = true;
      await pool.end();
    }),
  };
}

/** Closing twice (a test that closes the database, then the API) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

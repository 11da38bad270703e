import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
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
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface DatabaseOptions {
  /** Called with every SQL statement drizzle sends (tests count queries with it). */
  onQuery?: (query: string) => void;
}

/** Opens the database the config names and applies pending migrations before returning. */
export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  if (config.kind === "postgres") return openPostgres(config.url, logger);
  const release = config.kind === "pglite" ? await lockDataFolder(config.dataDir) : undefined;
  try {
    const client = config.kind === "pglite" ? new PGlite(config.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => void (await db.execute(sql`select 1`)),
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

async function openPostgres(url: string, logger: { logQuery(query: string): void } | undefined): Promise<Database> {
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

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
import { log } from "../log.ts";

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
  /**
   * PostgreSQL only: messages between every process on this database (LISTEN/NOTIFY), e.g. the
   * change feed that purges every process's caches (ADR 0025). The embedded database is one
   * process and has none.
   */
  bus?: MessageBus;
  /**
   * PGlite only: the data directory as an uncompressed tarball, which `pglite-memory`'s `image`
   * opens again (the tests' database images, ADR 0030).
   */
  dump?(): Promise<Blob>;
}

export interface MessageBus {
  /** Sends `payload` (at most 8,000 bytes) to every listener of `channel`, this process's included. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with every payload sent on `channel` from now on. The listening connection
   * comes back by itself when it is lost; `onGap` is then called, since messages sent meanwhile
   * are gone. Resolves once listening; answers a function that stops.
   */
  listen(channel: string, handlers: BusHandlers): Promise<() => Promise<void>>;
}

export interface BusHandlers {
  onMessage(payload: string): void;
  onGap(): void;
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
  if (config.kind === "postgres") return openPostgres(config.url, config.poolSize ?? 10, logger, watchWrites);
  const release = config.kind === "pglite" ? await lockDataFolder(config.dataDir) : undefined;
  try {
    // pg_trgm: the staff's text search over reservations (migration 0010); PostgreSQL ships it.
    const extensions = { pg_trgm };
    const client =
      config.kind === "pglite"
        ? new PGlite(config.dataDir, { extensions })
        : new PGlite({ extensions, ...(config.image ? { loadDataDir: config.image } : {}) });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger });
    // An image already holds the migrations it was made with: this finds nothing to do (~20 ms).
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => void (await db.execute(sql`select 1`)),
      watchWrites,
      dump: () => client.dumpDataDir("none"),
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
  poolSize: number,
  logger: { logQuery(query: string): void },
  watchWrites: Database["watchWrites"],
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closing = false;
  // An idle client can lose its server (restart, admin termination); without a listener the pool's
  // 'error' event would crash the process. The pool replaces the client on the next query.
  pool.on("error", (error) => {
    if (!closing) log.error({ err: error }, "postgres: idle connection lost");
  });
  const db = drizzlePg({ client: pool, schema, logger });
  try {
    await underMigrationLock(pool, () => migratePg(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const bus = createPostgresBus(url, pool);
  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    watchWrites,
    bus,
    close: once(async () => {
      closing = true;
      await bus.close();
      await pool.end();
    }),
  };
}

/** The advisory lock every process takes to migrate ("rihla" in ASCII), see `underMigrationLock`. */
const migrationLockKey = 0x7269686c61;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock: processes that start together
 * (the workers of `npm start`, several machines after a deploy) apply pending migrations one
 * after another instead of racing to create the same tables; the later ones find nothing to do.
 */
async function underMigrationLock<T>(pool: pg.Pool, migrate: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      return await migrate();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    holder.release();
  }
}

/** A channel name is an SQL identifier: LISTEN takes no parameter, so only plain names pass. */
const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN/NOTIFY on one connection of its own (a pooled connection would drop its LISTENs when it
 * is handed back); NOTIFY goes through the pool. A lost connection is opened again with backoff
 * (0.25 s, doubling to 5 s) and tells every channel's `onGap`.
 */
function createPostgresBus(url: string, pool: pg.Pool): MessageBus & { close(): Promise<void> } {
  const channels = new Map<string, Set<BusHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const check = (channel: string) => {
    if (!channelName.test(channel)) throw new Error(`bus: not a channel name: ${channel}`);
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onMessage(message.payload ?? "");
    });
    next.on("error", (error) => {
      if (closed) return;
      log.error({ err: error }, "postgres: the listening connection was lost; opening it again");
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${channel}`);
    return next;
  }

  function lost(which: pg.Client) {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    reconnect();
  }

  function reconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureClient().then(
        () => {
          retryMs = 250;
          for (const set of channels.values()) for (const handlers of set) handlers.onGap();
        },
        (error: Error) => {
          log.error({ err: error, retryMs }, "postgres: cannot listen yet; trying again");
          retryMs = Math.min(retryMs * 2, 5000);
          reconnect();
        },
      );
    }, retryMs);
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (next) => {
        connecting = undefined;
        if (closed) {
          void next.end();
          throw new Error("bus closed");
        }
        client = next;
        return next;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  return {
    async notify(channel, payload) {
      check(channel);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, handlers) {
      check(channel);
      const set = channels.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handlers);
      channels.set(channel, set);
      const current = await ensureClient();
      if (first) await current.query(`listen ${channel}`);
      return async () => {
        set.delete(handlers);
        if (set.size === 0) {
          channels.delete(channel);
          await client?.query(`unlisten ${channel}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** Closing twice (a test that closes the database, then the API) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

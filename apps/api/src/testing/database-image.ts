import { openAsBlob } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openDatabase } from "../db/database.ts";
import { seedDemo } from "../seed/seed.ts";

/**
 * The folder of one test run's database images (ADR 0030). The global setup (`global-setup.ts`)
 * creates it, names it here and removes it when the run ends.
 */
export const imageDirVariable = "RIHLA_TEST_IMAGE_DIR";
/** On PostgreSQL (`npm run test:pg`): the names of this run's template databases start with it. */
export const templatePrefixVariable = "RIHLA_TEST_TEMPLATE_PREFIX";

/** A migrated database, or a migrated database with the demo agency seeded for a given clock. */
export type ImageRequest = { kind: "migrated" } | { kind: "seeded"; now: Date };

/**
 * A copy of a migrated (or seeded) embedded database to open with `pglite-memory`'s `image`.
 * Creating and migrating a PGlite cluster costs 6–10 s of CPU and seeding the demo agency 2 s
 * more; opening a dump of the result costs about one. The first test file of the run that asks
 * builds the image, under a lock, while files in other workers wait for it; then every file reads
 * the same file. Without the run's folder (a test run outside the API's vitest config) there is
 * no image: the caller creates its database from nothing, as before.
 */
export async function databaseImage(request: ImageRequest): Promise<Blob | undefined> {
  const dir = process.env[imageDirVariable];
  if (!dir) return undefined;
  const name = request.kind === "migrated" ? "migrated" : `seeded-${request.now.getTime()}`;
  const file = path.join(dir, `${name}.tar`);
  if (!(await exists(file))) {
    await underLock(`${file}.lock`, async () => {
      if (await exists(file)) return;
      const image = await buildImage(request);
      // Readers only ever see a whole file: it is written aside and renamed into place.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, Buffer.from(await image.arrayBuffer()));
      await fs.rename(partial, file);
    });
  }
  return openAsBlob(file);
}

/**
 * A migrated PGlite data folder with the demo agency seeded for `now`, for a server in another
 * process (the browser tests' `startSite`), which opens a folder (DATA_DIR/pglite), not a Blob:
 * each site starts on a copy of it instead of migrating and seeding its own (ADR 0030). Built once
 * per run and clock under a lock, like the images; no API has opened it, so it holds no data key's
 * fingerprint. Undefined outside a run.
 */
export async function seededDataFolder(now: Date): Promise<string | undefined> {
  const dir = process.env[imageDirVariable];
  if (!dir) return undefined;
  const folder = path.join(dir, `seeded-${now.getTime()}.pglite`);
  if (!(await exists(folder))) {
    await underLock(`${folder}.lock`, async () => {
      if (await exists(folder)) return;
      // Straight into a folder: going through the in-memory image (dump, then unpack) costs more.
      const partial = `${folder}.${process.pid}.partial`;
      await fs.rm(partial, { recursive: true, force: true });
      const database = await openDatabase({ kind: "pglite", dataDir: partial });
      try {
        await seedDemo({ db: database.db, now });
      } finally {
        await database.close();
      }
      await fs.rename(partial, folder);
    });
  }
  return folder;
}

async function buildImage(request: ImageRequest): Promise<Blob> {
  // The seeded image starts from the migrated one: the migrations run once per run.
  const image = request.kind === "seeded" ? await databaseImage({ kind: "migrated" }) : undefined;
  const database = await openDatabase({ kind: "pglite-memory", image });
  try {
    // No API opens it: the data key's fingerprint is written by each copy's own API, so a test
    // may still start its copy with a key of its own.
    if (request.kind === "seeded") await seedDemo({ db: database.db, now: request.now });
    return await database.dump!();
  } finally {
    await database.close();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Runs `build` while holding `lockDir` (mkdir is atomic): one worker builds, the others poll
 * until it is done. A lock left by a worker that died is taken over; in the rare race where two
 * workers take it over at once both build, and the rename keeps the file whole either way.
 */
async function underLock(lockDir: string, build: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (await holderIsGone(lockDir)) {
      await fs.rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`test database image: ${lockDir} still held after 10 minutes`);
    await sleep(100);
  }
  try {
    await fs.writeFile(path.join(lockDir, "pid"), String(process.pid));
    await build();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

async function holderIsGone(lockDir: string): Promise<boolean> {
  const pid = Number(await fs.readFile(path.join(lockDir, "pid"), "utf8").catch(() => ""));
  // No pid yet: the holder has just taken the lock.
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * PostgreSQL's counterpart of an image: a template database of this run, migrated (or seeded),
 * for `CREATE DATABASE … TEMPLATE`. The first caller builds it under an advisory lock named after
 * it and marks it a template when it is complete; a half-built one (its builder died) is dropped
 * and built again. Answers its name, or undefined outside a run that set the prefix.
 */
export async function templateDatabase(adminUrl: string, request: ImageRequest): Promise<string | undefined> {
  const prefix = process.env[templatePrefixVariable];
  if (!prefix) return undefined;
  const name = request.kind === "migrated" ? `${prefix}_migrated` : `${prefix}_seeded_${request.now.getTime()}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      const found = await client.query<{ ready: boolean }>(
        "select datistemplate as ready from pg_database where datname = $1",
        [name],
      );
      if (found.rows[0]?.ready) return;
      if (found.rows[0]) await client.query(`drop database ${name} with (force)`);
      const source = request.kind === "seeded" ? await templateDatabase(adminUrl, { kind: "migrated" }) : undefined;
      await client.query(`create database ${name}${source ? ` template ${source}` : ""}`);
      const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name) });
      try {
        if (request.kind === "seeded") await seedDemo({ db: database.db, now: request.now });
      } finally {
        await database.close();
      }
      await client.query(`alter database ${name} is_template true`);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
  return name;
}

/** Drops this run's template databases (the global setup's teardown). */
export async function dropTemplateDatabases(adminUrl: string, prefix: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select datname as name from pg_database where left(datname, length($1)) = $1",
      [prefix],
    );
    for (const { name } of rows) {
      // PostgreSQL refuses to drop a template.
      await client.query(`alter database ${name} is_template false`);
      await client.query(`drop database ${name} with (force)`);
    }
  });
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

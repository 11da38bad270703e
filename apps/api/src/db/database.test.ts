import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

/**
 * Issue 29: the workers of `npm start` (and several machines after a deploy) open one PostgreSQL
 * database at the same moment; each applies pending migrations under one advisory lock, so they
 * never race to create the same tables. Runs with TEST_DATABASE_URL (`npm run test:pg`).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("opening one new PostgreSQL database from several processes at once", () => {
  it("migrates it once, and every opener starts", async () => {
    const name = `rihla_migrate_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 })),
      );
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ hash: string; count: string }>(
        "select hash, count(*) from drizzle.__drizzle_migrations group by hash",
      );
      await check.end();
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";

// With DATABASE_URL the same server runs on PostgreSQL. Runs when TEST_DATABASE_URL names a
// server where a throwaway database may be created (.ci/run sets it).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("the server on PostgreSQL", () => {
  const name = `rihla_e2e_${randomBytes(5).toString("hex")}`;
  let site: RunningSite;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    // A PostgreSQL deployment loads its data with `npm run db:seed` (only the embedded database
    // seeds itself), so the test does the same before starting the server.
    const seed = spawnSync("npm", ["run", "db:seed"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      encoding: "utf8",
    });
    expect(seed.status, seed.stderr).toBe(0);
    site = await startSite({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await site?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("says postgres in /api/health and renders the home page", async () => {
    expect(await (await fetch(`${site.url}/api/health`)).json()).toMatchObject({ status: "ok", db: "postgres" });
    const home = await fetch(`${site.url}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Your Umrah and Hajj journey starts here");
  });
});

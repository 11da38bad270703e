import { spawnSync } from "node:child_process";
import pg from "pg";

/**
 * `npm run test:pg`: the API's integration tests against PostgreSQL. TEST_DATABASE_URL (or
 * DATABASE_URL) names a server and a database to connect to; each test file creates and drops a
 * throwaway database of its own there. Default: the local cluster.
 */
const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query("select 1");
} catch (error) {
  console.error(`PostgreSQL does not answer at ${url.replace(/:[^:@/]*@/, ":***@")}: ${(error as Error).message}`);
  console.error("Start it (Debian: pg_ctlcluster <version> main start) or set TEST_DATABASE_URL.");
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
const result = spawnSync("vitest", ["run", "--project", "api", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);

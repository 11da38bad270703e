import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `npm start`: build when the build is missing or older than its sources, then serve the site
 * and the API on one port (PORT, default 3000) with the embedded database under DATA_DIR, or on
 * PostgreSQL (DATABASE_URL) with one worker process per core (WEB_CONCURRENCY; docs/deploy.md).
 */
const root = path.resolve(import.meta.dirname, "..");
const outputs = ["packages/ui/dist/index.js", "apps/site/build/server/index.js"].map((file) => path.join(root, file));
const sources = ["packages/ui/src", "packages/domain/src", "apps/site/app"].map((dir) => path.join(root, dir));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log("Building the UI kit and the site (first start or sources changed)…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
// `npm start` is the production server: React's production build (NODE_ENV is read when React
// loads, so it must be set before the server is imported). The deployment's own strictness
// (required secrets, no demo accounts) is RIHLA_ENV's business, not NODE_ENV's.
process.env.NODE_ENV = "production";
// A computed specifier: the server is its own program, not part of this script's type graph.
const server = path.join(root, "apps/site/server.ts");
// On PostgreSQL: one worker per core (WEB_CONCURRENCY), each the whole server (ADR 0025). Computed
// specifiers for the same reason; the shapes this script relies on are spelled out here.
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const { primaryConfigOrExit } = (await load("apps/api/src/startup.ts")) as {
  primaryConfigOrExit(): Promise<{ webConcurrency?: number; database: { kind: string } }>;
};
const { runPrimary, workerCount } = (await load("apps/site/serve/cluster.ts")) as {
  workerCount(configured: number | undefined, database: "pglite" | "postgres"): number;
  runPrimary(options: { exec: string; workers: number; ready(port: number, workers: number): void }): void;
};
const config = await primaryConfigOrExit();
const workers = workerCount(config.webConcurrency, config.database.kind === "postgres" ? "postgres" : "pglite");
if (config.webConcurrency && config.webConcurrency > 1 && workers === 1) {
  console.log("rihla: the embedded database runs in one process; WEB_CONCURRENCY applies to PostgreSQL only");
}
if (workers > 1) {
  runPrimary({
    exec: server,
    workers,
    ready: (port, count) =>
      console.log(`Rihla on http://localhost:${port} (production, database: postgres, ${count} workers)`),
  });
} else {
  await import(pathToFileURL(server).href);
}

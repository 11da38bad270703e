import http from "node:http";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApi } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { seedDemo } from "../src/seed/seed.ts";

/**
 * One benchmark target in its own process, so the load generator does not share its event loop:
 * `bare` (node:http answering a fixed JSON body), `pglite` (a fresh seeded data folder) or
 * `postgres` (the database at BENCH_DATABASE_URL, seeded). Prints `PORT <n>` when ready.
 */
const kind = process.argv[2];
const now = new Date();

if (kind === "bare") {
  const body = JSON.stringify({
    items: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Tour ${i}`, slug: `tour-${i}` })),
  });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  });
  server.listen(0, "127.0.0.1", () => console.log(`PORT ${(server.address() as { port: number }).port}`));
} else if (kind === "pglite" || kind === "postgres") {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-bench-"));
  const env =
    kind === "postgres" ? { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATA_DIR: dataDir };
  const api = await createApi({ ...loadConfig(env), demoSeed: "off" }, { now: () => now });
  await seedDemo({ db: api.deps.database.db, now, reset: true });
  const server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
    console.log(`PORT ${info.port}`),
  );
  process.on("SIGTERM", () =>
    server.close(
      () =>
        void api
          .close()
          .then(() => fs.rm(dataDir, { recursive: true, force: true }))
          .then(() => process.exit(0)),
    ),
  );
} else {
  console.error("usage: serve.ts bare|pglite|postgres");
  process.exit(2);
}

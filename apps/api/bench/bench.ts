import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { createPasswordHasher } from "../src/modules/auth/passwords.ts";
import { demoAccounts, demoPassword, seedDemoAccounts } from "../src/seed/accounts.ts";
import { seedDemo } from "../src/seed/seed.ts";
import { adminListBench } from "./admin-list.ts";
import { reservationRace } from "./reservation-race.ts";

/**
 * `npm run bench` (issue 10): autocannon against the production server (`npm start`:
 * scripts/start.ts, site and API on one port) on PGlite and, when reachable, PostgreSQL. Each
 * row runs beside a bare node:http server answering the same bytes with the same headers in the
 * same run (bench/bare.ts), and the ratio between them is the figure to compare across machines.
 * Other tenants of a shared machine make single runs noisy, so each row alternates bare and site
 * BENCH_ROUNDS times and keeps the best round of each (req/s; latency of the site's best round).
 * BENCH_SECONDS (default 3), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, DATABASE_URL, then the local PostgreSQL; a database `rihla_bench` is made
 * and dropped). Writes docs/benchmarks.md. Needs a build (`npm run build`; start.ts makes one).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const root = fileURLToPath(new URL("../../../", import.meta.url));
const report = path.join(root, "docs/benchmarks.md");
const bareScript = fileURLToPath(new URL("./bare.ts", import.meta.url));
const browserHeaders = { "accept-encoding": "br, gzip", accept: "text/html,application/json" };

interface Row {
  name: string;
  path: string;
  /** Sent with the session cookie: never from the shared page cache. */
  signedIn?: boolean;
}
const rows: Row[] = [
  { name: "`/` cached (anonymous)", path: "/" },
  { name: "`/` uncached (signed in)", path: "/", signedIn: true },
  // Issue 10's target page: a tour, rendered for a signed-in visitor (never from the page cache).
  { name: "`/tour/:slug` uncached (signed in)", path: "/tour/10-gunluk-konfor-umre-turu", signedIn: true },
  { name: "`/api/health`", path: "/api/health" },
  { name: "`/api/site?locale=tr`", path: "/api/site?locale=tr" },
  { name: "`/api/tours?list=umre-turlari`", path: "/api/tours?list=umre-turlari" },
  { name: "`/api/tours/:slug` (tour)", path: "/api/tours/10-gunluk-konfor-umre-turu?locale=en" },
];

async function spawnReady(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Rihla on http:\/\/localhost:(\d+)|PORT (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1] ?? match[2]}`);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`)));
  });
  return { child, base };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

interface Figure {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Figure> {
  // A short warm-up fills the caches and lets V8 optimise before the measured run.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * One GET with node:http, whose body is the bytes on the wire. (fetch decompresses: a capture
 * taken with it gave the bare server the raw HTML under a `content-encoding: br` header, i.e.
 * 117 kB where the site sends 15 kB, and flattered every page ratio before 2026-11-24 08:00.)
 */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

async function signIn(base: string): Promise<string> {
  const email = demoAccounts[0]!.email;
  const response = await fetch(`${base}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("rihla_session="));
  if (response.status !== 200 || !session) throw new Error(`bench: sign-in failed (${response.status})`);
  return session.split(";")[0]!;
}

async function postgresDatabase(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query("drop database if exists rihla_bench with (force)");
    await admin.query("create database rihla_bench");
  } catch (error) {
    console.warn(`bench: PostgreSQL at ${adminUrl} unavailable (${(error as Error).message}); skipping it`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = "/rihla_bench";
  // The server seeds only the embedded database: load the demo agency and accounts here.
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  const now = new Date();
  await seedDemo({ db: database.db, now });
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await seedDemoAccounts({ db: database.db, hasher, now });
  await database.close();
  return url.toString();
}

const fmt = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));
const lines: string[] = [];
const targets: { name: string; url?: string }[] = [{ name: "pglite" }];
const pgUrl = await postgresDatabase();
if (pgUrl) targets.push({ name: "postgres", url: pgUrl });

for (const target of targets) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-bench-"));
  const env = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? "",
    RIHLA_ENV: "development", // demo accounts on PGlite for the signed-in row
    PASSWORD_HASH_MEMORY_KIB: "1024",
    PASSWORD_HASH_TIME_COST: "1",
    RATE_LIMIT_MAX: "1000",
    // One process, as every row before issue 29 measured; the two-worker row sets its own.
    WEB_CONCURRENCY: "1",
  };
  const site = await spawnReady(["scripts/start.ts"], env);
  const cookie = await signIn(site.base);
  const headersOf = (row: Row) => (row.signedIn ? { ...browserHeaders, cookie } : browserHeaders);
  // Capture each row's answer once, for the bare server to send back byte for byte.
  const captures = [];
  for (const row of rows) {
    await rawGet(`${site.base}${row.path}`, headersOf(row));
    const response = await rawGet(`${site.base}${row.path}`, headersOf(row));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!["date", "connection", "keep-alive", "transfer-encoding", "set-cookie"].includes(name))
        headers[name] = String(value);
    }
    headers["content-length"] = String(response.body.byteLength);
    captures.push({ path: row.path, status: response.status, headers, body: response.body.toString("base64") });
  }
  const captureFile = path.join(dataDir, "captures.json");
  // One bare server per row, answering only that row's capture.
  const bareRuns: Figure[] = [];
  const siteRuns: Figure[] = [];
  for (const [index, row] of rows.entries()) {
    await fs.writeFile(captureFile, JSON.stringify([captures[index]]));
    const bare = await spawnReady([bareScript, captureFile], process.env);
    const best = (figures: Figure[]) => figures.reduce((a, b) => (b.rps > a.rps ? b : a));
    const bareRounds: Figure[] = [];
    const siteRounds: Figure[] = [];
    for (let round = 0; round < rounds; round++) {
      bareRounds.push(await load(`${bare.base}${row.path}`, headersOf(row)));
      siteRounds.push(await load(`${site.base}${row.path}`, headersOf(row)));
    }
    await stop(bare.child);
    bareRuns.push(best(bareRounds));
    // Failures count from every round, not only the best one.
    siteRuns.push({
      ...best(siteRounds),
      non2xx: siteRounds.reduce((sum, figure) => sum + figure.non2xx, 0),
      errors: siteRounds.reduce((sum, figure) => sum + figure.errors, 0),
    });
    const s = siteRuns.at(-1)!;
    const b = bareRuns.at(-1)!;
    const size = Buffer.from(captures[index]!.body, "base64").byteLength;
    const encoding = captures[index]!.headers["content-encoding"] ?? "identity";
    lines.push(
      `| ${target.name} | ${row.name} | ${fmt(s.rps)} | ${fmt(b.rps)} | **${(s.rps / b.rps).toFixed(3)}×** | ${fmt(s.p50)} / ${fmt(s.p97_5)} / ${fmt(s.p99)} | ${size} B ${encoding} | ${s.non2xx + s.errors} |`,
    );
    console.log(lines.at(-1));
  }
  await stop(site.child);
  await fs.rm(dataDir, { recursive: true, force: true });
}
if (pgUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("drop database if exists rihla_bench with (force)");
  await admin.end();
}

// Issue #14: 200 simultaneous bookings for the last 5 seats (BENCH_RACE_TRIALS races per database).
const raceTrials = Number(process.env.BENCH_RACE_TRIALS ?? 20);
const raceRows = await reservationRace({
  trials: raceTrials,
  postgresAdminUrl: adminUrl,
});

// Issue 24: the staff's reservation list on 100,000 reservations (PostgreSQL only), each filter and
// sort's first page against its raw SQL in the same run (BENCH_ADMIN_RESERVATIONS, BENCH_ADMIN_SAMPLES).
const adminList = await adminListBench({
  postgresAdminUrl: adminUrl,
  reservations: Number(process.env.BENCH_ADMIN_RESERVATIONS ?? 100_000),
  samples: Number(process.env.BENCH_ADMIN_SAMPLES ?? 60),
}).catch((error: Error) => {
  console.warn(`bench: admin list skipped: ${error.message}`);
  return null;
});

const cpus = os.cpus();
const section = `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Load average at the end: ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" / ")}. autocannon, ${connections} connections; per row ${rounds} rounds of bare then site,
${seconds} s each after a 1 s warm-up, best round of each kept;
\`accept-encoding: br, gzip\`; load generator and servers on the same machine (loopback).

| DB | request | req/s | bare node req/s | ratio | latency p50 / p97.5 / p99 ms | bytes | non-2xx + errors |
|---|---|---|---|---|---|---|---|
${lines.join("\n")}

Reservation race: 200 simultaneous bookings for the last 5 seats, time until all are answered
(in-process, target ≤ 300 ms).

| Database | trials | p50 ms | p95 ms | max ms | created / sold out |
|---|---|---|---|---|---|
${raceRows.join("\n")}
${
  adminList
    ? `
Staff reservation list (issue 24, \`GET /api/admin/reservations\`, first page of 25 with its capped
count): ${adminList.total} reservations on PostgreSQL, ${adminList.samples} requests per row in-process
as the site calls it, each followed by the same page and count statements through node-postgres
(target: API p95 ≤ 2× raw p95). EXPLAIN ANALYZE of each page: apps/api/bench/admin-list.ts prints them.

| filter / sort | rows | API p50 / p95 ms | raw SQL p50 / p95 ms | p95 ratio |
|---|---|---|---|---|
${adminList.rows.join("\n")}
`
    : ""
}`;
const header = `# Benchmarks

\`npm run bench\` (apps/api/bench/bench.ts, issue 10): autocannon against the production server
(\`npm start\`: site and API on one port, React's production build, page cache and compression on)
with the demo agency, on PGlite and PostgreSQL. Every row runs beside a bare \`node:http\` server
(bench/bare.ts) answering the same bytes with the same headers in the same run; compare the
ratios, not absolute numbers across machines. Targets (issue 10): cached anonymous page ≥ 0.45×,
\`/api/health\` ≥ 0.5×, uncached signed-in page p95 ≤ 25 ms at 10 connections. Newest run first.

`;
const previous = await fs.readFile(report, "utf8").catch(() => "");
const older = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ") + 1) : "";
await fs.writeFile(report, `${header}${section}\n${older}`);
console.log(`bench: wrote ${report}`);

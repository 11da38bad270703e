import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { reservationRace } from "./reservation-race.ts";

/**
 * `npm run bench`: req/s and p95 latency of the tour list, tour detail and page-find endpoints on
 * PGlite and PostgreSQL, beside a bare node:http server, with a small bounded load generator
 * (N workers looping on fetch for a fixed time; loopback only). Writes docs/benchmarks.md.
 * BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20), BENCH_DATABASE_URL (default the
 * local PostgreSQL; a database `rihla_bench` is created and dropped).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const serveScript = fileURLToPath(new URL("./serve.ts", import.meta.url));
const report = fileURLToPath(new URL("../../../docs/benchmarks.md", import.meta.url));

const endpoints = [
  { name: "tour list", path: "/api/tours?list=umre-turlari&pageSize=20" },
  { name: "tour detail", path: "/api/tours/10-gunluk-konfor-umre-turu?locale=en" },
  { name: "page find", path: "/api/page/find?locale=en&slug=umre-nedir" },
];

async function start(kind: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [serveScript, kind], {
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/** `connections` workers each send one request at a time until the time is up. */
async function load(url: string): Promise<Result> {
  for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer(); // warm caches and JIT
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), errors };
}

async function postgresUrl(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query("drop database if exists rihla_bench with (force)");
    await admin.query("create database rihla_bench");
    const url = new URL(adminUrl);
    url.pathname = "/rihla_bench";
    return url.toString();
  } catch (error) {
    console.warn(`bench: PostgreSQL at ${adminUrl} unavailable (${(error as Error).message}); skipping it`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
}

const rows: string[] = [];
const fmt = (r: Result) =>
  `${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.requests} | ${r.errors}`;

const bare = await start("bare");
const bareResult = await load(`${bare.base}/`);
await stop(bare.child);
rows.push(`| bare node:http | fixed JSON | ${fmt(bareResult)} |`);
console.log(rows.at(-1));

for (const target of ["pglite", "postgres"] as const) {
  const env: Record<string, string> = {};
  if (target === "postgres") {
    const url = await postgresUrl();
    if (!url) continue;
    env.BENCH_DATABASE_URL = url;
  }
  const server = await start(target, env);
  for (const endpoint of endpoints) {
    const result = await load(`${server.base}${endpoint.path}`);
    rows.push(`| ${target} | ${endpoint.name} | ${fmt(result)} |`);
    console.log(rows.at(-1));
  }
  await stop(server.child);
  if (target === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query("drop database if exists rihla_bench with (force)");
    await admin.end();
  }
}

// Issue #14: 200 simultaneous bookings for the last 5 seats (BENCH_RACE_TRIALS races per database).
const raceTrials = Number(process.env.BENCH_RACE_TRIALS ?? 20);
const raceRows = await reservationRace({
  trials: raceTrials,
  postgresAdminUrl: adminUrl,
});

const cpus = os.cpus();
const section = `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Load average at the end: ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" / ")}. ${connections} concurrent connections, ${seconds} s per row,
load generator and server on the same machine (loopback).

| Target | Endpoint | req/s | p50 ms | p95 ms | requests | errors |
|---|---|---|---|---|---|---|
${rows.join("\n")}

Reservation race: 200 simultaneous bookings for the last 5 seats, time until all are answered
(in-process, target ≤ 300 ms).

| Database | trials | p50 ms | p95 ms | max ms | created / sold out |
|---|---|---|---|---|---|
${raceRows.join("\n")}
`;
const header = `# Benchmarks

\`npm run bench\` (apps/api/bench/bench.ts): each target runs in its own process; the load generator
is a bounded fetch loop in another. Endpoints: tour list \`${endpoints[0]!.path}\`, tour detail
\`${endpoints[1]!.path}\`, page find \`${endpoints[2]!.path}\`. Newest run first; compare ratios
within a run, not absolute numbers across machines.

`;
const previous = await fs.readFile(report, "utf8").catch(() => "");
const older = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ") + 1) : "";
await fs.writeFile(report, `${header}${section}\n${older}`);
console.log(`bench: wrote ${report}`);

import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatMoney, money } from "@rihla/domain";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { createPasswordHasher } from "../src/modules/auth/index.ts";
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
  /** Each request carries its own value of this query parameter (issue 29: no query busts the cache). */
  unique?: string;
  /** A cookie that keeps the page out of the shared cache without signing in (a referral code). */
  cookie?: string;
  /** Report the server's memory (RSS) before and after the row. */
  memory?: boolean;
}
const tourPath = "/tour/10-gunluk-konfor-umre-turu";
const rows: Row[] = [
  { name: "`/` cached (anonymous)", path: "/" },
  // Issue 29: what a crawler with tracking parameters (or an attacker) sends.
  { name: "`/?utm_source=<unique>` (anonymous)", path: "/", unique: "utm_source" },
  { name: "`/tour/:slug?utm_source=<unique>` (anonymous)", path: tourPath, unique: "utm_source" },
  // A real parameter: every request renders. Beside the same page rendered every time for a
  // visitor the cache never serves (a referral cookie), the ratio shows what a miss costs beyond
  // the render; RSS before/after shows the cache's byte bound holds.
  { name: "`/tour/umre-turlari?page=<unique>` (anonymous)", path: "/tour/umre-turlari", unique: "page", memory: true },
  {
    name: "`/tour/umre-turlari` rendered every time (referral cookie)",
    path: "/tour/umre-turlari",
    cookie: "rihla_ref=bench",
  },
  { name: "`/` uncached (signed in)", path: "/", signedIn: true },
  // Issue 10's target page: a tour, rendered for a signed-in visitor (never from the page cache).
  { name: "`/tour/:slug` uncached (signed in)", path: tourPath, signedIn: true },
  { name: "`/api/health`", path: "/api/health" },
  { name: "`/api/site?locale=tr`", path: "/api/site?locale=tr" },
  { name: "`/api/tours?list=umre-turlari`", path: "/api/tours?list=umre-turlari" },
  { name: "`/api/tours/:slug` (tour)", path: "/api/tours/10-gunluk-konfor-umre-turu?locale=en" },
];

async function spawnReady(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    // Loading the demo agency into a fresh PGlite takes minutes on a busy shared machine.
    const startMs = Number(process.env.BENCH_START_MS ?? 600_000);
    const timer = setTimeout(() => reject(new Error(`no start in ${startMs / 1000} s:\n${output}`)), startMs);
    // The server logs a line per request (issue 23 §5): once it listens, its output is only kept
    // as a short tail for an error message. Keeping all of it and matching the whole text on each
    // chunk made this process slower with every request, until the server's log writes waited
    // on the pipe: every row after the first few measured the bench, not the server.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-16_384));
    const onData = (chunk: Buffer) => {
      keep(chunk);
      const match = /Rihla on http:\/\/localhost:(\d+)|PORT (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        child.stdout!.on("data", keep);
        resolve(`http://127.0.0.1:${match[1] ?? match[2]}`);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", keep);
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
  /** CPU time the server process spent per answer (user + system), when its pid was given. */
  cpuMs?: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

let uniqueValue = 0;

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ). */
const ticksPerSecond = 100;

/**
 * User + system CPU time of a process so far, in ticks (/proc/<pid>/stat fields 14 and 15).
 * CPU per answer holds up on a shared machine where requests per second do not: other tenants
 * slow the wall clock, not the work an answer takes.
 */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

async function load(
  url: string,
  headers: Record<string, string>,
  options: { unique?: string | undefined; connections?: number; pid?: number | undefined } = {},
): Promise<Figure> {
  const target = new URL(url);
  // A new value of `unique` on every request (autocannon builds each request with this).
  const requests: autocannon.Request[] | undefined = options.unique
    ? [
        {
          setupRequest: (request) => {
            const query = new URLSearchParams(target.search);
            query.set(options.unique!, String(++uniqueValue));
            return { ...request, path: `${target.pathname}?${query.toString()}` };
          },
        },
      ]
    : undefined;
  const common = { url, connections: options.connections ?? connections, headers, ...(requests ? { requests } : {}) };
  // A short warm-up fills the caches and lets V8 optimise before the measured run.
  await autocannon({ ...common, duration: 1 });
  const cpuBefore = options.pid ? await cpuTicks(options.pid) : 0;
  const result = await autocannon({ ...common, duration: seconds });
  const cpuAfter = options.pid ? await cpuTicks(options.pid) : 0;
  return {
    rps: result.requests.average,
    ...(options.pid && result.requests.total > 0
      ? { cpuMs: ((cpuAfter - cpuBefore) * 1000) / ticksPerSecond / result.requests.total }
      : {}),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * p50 of one connection's requests, one after another, timed in microseconds: autocannon counts
 * whole milliseconds, so the floor page's p50 read 0 and the "≤ 5× the floor" ratio was a
 * division by a placeholder (90–120× in the 2026-11-26 07:08 run). A 1 s warm-up first.
 */
async function sequentialP50(url: string, headers: Record<string, string>): Promise<{ p50: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers, agent }, (response) => {
          response.on("data", () => {});
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        })
        .on("error", reject);
    });
  const times: number[] = [];
  let failed = 0;
  try {
    for (const [span, keep] of [
      [1000, false],
      [seconds * 1000, true],
    ] as const) {
      const until = performance.now() + span;
      while (performance.now() < until) {
        const started = performance.now();
        const status = await once();
        if (!keep) continue;
        times.push(performance.now() - started);
        if (status !== 200) failed++;
      }
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? Number.NaN, failed };
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
const floorLines: string[] = [];
const processLines: string[] = [];
/** The machine's load average over the last minute, beside every figure (a shared machine). */
const loadNow = () => os.loadavg()[0]!.toFixed(1);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function rssOf(child: ChildProcess): Promise<number> {
  const status = await fs.readFile(`/proc/${child.pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const cpu = (figure: Figure) => (figure.cpuMs === undefined ? "–" : figure.cpuMs.toFixed(2));
const best = (figures: Figure[]) => figures.reduce((a, b) => (b.rps > a.rps ? b : a));

/** Rounds of `a` then `b`, the best of each (throughput at `connections`, or latency at one). */
async function alternate(a: () => Promise<Figure>, b: () => Promise<Figure>): Promise<[Figure, Figure]> {
  const first: Figure[] = [];
  const second: Figure[] = [];
  for (let round = 0; round < rounds; round++) {
    first.push(await a());
    second.push(await b());
  }
  const fastest = (figures: Figure[]) => figures.reduce((x, y) => (y.p50 < x.p50 ? y : x));
  return [best(first), best(second)].map((figure, i) => ({
    ...figure,
    p50: fastest(i === 0 ? first : second).p50,
  })) as [Figure, Figure];
}

const floorDir = path.join(root, "apps/site/bench/floor");

/** Builds the floor page (apps/site/bench/floor) when it is missing or older than its sources. */
async function buildFloor(): Promise<void> {
  const built = await fs.stat(path.join(floorDir, "build/server/index.js")).catch(() => null);
  const sources = await fs.readdir(path.join(floorDir, "app"), { recursive: true, withFileTypes: true });
  const newest = Math.max(
    ...(await Promise.all(
      sources
        .filter((entry) => entry.isFile())
        .map(async (entry) => (await fs.stat(path.join(entry.parentPath, entry.name))).mtimeMs),
    )),
  );
  if (built && built.mtimeMs > newest) return;
  const bin = path.join(root, "node_modules/.bin/react-router");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin, ["build", floorDir], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`floor build exited with ${code}`))));
  });
}

/**
 * The signed-in tour page beside the floor page (a trivial React Router page of about fifty
 * elements, served by the site's server setup: apps/site/bench/floor): requests per second at
 * `connections` (target ≥ 0.2× the floor's) and p50 at one connection (target ≤ 5× the floor's).
 */
async function againstFloor(database: string, base: string, cookie: string, sitePid?: number): Promise<string[]> {
  const floor = await spawnReady([path.join(floorDir, "server.ts")], {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
  });
  try {
    const floorUrl = `${floor.base}/`;
    const floorBytes = (await rawGet(floorUrl, browserHeaders)).body.byteLength;
    const result: string[] = [];
    for (const [name, url, headers] of [
      ["`/tour/:slug` (signed in)", `${base}${tourPath}`, { ...browserHeaders, cookie }],
      ["`/` (signed in)", `${base}/`, { ...browserHeaders, cookie }],
    ] as const) {
      const bytes = (await rawGet(url, headers)).body.byteLength;
      const [busyFloor, busyPage] = await alternate(
        () => load(floorUrl, browserHeaders, { pid: floor.child.pid }),
        () => load(url, headers, { pid: sitePid }),
      );
      // One connection, microsecond timing, rounds alternating; the lowest p50 of each is kept.
      const oneFloor = { p50: Number.POSITIVE_INFINITY, failed: 0 };
      const onePage = { p50: Number.POSITIVE_INFINITY, failed: 0 };
      for (let round = 0; round < rounds; round++) {
        for (const [figure, target, sent] of [
          [oneFloor, floorUrl, browserHeaders],
          [onePage, url, headers],
        ] as const) {
          const measured = await sequentialP50(target, sent);
          figure.p50 = Math.min(figure.p50, measured.p50);
          figure.failed += measured.failed;
        }
      }
      result.push(
        `| ${database} | ${name} | ${fmt(busyPage.rps)} | ${fmt(busyFloor.rps)} | **${(busyPage.rps / busyFloor.rps).toFixed(3)}×** | ${onePage.p50.toFixed(2)} | ${oneFloor.p50.toFixed(2)} | **${(onePage.p50 / oneFloor.p50).toFixed(1)}×** | ${cpu(busyPage)} / ${cpu(busyFloor)} | ${bytes} / ${floorBytes} B | ${busyPage.non2xx + busyPage.errors + onePage.failed} | ${loadNow()} |`,
      );
      console.log(result.at(-1));
    }
    return result;
  } finally {
    await stop(floor.child);
  }
}

/** Signed-in throughput of one worker against two (`npm start`, WEB_CONCURRENCY=2), same database. */
async function twoWorkers(oneBase: string, oneCookie: string, twoBase: string, twoCookie: string): Promise<string> {
  const [one, two] = await alternate(
    () => load(`${oneBase}${tourPath}`, { ...browserHeaders, cookie: oneCookie }),
    () => load(`${twoBase}${tourPath}`, { ...browserHeaders, cookie: twoCookie }),
  );
  const line = `| \`/tour/:slug\` (signed in), 2 workers against 1 | ${fmt(two.rps)} req/s against ${fmt(one.rps)} | **${(two.rps / one.rps).toFixed(2)}×** (target ≥ 1.5×) | ${loadNow()} |`;
  console.log(line);
  return line;
}

/**
 * A price changed by a third process (this one, through the API's own database handle and change
 * feed, as a service publishes after its commit) against both servers' cached tour page: the
 * time from the change after which every answer of both shows it (target ≤ 1 s; LISTEN/NOTIFY).
 */
async function purgeAcross(
  databaseUrl: string,
  dataKey: string,
  firstBase: string,
  secondBase: string,
): Promise<string> {
  const { createApi } = await import("../src/app.ts");
  const { loadConfig } = await import("../src/config.ts");
  const writerDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-bench-writer-"));
  const writer = await createApi(
    loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: writerDir, DEMO_SEED: "off", RESERVATION_DATA_KEY: dataKey }),
  );
  try {
    const tour = (await (await fetch(`${firstBase}/api/tours${tourPath.slice(5)}?locale=tr`)).json()) as {
      id: number;
      departures: { id: number }[];
    };
    const departure = tour.departures[0]!;
    // A price no departure has, with kuruş, as the Turkish page writes it (its prices are in lira).
    const amount = 654_301 + Math.floor(Math.random() * 98);
    const marker = formatMoney(money(amount, "TRY"), "tr");
    const shows = async (base: string) => (await rawGet(`${base}${tourPath}`, {})).body.toString().includes(marker);
    for (const base of [firstBase, secondBase, secondBase, firstBase, secondBase, secondBase]) await shows(base);
    const { sql } = await import("drizzle-orm");
    await writer.deps.database.db.execute(
      sql`update departure_prices set amount_minor = ${amount} where departure_id = ${departure.id}`,
    );
    writer.deps.changes.publish({ kind: "departure", departureId: departure.id, tourId: tour.id });
    const published = performance.now();
    const answers: { base: string; at: number; changed: boolean }[] = [];
    const asked: Promise<void>[] = [];
    for (let round = 0; round < 20; round++) {
      for (const base of [firstBase, secondBase, secondBase]) {
        const at = performance.now() - published;
        asked.push(shows(base).then((changed) => void answers.push({ base, at, changed })));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(asked);
    const boundOf = (base: string) => {
      const mine = answers.filter((answer) => answer.base === base).sort((x, y) => x.at - y.at);
      const lastOld = mine.findLastIndex((answer) => !answer.changed);
      return lastOld === mine.length - 1 ? Number.POSITIVE_INFINITY : (mine[lastOld + 1]?.at ?? 0);
    };
    const bound = Math.max(boundOf(firstBase), boundOf(secondBase));
    const line = `| a price changed by a third process, on the cached tour page of 1 + 2 workers | every answer from ${Number.isFinite(bound) ? `${Math.round(bound)} ms` : "never (within 1 s)"} after the change | ${bound <= 1000 ? "**met**" : "**not met**"} (target ≤ 1 s) | ${loadNow()} |`;
    console.log(line);
    return line;
  } finally {
    await writer.close();
    await fs.rm(writerDir, { recursive: true, force: true });
  }
}
await buildFloor();
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
    // One data key for every start on this database: the two-worker start has a folder of its
    // own, whose generated key the database's fingerprint refuses (issue 28's finding).
    RESERVATION_DATA_KEY: randomBytes(32).toString("hex"),
  };
  const site = await spawnReady(["scripts/start.ts"], env);
  const cookie = await signIn(site.base);
  const headersOf = (row: Row) =>
    row.signedIn
      ? { ...browserHeaders, cookie }
      : row.cookie
        ? { ...browserHeaders, cookie: row.cookie }
        : browserHeaders;
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
    const bareRounds: Figure[] = [];
    const siteRounds: Figure[] = [];
    const rssBefore = row.memory ? await rssOf(site.child) : 0;
    for (let round = 0; round < rounds; round++) {
      bareRounds.push(await load(`${bare.base}${row.path}`, headersOf(row), { unique: row.unique }));
      siteRounds.push(await load(`${site.base}${row.path}`, headersOf(row), { unique: row.unique }));
    }
    const memory = row.memory ? ` (RSS ${mb(rssBefore)} → ${mb(await rssOf(site.child))} MB)` : "";
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
      `| ${target.name} | ${row.name}${memory} | ${fmt(s.rps)} | ${fmt(b.rps)} | **${(s.rps / b.rps).toFixed(3)}×** | ${fmt(s.p50)} / ${fmt(s.p97_5)} / ${fmt(s.p99)} | ${size} B ${encoding} | ${s.non2xx + s.errors} | ${loadNow()} |`,
    );
    console.log(lines.at(-1));
  }
  // Issue 29: the signed-in tour page against a trivial React Router page in the same run.
  floorLines.push(...(await againstFloor(target.name, site.base, cookie, site.child.pid)));
  if (target.url) {
    const two = await spawnReady(["scripts/start.ts"], { ...env, WEB_CONCURRENCY: "2", DATA_DIR: `${dataDir}-two` });
    try {
      const twoCookie = await signIn(two.base);
      processLines.push(await twoWorkers(site.base, cookie, two.base, twoCookie));
      processLines.push(await purgeAcross(target.url, env.RESERVATION_DATA_KEY, site.base, two.base));
    } finally {
      await stop(two.child);
      await fs.rm(`${dataDir}-two`, { recursive: true, force: true });
    }
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

| DB | request | req/s | bare node req/s | ratio | latency p50 / p97.5 / p99 ms | bytes | non-2xx + errors | load (1 min) |
|---|---|---|---|---|---|---|---|---|
${lines.join("\n")}

Signed-in pages against the floor (issue 29): a trivial React Router page of about fifty
elements served by the site's server setup (apps/site/bench/floor), in the same run, rounds
alternating. Targets: ≥ 0.2× the floor's requests per second at ${connections} connections, p50 at
one connection ≤ 5× the floor's.

| DB | page | req/s | floor req/s | ratio | p50 at 1 connection ms | floor p50 ms | ratio | CPU ms per answer, page / floor | bytes page / floor | non-2xx + errors | load (1 min) |
|---|---|---|---|---|---|---|---|---|---|---|---|
${floorLines.join("\n")}
${
  processLines.length > 0
    ? `
Several processes on one PostgreSQL (issue 29, ADR 0025): \`npm start\` with one and with two workers
on the same database, side by side.

| what | measured | against target | load (1 min) |
|---|---|---|---|
${processLines.join("\n")}
`
    : ""
}
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
\`/api/health\` ≥ 0.5×. Issue 29: a page with a unique tracking parameter per request ≥ 0.4× bare
node; a signed-in tour page ≥ 0.2× the requests per second of a trivial React Router page (the
floor, apps/site/bench/floor) and p50 at one connection ≤ 5× the floor's; two workers ≥ 1.5× one
for signed-in pages; a change on every process within 1 s. The machine is shared: every row
carries the load average when it was measured, and only ratios within one run compare.
Newest run first.

`;
const previous = await fs.readFile(report, "utf8").catch(() => "");
const older = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ") + 1) : "";
await fs.writeFile(report, `${header}${section}\n${older}`);
console.log(`bench: wrote ${report}`);

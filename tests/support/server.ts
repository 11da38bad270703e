import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningSite {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** A port free right now on loopback, for a server whose own URL must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PGlite data folder with the demo agency loaded, made once per run by the global setup
 * (seeded-data.ts, ADR 0030): a fresh DATA_DIR starts from a copy of it, since migrating and
 * seeding an empty one is about half of a start.
 */
export const seededDataVariable = "RIHLA_E2E_SEEDED_DATA";

/** One data key per DATA_DIR for the life of the test process. */
const dataKeys = new Map<string, string>();
function dataKeyFor(dataDir: string): string {
  const key = dataKeys.get(dataDir) ?? randomBytes(32).toString("hex");
  dataKeys.set(dataDir, key);
  return key;
}

/**
 * Starts the built production server (apps/site/server.ts) on a free port and a fresh DATA_DIR.
 * `script: "scripts/start.ts"` starts it as `npm start` does instead (one worker per core on
 * PostgreSQL, WEB_CONCURRENCY), which prints its address once every worker listens.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { script?: "apps/site/server.ts" | "scripts/start.ts" } = {},
): Promise<RunningSite> {
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), "rihla-e2e-")));
  // Only where the site would load the demo agency itself: a fresh embedded database with the seed
  // on. The copy holds no data key's fingerprint, so any key (the test's own too) opens it.
  const seeded = process.env[seededDataVariable];
  if (seeded && !env.DATA_DIR && !env.DATABASE_URL && (env.DEMO_SEED ?? process.env.DEMO_SEED) !== "off") {
    await fs.cp(seeded, path.join(dataDir, "pglite"), { recursive: true });
  }
  // Production requires PUBLIC_URL (links never follow the Host header): a known port gives one.
  const port = env.PORT ?? String(env.PUBLIC_URL ? 0 : await freePort());
  const publicUrl = env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, options.script ?? "apps/site/server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      PUBLIC_URL: publicUrl,
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      NODE_ENV: "production",
      RIHLA_ENV: "production",
      DATA_DIR: dataDir,
      // Production requires a signing key for the bot check; the browser still solves real
      // proof-of-work challenges, only cheaper ones so the tests stay quick.
      ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
      // Production also requires the key that encrypts TCKN and passport numbers; a restart on
      // the same DATA_DIR gets the key its database was written with (the fingerprint refuses
      // another one, issue 28).
      RESERVATION_DATA_KEY: dataKeyFor(dataDir),
      ALTCHA_COST: "50",
      ALTCHA_MAX_COUNTER: "500",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // A start takes 5–15 s (migrating and seeding a fresh PGlite is over half of it, skipped on a
    // copy of the run's seeded folder), minutes on a shared, busy machine.
    const startMs = Number(process.env.RIHLA_E2E_START_MS ?? 180_000);
    const timer = setTimeout(() => reject(new Error(`site did not start in ${startMs / 1000} s:\n${output}`)), startMs);
    const onData = () => {
      const match = /Rihla on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

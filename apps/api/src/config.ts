import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  /** POST form submissions allowed per client IP and window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Header carrying the client IP from a reverse proxy we trust (e.g. x-forwarded-for). Unset: use the socket. */
  TRUSTED_IP_HEADER: z.string().min(1).toLowerCase().optional(),
  /** `auto` loads the demo agency into an empty embedded (PGlite file) database at start. */
  DEMO_SEED: z.enum(["auto", "off"]).default("auto"),
});

export type DatabaseConfig =
  { kind: "pglite"; dataDir: string } | { kind: "pglite-memory" } | { kind: "postgres"; url: string };

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** All local state (embedded database, outbox, uploads) lives below this folder. */
  dataDir: string;
  database: DatabaseConfig;
  rateLimit: { max: number; windowMs: number };
  trustedIpHeader: string | undefined;
  demoSeed: "auto" | "off";
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the configuration once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: "postgres", url: values.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    trustedIpHeader: values.TRUSTED_IP_HEADER,
    demoSeed: values.DEMO_SEED,
  };
}

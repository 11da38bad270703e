import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
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
  };
}

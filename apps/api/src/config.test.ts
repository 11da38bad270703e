import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("config", () => {
  it("defaults to PGlite under .data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(".data"));
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.resolve(".data", "pglite") });
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://localhost:5432/test" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://localhost:5432/test" });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("reads the form rate limit, the trusted IP header and the demo seed switch", () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect(defaults.trustedIpHeader).toBeUndefined();
    expect(defaults.demoSeed).toBe("auto");
    const set = loadConfig({
      RATE_LIMIT_MAX: "20",
      RATE_LIMIT_WINDOW_MS: "1000",
      TRUSTED_IP_HEADER: "X-Forwarded-For",
      DEMO_SEED: "off",
    });
    expect(set).toMatchObject({
      rateLimit: { max: 20, windowMs: 1000 },
      trustedIpHeader: "x-forwarded-for",
      demoSeed: "off",
    });
    expect(() => loadConfig({ RATE_LIMIT_MAX: "0" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ DEMO_SEED: "yes" })).toThrow(/DEMO_SEED/);
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, envSchema, loadConfig } from "./config.ts";

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

  it("reads the accounts settings with production defaults", () => {
    const config = loadConfig({});
    expect(config.passwordHash).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 1 });
    expect(config.sessions).toEqual({ idleDays: 30, absoluteDays: 90 });
    expect(config.loginLimit).toEqual({ maxFailures: 10, windowMinutes: 15 });
    expect(config.botCheck.enabled).toBe(true);
    expect(config.botCheck.recaptcha).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    // A random development key per process.
    expect(config.botCheck.altcha.hmacKey).not.toBe(loadConfig({}).botCheck.altcha.hmacKey);
    const set = loadConfig({
      PUBLIC_URL: "https://rihla.example/anything",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      RECAPTCHA_SECRET: "s",
      RECAPTCHA_SITE_KEY: "site-key",
      TRUST_PROXY: "true",
    });
    expect(set.publicUrl).toBe("https://rihla.example");
    expect(set.google).toMatchObject({ clientId: "id", tokenUrl: "https://oauth2.googleapis.com/token" });
    expect(set.botCheck.recaptcha).toMatchObject({ secret: "s", siteKey: "site-key", minScore: 0.5 });
    expect(() => loadConfig({ RECAPTCHA_SECRET: "s" })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(set.trustProxy).toBe(true);
  });

  it("requires ALTCHA_HMAC_KEY and the bot check in production, and both Google credentials or none", () => {
    expect(() => loadConfig({ RIHLA_ENV: "production" })).toThrow(/ALTCHA_HMAC_KEY/);
    const key = "x".repeat(32);
    const dataKey = "ab".repeat(32);
    expect(() => loadConfig({ RIHLA_ENV: "production", ALTCHA_HMAC_KEY: key })).toThrow(/RESERVATION_DATA_KEY/);
    const url = "https://rihla.example";
    expect(() => loadConfig({ RIHLA_ENV: "production", ALTCHA_HMAC_KEY: key, RESERVATION_DATA_KEY: dataKey })).toThrow(
      /PUBLIC_URL/,
    );
    const production = loadConfig({
      RIHLA_ENV: "production",
      ALTCHA_HMAC_KEY: key,
      RESERVATION_DATA_KEY: dataKey,
      PUBLIC_URL: url,
    });
    expect(production.botCheck.altcha.hmacKey).toBe(key);
    expect(production.reservationDataKey).toBe(dataKey);
    expect(() => loadConfig({ RESERVATION_DATA_KEY: "short" })).toThrow(/RESERVATION_DATA_KEY/);
    expect(() =>
      loadConfig({
        RIHLA_ENV: "production",
        ALTCHA_HMAC_KEY: key,
        RESERVATION_DATA_KEY: dataKey,
        PUBLIC_URL: url,
        BOT_CHECK: "off",
      }),
    ).toThrow(/BOT_CHECK/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ WHATSAPP_TOKEN: "token" })).toThrow(/set all five or none/);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: "12" })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    expect(() => loadConfig({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
  });
});

describe("WhatsApp settings (issue 27)", () => {
  it("reads all five together", () => {
    const config = loadConfig({
      WHATSAPP_API_URL: "https://graph.facebook.com/v21.0",
      WHATSAPP_TOKEN: "EAAG-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "app-secret-1",
      WHATSAPP_VERIFY_TOKEN: "verify-token-1",
    });
    expect(config.whatsApp).toEqual({
      apiUrl: "https://graph.facebook.com/v21.0",
      token: "EAAG-token",
      phoneNumberId: "106540352242922",
      appSecret: "app-secret-1",
      verifyToken: "verify-token-1",
    });
    expect(loadConfig({}).whatsApp).toBeUndefined();
  });
});

describe("the exchange-rate source (issue 26)", () => {
  it("is optional and must be an http(s) URL", () => {
    expect(loadConfig({}).ratesSource).toBeUndefined();
    expect(loadConfig({ RATES_SOURCE_URL: "https://www.tcmb.gov.tr/kurlar/today.xml" }).ratesSource).toEqual({
      url: "https://www.tcmb.gov.tr/kurlar/today.xml",
    });
    expect(() => loadConfig({ RATES_SOURCE_URL: "ftp://tcmb/today.xml" })).toThrow(/RATES_SOURCE_URL/);
  });
});

describe("README's configuration table", () => {
  // Rows look like: | `A` / `B` | `1` / `2` | meaning |  (or `A` + `B`, one default for both)
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|").map((cell) => cell.trim()));
  const documented = new Map<string, string | undefined>();
  for (const [, names = "", defaults = ""] of rows) {
    const variables = [...names.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
    const values = defaults.split(" / ").map((cell) => /^`([^`]*)`$/.exec(cell.trim())?.[1]);
    variables.forEach((name, index) =>
      documented.set(name, values.length === variables.length ? values[index] : undefined),
    );
  }

  it("lists every variable of the configuration schema, and no other", () => {
    expect(documented.size).toBeGreaterThan(20);
    expect([...documented.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("states the defaults the schema really applies", () => {
    const defaults = envSchema.parse({}) as Record<string, unknown>;
    const stated = [...documented].filter(([, value]) => value !== undefined);
    expect(stated.length).toBeGreaterThan(15);
    for (const [name, value] of stated) expect({ name, value: String(defaults[name]) }).toEqual({ name, value });
  });
});

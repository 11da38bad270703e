import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { createApi, type CreateApiOptions, type RihlaApi } from "../app.ts";
import { seedDemo } from "../seed/seed.ts";
import type { Config, DatabaseConfig } from "../config.ts";
import { databaseImage, databaseUrl, templateDatabase, withAdminClient, type ImageRequest } from "./database-image.ts";
import { MemoryMailer } from "./memory-mailer.ts";

/** The tests' "today": 2026-11-21 at noon in Istanbul. */
export const testNow = new Date("2026-11-21T09:00:00Z");

export interface TestApiOptions extends CreateApiOptions {
  /** Load the demo agency (relative to `now`) before answering. */
  seed?: boolean;
}

/**
 * An API on a database of its own. By default in-memory PGlite; with TEST_DATABASE_URL
 * (`npm run test:pg`) a fresh PostgreSQL database is created for the caller and dropped on close.
 * The clock is fixed at `testNow` unless `now` is passed.
 *
 * The database is a copy of this run's migrated one (ADR 0030), or of its seeded one when `seed`
 * is asked with the default clock; a test with a clock of its own gets a seed of its own, since
 * the seed's dates follow the clock.
 */
export async function createTestApi(overrides: Partial<Config> = {}, options: TestApiOptions = {}): Promise<RihlaApi> {
  const image: ImageRequest =
    options.seed && options.now === undefined ? { kind: "seeded", now: testNow } : { kind: "migrated" };
  const own = overrides.database ? undefined : await testDatabase(image);
  const config: Config = {
    env: "development",
    port: 0,
    host: "127.0.0.1",
    dataDir: path.join(os.tmpdir(), `rihla-test-${process.pid}`),
    database: own?.database ?? { kind: "pglite-memory" },
    rateLimit: { max: 1000, windowMs: 60_000 },
    trustedIpHeader: "x-forwarded-for",
    demoSeed: "off",
    publicUrl: undefined,
    mail: { smtpUrl: undefined, from: "Rihla <no-reply@rihla.test>" },
    sessions: { idleDays: 30, absoluteDays: 90 },
    trustProxy: false,
    // Cheap on purpose: production uses 64 MiB and 3 passes (ADR 0601).
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    loginLimit: { maxFailures: 10, windowMinutes: 15 },
    botCheck: { enabled: false, altcha: { hmacKey: "test-altcha-key", cost: 1, maxCounter: 50 }, recaptcha: undefined },
    google: undefined,
    // A fixed test key: no key file is written for an in-memory database.
    reservationDataKey: "7e".repeat(32),
    analyticsTagId: null,
    holds: { hours: 48, shortWithinDays: 14, shortHours: 12, maxSeatsPerCustomer: 10 },
    // Generous: tests that need the limits set their own.
    bookingRateLimit: { max: 1000, windowMs: 60_000 },
    mailRateLimit: { max: 1000, windowMs: 60_000 },
    logLevel: "warn",
    ...overrides,
  };
  const now = options.now ?? (() => testNow);
  const mailer = options.mailer ?? new MemoryMailer();
  const api = await createApi(config, { ...options, now, mailer });
  if (options.seed && !own?.seeded) await seedDemo({ db: api.deps.database.db, now: now() });
  return {
    ...api,
    close: async () => {
      await api.close();
      await own?.drop?.();
    },
  };
}

interface TestDatabase {
  database: DatabaseConfig;
  /** It holds the demo agency already (a copy of the seeded image or template). */
  seeded: boolean;
  drop?: () => Promise<void>;
}

/**
 * The caller's own database: a PGlite opened from the run's image, or with TEST_DATABASE_URL a
 * PostgreSQL database cloned from the run's template (created and migrated from nothing when the
 * run has neither, e.g. a test file run by a config without the global setup).
 */
async function testDatabase(image: ImageRequest): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = await databaseImage(image);
    return {
      database: dump ? { kind: "pglite-memory", image: dump } : { kind: "pglite-memory" },
      seeded: dump !== undefined && image.kind === "seeded",
    };
  }
  const name = `rihla_test_${randomBytes(6).toString("hex")}`;
  const template = await templateDatabase(adminUrl, image);
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  return {
    database: { kind: "postgres", url: databaseUrl(adminUrl, name) },
    seeded: template !== undefined && image.kind === "seeded",
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** GET through the app; the JSON answer is read loosely, the tests' assertions check its shape. */
export async function getJson(api: RihlaApi, url: string) {
  const response = await api.app.request(url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

/** Every variable the server reads; README.md's configuration table is tested against it. */
export const envSchema = z.object({
  /**
   * The deployment, not the JavaScript runtime mode: `production` requires real secrets and never
   * creates demo accounts. NODE_ENV only picks React's build (`npm start` sets it to production).
   */
  RIHLA_ENV: z.enum(["development", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  /** Connections each process's pool may open to PostgreSQL (docs/deploy.md: size it for all processes). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).optional(),
  /** `npm start` on PostgreSQL: worker processes behind the one port (default one per core). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** POST form submissions allowed per client IP and window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Header carrying the client IP from a reverse proxy we trust (e.g. x-forwarded-for). Unset: use the socket. */
  TRUSTED_IP_HEADER: z.string().min(1).toLowerCase().optional(),
  /** `auto` loads the demo agency into an empty embedded (PGlite file) database at start. */
  DEMO_SEED: z.enum(["auto", "off"]).default("auto"),
  /** The site's public address (links in e-mails, OAuth redirect, Origin check). */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Rihla <no-reply@rihla.example>"),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(3650).default(90),
  /** Honour X-Forwarded-Proto (Secure cookies behind a TLS-terminating proxy). */
  TRUST_PROXY: z.stringbool({ error: "must be true or false" }).default(false),
  /** Argon2id cost (ADR 0601): 64 MiB, 3 passes by default. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(65_536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(20).default(3),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Signs ALTCHA challenges; required in production (a random key per process otherwise). */
  ALTCHA_HMAC_KEY: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  ALTCHA_COST: z.coerce.number().int().min(1).default(5_000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(10_000),
  /** `off` disables bot checks (development and tests only). */
  BOT_CHECK: z.enum(["on", "off"]).default("on"),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** The public key the site's pages load reCAPTCHA with; required with RECAPTCHA_SECRET. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** The analytics tag id (e.g. `G-…`); loaded only after the visitor's consent (KVKK). */
  ANALYTICS_TAG_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: "letters, digits, - and _ only" })
    .optional(),
  /** Encrypts TCKN and passport numbers (AES-256-GCM): 64 hex characters or base64 of 32 bytes. */
  RESERVATION_DATA_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?)$/, { error: "must be 64 hex characters or base64 of 32 bytes" })
    .optional(),
  /** The option date (issue 28): hours a pre-reservation holds its seats, shorter close to the departure. */
  HOLD_HOURS: z.coerce.number().int().min(1).max(2160).default(48),
  HOLD_SHORT_WITHIN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  HOLD_SHORT_HOURS: z.coerce.number().int().min(1).max(2160).default(12),
  /** Seats one customer may hold WAITING on one departure when booking for themselves. */
  HOLD_MAX_SEATS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Bookings (create, change, stay requests) allowed per account and per client address and window. */
  BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  BOOKING_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  PARTNER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  PARTNER_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Mails of one kind to one recipient per window (password resets, confirmations, …). */
  MAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  MAIL_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(900_000),
  /** The structured log's level (one JSON line per request and event on stdout). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  /** Click-to-call (spec §7, issue 27): the telephony provider's originate endpoint and its key. */
  TELEPHONY_ORIGINATE_URL: z.url().optional(),
  TELEPHONY_KEY: z.string().min(1).optional(),
  /**
   * WhatsApp Business Cloud API (issue 27): the Graph API base (e.g. https://graph.facebook.com/v21.0),
   * the access token, the sending number's id, the app secret that signs webhooks and the token
   * Meta echoes when verifying the webhook. All five or none.
   */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, { error: "digits only" })
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, { error: "must be at least 8 characters" }).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, { error: "must be at least 8 characters" }).optional(),
  /**
   * Exchange rates (issue 26): the Central Bank of Turkey's daily bulletin, e.g.
   * https://www.tcmb.gov.tr/kurlar/today.xml. Unset: staff type each rate, as before.
   */
  /** Days before each instalment's due date its reminder mail goes out (issue 26). */
  PAYMENT_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  RATES_SOURCE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
});

const whatsAppVariables = [
  "WHATSAPP_API_URL",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string }
  /**
   * `image`: a data directory dumped by PGlite (`Database.dump`) to start from instead of an
   * empty cluster; tests open a copy of a migrated (or seeded) database this way (ADR 0030).
   */
  | { kind: "pglite-memory"; image?: Blob | undefined }
  /** `poolSize`: the most connections this process's pool opens (10 when not given). */
  | { kind: "postgres"; url: string; poolSize?: number };

export interface Config {
  /** ANALYTICS_TAG_ID: the site's analytics tag; the agency's own setting in the database wins. */
  analyticsTagId: string | null;
  /** RIHLA_ENV: `production` is a real deployment (required secrets, no demo accounts). */
  env: "development" | "production";
  port: number;
  host: string;
  /** All local state (embedded database, outbox, uploads) lives below this folder. */
  dataDir: string;
  database: DatabaseConfig;
  /** WEB_CONCURRENCY: worker processes `npm start` runs on PostgreSQL; unset means one per core. */
  webConcurrency?: number | undefined;
  rateLimit: { max: number; windowMs: number };
  trustedIpHeader: string | undefined;
  demoSeed: "auto" | "off";
  /** Origin of the site as configured (required in production); `undefined`: a loopback request origin. */
  publicUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  sessions: { idleDays: number; absoluteDays: number };
  trustProxy: boolean;
  passwordHash: { memoryCost: number; timeCost: number; parallelism: number };
  loginLimit: { maxFailures: number; windowMinutes: number };
  botCheck: BotCheckConfig;
  google: GoogleConfig | undefined;
  /**
   * RESERVATION_DATA_KEY; unset outside production means a key generated into
   * DATA_DIR/secrets/data.key (src/db/field-cipher.ts).
   */
  reservationDataKey?: string | undefined;
  /** Option dates and the per-customer seat cap (issue 28, ADR 0023). */
  holds: { hours: number; shortWithinDays: number; shortHours: number; maxSeatsPerCustomer: number };
  /** Per account and per client address, for the booking routes. */
  bookingRateLimit: { max: number; windowMs: number };
  /** Per recipient and kind of mail. */
  mailRateLimit: { max: number; windowMs: number };
  /** Per partner API client (issue 27); unset: 120 requests a minute. */
  partnerRateLimit?: { max: number; windowMs: number } | undefined;
  /** LOG_LEVEL of the structured log (src/log.ts). */
  logLevel: string;
  /** TELEPHONY_ORIGINATE_URL and TELEPHONY_KEY; unset: the back office's call buttons say so. */
  telephony?: { originateUrl: string; key: string } | undefined;
  /** The five WHATSAPP_* variables; unset: the WhatsApp page says how to set it up. */
  whatsApp?: WhatsAppConfig | undefined;
  /** RATES_SOURCE_URL: where the day's exchange rates are read (TCMB today.xml format); unset: typed by staff. */
  ratesSource?: { url: string } | undefined;
  /** PAYMENT_REMINDER_DAYS: the reminder goes this many days before an instalment is due (3 when unset). */
  paymentReminderDays?: number | undefined;
}

export interface WhatsAppConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
}

export interface BotCheckConfig {
  /** Off only outside production (tests, local e2e runs). */
  enabled: boolean;
  /** `generated`: no ALTCHA_HMAC_KEY was given; start-up keeps the key under DATA_DIR (startup.ts). */
  altcha: { hmacKey: string; cost: number; maxCounter: number; generated?: boolean };
  /** When set, forms are checked with reCAPTCHA v3 instead of ALTCHA. */
  recaptcha: { secret: string; siteKey: string; verifyUrl: string; minScore: number } | undefined;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
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
  const problems: string[] = [];
  if (values.RIHLA_ENV === "production" && !values.ALTCHA_HMAC_KEY) {
    problems.push("  ALTCHA_HMAC_KEY: required when RIHLA_ENV=production (at least 32 random characters)");
  }
  if (values.RIHLA_ENV === "production" && !values.RESERVATION_DATA_KEY) {
    problems.push(
      "  RESERVATION_DATA_KEY: required when RIHLA_ENV=production (64 hex characters: openssl rand -hex 32)",
    );
  }
  if (values.RIHLA_ENV === "production" && !values.PUBLIC_URL) {
    problems.push(
      "  PUBLIC_URL: required when RIHLA_ENV=production (links in e-mails must never follow the Host header)",
    );
  }
  if (values.RECAPTCHA_SECRET && !values.RECAPTCHA_SITE_KEY) {
    problems.push("  RECAPTCHA_SITE_KEY: required with RECAPTCHA_SECRET (the site's pages need it)");
  }
  if (values.RIHLA_ENV === "production" && values.BOT_CHECK === "off") {
    problems.push("  BOT_CHECK: cannot be off when RIHLA_ENV=production");
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    problems.push("  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither");
  }
  if (Boolean(values.TELEPHONY_ORIGINATE_URL) !== Boolean(values.TELEPHONY_KEY)) {
    problems.push("  TELEPHONY_ORIGINATE_URL, TELEPHONY_KEY: set both or neither");
  }
  const whatsAppSet = whatsAppVariables.filter((name) => values[name] !== undefined);
  if (whatsAppSet.length > 0 && whatsAppSet.length < whatsAppVariables.length) {
    problems.push(`  ${whatsAppVariables.join(", ")}: set all five or none`);
  }
  if (values.SESSION_ABSOLUTE_DAYS < values.SESSION_IDLE_DAYS) {
    problems.push("  SESSION_ABSOLUTE_DAYS: must not be shorter than SESSION_IDLE_DAYS");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  // Without a configured key: a random one here, replaced at start-up by the one kept in DATA_DIR.
  const altchaKey = values.ALTCHA_HMAC_KEY ?? randomBytes(32).toString("hex");
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.RIHLA_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? {
          kind: "postgres",
          url: values.DATABASE_URL,
          ...(values.DATABASE_POOL_SIZE ? { poolSize: values.DATABASE_POOL_SIZE } : {}),
        }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    webConcurrency: values.WEB_CONCURRENCY,
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    // Behind a trusted proxy the client address comes from X-Forwarded-For unless another header is named.
    trustedIpHeader: values.TRUSTED_IP_HEADER ?? (values.TRUST_PROXY ? "x-forwarded-for" : undefined),
    demoSeed: values.DEMO_SEED,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    sessions: { idleDays: values.SESSION_IDLE_DAYS, absoluteDays: values.SESSION_ABSOLUTE_DAYS },
    trustProxy: values.TRUST_PROXY,
    passwordHash: {
      memoryCost: values.PASSWORD_HASH_MEMORY_KIB,
      timeCost: values.PASSWORD_HASH_TIME_COST,
      parallelism: 1,
    },
    loginLimit: { maxFailures: values.LOGIN_MAX_FAILURES, windowMinutes: values.LOGIN_WINDOW_MINUTES },
    botCheck: {
      enabled: values.BOT_CHECK === "on",
      altcha: {
        hmacKey: altchaKey,
        cost: values.ALTCHA_COST,
        maxCounter: values.ALTCHA_MAX_COUNTER,
        generated: !values.ALTCHA_HMAC_KEY,
      },
      recaptcha: values.RECAPTCHA_SECRET
        ? {
            secret: values.RECAPTCHA_SECRET,
            siteKey: values.RECAPTCHA_SITE_KEY ?? "",
            verifyUrl: values.RECAPTCHA_VERIFY_URL,
            minScore: values.RECAPTCHA_MIN_SCORE,
          }
        : undefined,
    },
    reservationDataKey: values.RESERVATION_DATA_KEY,
    holds: {
      hours: values.HOLD_HOURS,
      shortWithinDays: values.HOLD_SHORT_WITHIN_DAYS,
      shortHours: values.HOLD_SHORT_HOURS,
      maxSeatsPerCustomer: values.HOLD_MAX_SEATS,
    },
    bookingRateLimit: { max: values.BOOKING_RATE_LIMIT_MAX, windowMs: values.BOOKING_RATE_LIMIT_WINDOW_MS },
    mailRateLimit: { max: values.MAIL_RATE_LIMIT_MAX, windowMs: values.MAIL_RATE_LIMIT_WINDOW_MS },
    partnerRateLimit: { max: values.PARTNER_RATE_LIMIT_MAX, windowMs: values.PARTNER_RATE_LIMIT_WINDOW_MS },
    logLevel: values.LOG_LEVEL,
    analyticsTagId: values.ANALYTICS_TAG_ID ?? null,
    telephony:
      values.TELEPHONY_ORIGINATE_URL && values.TELEPHONY_KEY
        ? { originateUrl: values.TELEPHONY_ORIGINATE_URL, key: values.TELEPHONY_KEY }
        : undefined,
    paymentReminderDays: values.PAYMENT_REMINDER_DAYS,
    ratesSource: values.RATES_SOURCE_URL ? { url: values.RATES_SOURCE_URL } : undefined,
    whatsApp:
      values.WHATSAPP_API_URL &&
      values.WHATSAPP_TOKEN &&
      values.WHATSAPP_PHONE_NUMBER_ID &&
      values.WHATSAPP_APP_SECRET &&
      values.WHATSAPP_VERIFY_TOKEN
        ? {
            apiUrl: values.WHATSAPP_API_URL,
            token: values.WHATSAPP_TOKEN,
            phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: values.WHATSAPP_APP_SECRET,
            verifyToken: values.WHATSAPP_VERIFY_TOKEN,
          }
        : undefined,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            authorizationUrl: values.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: values.GOOGLE_TOKEN_URL,
            userinfoUrl: values.GOOGLE_USERINFO_URL,
          }
        : undefined,
  };
}

import type { OpenAPIHono } from "@hono/zod-openapi";
import packageJson from "../package.json" with { type: "json" };
import path from "node:path";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { checkDataKey, createFieldCipher, loadDataKey } from "./db/field-cipher.ts";
import { createMailer, type Mailer } from "./email/mailer.ts";
import { createMailOutbox } from "./email/outbox.ts";
import { limitBodies } from "./http/body-limit.ts";
import { createChangeFeed, createSharedChangeFeed } from "./http/changes.ts";
import { refuseControlCharacters } from "./http/control-characters.ts";
import type { ClientBinding } from "./http/client-ip.ts";
import { createDataCache } from "./http/data-cache.ts";
import type { ApiDeps, ApiEnv } from "./http/env.ts";
import { notFound, onError } from "./http/errors.ts";
import { DatabaseLimiter } from "./http/limiter.ts";
import { createRouter } from "./http/router.ts";
import { accessGuard, createPasswordHasher, originCheck } from "./modules/auth/index.ts";
import { createSessionCache } from "./http/session-cache.ts";
import { createBotChecker } from "./modules/bot-check/index.ts";
import { registerOpenApiDocument } from "./modules/docs/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { publishStaffEvent } from "./modules/admin-reservations/index.ts";
import { createHoldWorker } from "./modules/reservations/index.ts";
import { createPaymentReminderWorker } from "./modules/accounting/index.ts";
import { partnerCors } from "./modules/partner/index.ts";
import { createWhatsAppOutbox } from "./modules/whatsapp/index.ts";
import { moduleRoutes } from "./routes.ts";
import { seedDemoAccounts } from "./seed/accounts.ts";
import { seedDemoRequests } from "./seed/requests.ts";
import { seedDemoTravellers } from "./seed/travellers.ts";
import { isSeeded, seedDemo } from "./seed/seed.ts";
import { log } from "./log.ts";
import { trustedSiteOrigin } from "@rihla/domain";

export interface RihlaApi {
  app: OpenAPIHono<ApiEnv>;
  /**
   * Answers a request in-process; the site's loaders use this instead of a network hop. The
   * caller passes the client's socket address (rate limits, sessions); without it the API sees
   * "local".
   */
  fetch: (request: Request, client?: ClientBinding) => Promise<Response>;
  deps: ApiDeps;
  close(): Promise<void>;
}

export interface CreateApiOptions {
  now?: () => Date;
  /** Sees every SQL statement (tests count queries). */
  onQuery?: (query: string) => void;
  /** Replaces the mailer of the config (SMTP_URL or the outbox folder). */
  mailer?: Mailer;
  /**
   * An open database to share instead of opening the config's (tests: two API instances on one
   * in-memory PGlite); it is left open on close.
   */
  database?: Database;
  /** How often the mail worker looks for due rows besides being woken (default 5 s). */
  mailPollMs?: number;
  /** How many worker processes serve this port (node:cluster); 1 by default. */
  workers?: () => number;
  /** How often the option dates are checked (default 30 s). */
  holdPollMs?: number;
  /** How often the payment reminders are looked for (default 10 min). */
  paymentReminderPollMs?: number;
  /** How often the WhatsApp worker looks for due messages besides being woken (default 5 s). */
  whatsAppPollMs?: number;
}

export type { ApiDeps, ApiEnv } from "./http/env.ts";
export type { ApiRoutes } from "./routes.ts";
export type { ClientBinding } from "./http/client-ip.ts";

/** Paths the API owns when it shares a port with the site: the domain keeps the list. */
export { isApiPath } from "@rihla/domain";

export async function createApi(config: Config, options: CreateApiOptions = {}): Promise<RihlaApi> {
  const now = options.now ?? (() => new Date());
  const dataKey = await loadDataKey({ configured: config.reservationDataKey, dataDir: config.dataDir });
  const fieldCipher = createFieldCipher(dataKey);
  const shared = options.database;
  const database = shared ?? (await openDatabase(config.database, options.onQuery ? { onQuery: options.onQuery } : {}));
  const hasher = createPasswordHasher(config.passwordHash);
  try {
    // Before anything else reads or writes a number: this database's key must be this key.
    await checkDataKey(database.db, dataKey, now());
    // The embedded database starts with the demo agency so `npm start` shows a believable site;
    // PostgreSQL is seeded only on request (`npm run db:seed`).
    if (config.database.kind === "pglite" && config.demoSeed === "auto" && !(await isSeeded(database.db))) {
      const report = await seedDemo({ db: database.db, now: now() });
      log.info(
        `rihla: loaded the demo agency (${report.tours} tours, ${report.departures} departures) in ${Math.round(report.ms)} ms`,
      );
    }
    // Demo mode (embedded database, not production): one account per role (README "Demo accounts").
    if (config.database.kind === "pglite" && config.demoSeed === "auto" && config.env !== "production") {
      await seedDemoAccounts({ db: database.db, hasher, now: now() });
      // Issue 25: a travelling group on one departure, for the rooming list and the readiness view.
      await seedDemoTravellers({ db: database.db, cipher: fieldCipher, now: now() });
      // Issues 25 and 27: messages and private-tour requests for the inbox and the pipeline.
      await seedDemoRequests({ db: database.db, now: now() });
    }
  } catch (error) {
    if (!shared) await database.close();
    throw error;
  }
  const limiter = new DatabaseLimiter({
    db: database.db,
    ...config.rateLimit,
    longestWindowMs: Math.max(
      config.bookingRateLimit.windowMs,
      config.mailRateLimit.windowMs,
      config.partnerRateLimit?.windowMs ?? 0,
    ),
    now: () => now().getTime(),
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      outboxDir: path.join(config.dataDir, "outbox"),
      from: config.mail.from,
    });
  const outbox = createMailOutbox({
    db: database.db,
    mailer,
    now,
    ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
    throttle: { limiter, ...config.mailRateLimit },
  });
  const botChecker = createBotChecker(config.botCheck, { db: database.db });
  // On PostgreSQL every process hears every change within milliseconds (ADR 0025).
  const sharedChanges = database.bus ? await createSharedChangeFeed(database.bus) : undefined;
  const changes = sharedChanges ?? createChangeFeed();
  const holds = createHoldWorker({
    deps: { database, now, changes, outbox },
    origin: trustedSiteOrigin(config.publicUrl, config.port),
    // Runs on the worker's timer, after `deps` below exists.
    onExpired: (code) => publishStaffEvent({ deps }, { type: "reservation.cancelled", code }),
    ...(options.holdPollMs ? { pollMs: options.holdPollMs } : {}),
  });
  const paymentReminders = createPaymentReminderWorker({
    deps: { database, now, outbox },
    origin: trustedSiteOrigin(config.publicUrl, config.port),
    ...(config.paymentReminderDays ? { daysBefore: config.paymentReminderDays } : {}),
    ...(options.paymentReminderPollMs ? { pollMs: options.paymentReminderPollMs } : {}),
  });
  const whatsApp = createWhatsAppOutbox({
    db: database.db,
    config: config.whatsApp,
    now,
    // Its own counter on the shared table, on the wall clock: one second's sends of every process.
    limiter: new DatabaseLimiter({
      db: database.db,
      max: 80,
      windowMs: 1000,
      now: Date.now,
      // Its sweep must not delete the other limits' longer windows.
      longestWindowMs: 24 * 60 * 60_000,
    }),
    ...(options.whatsAppPollMs ? { pollMs: options.whatsAppPollMs } : {}),
  });
  const deps: ApiDeps = {
    config,
    database,
    version: packageJson.version,
    now,
    limiter,
    mailer,
    outbox,
    hasher,
    botChecker,
    changes,
    cache: createDataCache(changes),
    sessions: createSessionCache(database),
    workers: options.workers ?? (() => 1),
    fieldCipher,
    holds,
    paymentReminders,
    whatsApp,
  };
  const app = createRouter();
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // A health check reads no body, query or session, so the edge below has nothing to check in
  // it; monitors and load balancers poll it, and it answers before that work (issue 10).
  app.route("/", healthRoutes);
  // Before anything reads a body: its size (issue 11).
  app.use(limitBodies);
  // One validation edge for every string: no control characters (issue 11).
  app.use(refuseControlCharacters);
  // The partner API's CORS preflights (issue 27): answered here, before the site's checks.
  app.use("/api/partner/*", partnerCors);
  // Before every module router: CSRF origin check, then deny by default (docs/accounts-api.md).
  app.use(originCheck);
  app.use(accessGuard);
  app.route("/", moduleRoutes);
  registerOpenApiDocument(app, packageJson.version);
  app.notFound(notFound);
  app.onError(onError);
  return {
    app,
    fetch: async (request, client) => app.fetch(request, { clientAddress: client?.clientAddress }),
    deps,
    close: async () => {
      await deps.holds.close();
      await paymentReminders.close();
      await whatsApp.close();
      await sharedChanges?.close();
      await outbox.close();
      mailer.close();
      if (!shared) await database.close();
    },
  };
}

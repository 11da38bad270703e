import type { OpenAPIHono } from "@hono/zod-openapi";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { notFound, onError } from "./http/errors.ts";
import { FixedWindowLimiter } from "./http/rate-limit.ts";
import { createRouter } from "./http/router.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.handlers.ts";
import { registerOpenApiDocument } from "./modules/docs/docs.handlers.ts";
import { formRoutes } from "./modules/forms/forms.handlers.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { hotelRoutes } from "./modules/hotels/hotels.handlers.ts";
import { imageRoutes } from "./modules/images/images.handlers.ts";
import { pageRoutes } from "./modules/pages/pages.handlers.ts";
import { siteRoutes } from "./modules/site/site.handlers.ts";
import { tourRoutes } from "./modules/tours/tours.handlers.ts";
import { isSeeded, seedDemo } from "./seed/seed.ts";

export interface ApiDeps {
  config: Config;
  database: Database;
  version: string;
  /** The clock. Services take `now` from here; nothing below reads the system time itself. */
  now: () => Date;
  limiter: FixedWindowLimiter;
}

export interface ApiEnv {
  Variables: { deps: ApiDeps };
}

export interface RihlaApi {
  app: OpenAPIHono<ApiEnv>;
  /** Answers a request in-process; the site's loaders use this instead of a network hop. */
  fetch: (request: Request) => Promise<Response>;
  deps: ApiDeps;
  close(): Promise<void>;
}

export interface CreateApiOptions {
  now?: () => Date;
  /** Sees every SQL statement (tests count queries). */
  onQuery?: (query: string) => void;
}

/** Paths the API owns when it shares a port with the site. */
const apiPrefixes = ["/api/", "/auth/", "/rest/", "/img/"];
export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname.startsWith(prefix));
}

export async function createApi(config: Config, options: CreateApiOptions = {}): Promise<RihlaApi> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(config.database, options.onQuery ? { onQuery: options.onQuery } : {});
  try {
    // The embedded database starts with the demo agency so `npm start` shows a believable site;
    // PostgreSQL is seeded only on request (`npm run db:seed`).
    if (config.database.kind === "pglite" && config.demoSeed === "auto" && !(await isSeeded(database.db))) {
      const report = await seedDemo({ db: database.db, now: now() });
      console.log(
        `rihla: loaded the demo agency (${report.tours} tours, ${report.departures} departures) in ${Math.round(report.ms)} ms`,
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const limiter = new FixedWindowLimiter({ ...config.rateLimit, now: () => now().getTime() });
  const deps: ApiDeps = { config, database, version: packageJson.version, now, limiter };
  const app = createRouter();
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.route("/", healthRoutes);
  app.route("/", siteRoutes);
  app.route("/", pageRoutes);
  app.route("/", tourRoutes);
  app.route("/", hotelRoutes);
  app.route("/", catalogueRoutes);
  app.route("/", formRoutes);
  app.route("/", imageRoutes);
  registerOpenApiDocument(app, packageJson.version);
  app.notFound(notFound);
  app.onError(onError);
  return {
    app,
    fetch: async (request) => app.fetch(request),
    deps,
    close: () => database.close(),
  };
}

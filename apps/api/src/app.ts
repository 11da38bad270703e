import { Hono } from "hono";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { notFound, onError } from "./http/errors.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";

export interface ApiDeps {
  config: Config;
  database: Database;
  version: string;
}

export interface ApiEnv {
  Variables: { deps: ApiDeps };
}

export interface RihlaApi {
  app: Hono<ApiEnv>;
  /** Answers a request in-process; the site's loaders use this instead of a network hop. */
  fetch: (request: Request) => Promise<Response>;
  deps: ApiDeps;
  close(): Promise<void>;
}

/** Paths the API owns when it shares a port with the site. */
const apiPrefixes = ["/api/", "/auth/", "/rest/"];
export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname.startsWith(prefix));
}

export async function createApi(config: Config): Promise<RihlaApi> {
  const database = await openDatabase(config.database);
  const deps: ApiDeps = { config, database, version: packageJson.version };
  const app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.route("/", healthRoutes);
  app.notFound(notFound);
  app.onError(onError);
  return {
    app,
    fetch: async (request) => app.fetch(request),
    deps,
    close: () => database.close(),
  };
}

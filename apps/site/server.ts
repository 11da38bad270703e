import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { attachStaffSocket, createApi, isApiPath, log, logNodeRequest, startupOrExit, type RihlaApi } from "@rihla/api";
import { trustedSiteOrigin } from "@rihla/domain";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { apiFor } from "./serve/client-address.ts";
import { limitSiteBodies } from "./serve/body-limit.ts";
import { buildIdPath } from "./app/buildWatch.ts";
import { isWorkersMessage } from "./serve/cluster.ts";
import { compressResponse } from "./serve/compress.ts";
import { createPageCache, isShareableRequest, isShareableResponse, type PageCache } from "./serve/page-cache.ts";
import { withPrivateCaching } from "./serve/private-pages.ts";
import { searchParamsOfBuild } from "./serve/search-params.ts";
import {
  cspNonce,
  securityHeaders,
  setNodeSecurityHeaders,
  withPagePolicy,
  withScriptHashes,
} from "./serve/security-headers.ts";

/**
 * One process, one port: the API answers its own paths, React Router renders every other page,
 * and loaders reach the API in-process. `--dev` adds Vite (HMR, on-demand build) in front.
 */
const dev = process.argv.includes("--dev");
const siteDir = import.meta.dirname;
const clientDir = path.join(siteDir, "build", "client");

// One of several workers behind one port (`npm start` on PostgreSQL, serve/cluster.ts): the
// primary says how many serve, for /api/health.
let servingWorkers = Number(process.env.RIHLA_WORKERS ?? 1) || 1;
if (cluster.isWorker) {
  process.on("message", (message) => {
    if (isWorkersMessage(message)) servingWorkers = message.serving;
  });
}

const { config, api } = await startupOrExit((config) => createApi(config, { workers: () => servingWorkers }));

type LoadBuild = () => Promise<ServerBuild>;

function createApp(api: RihlaApi, loadBuild: LoadBuild, mode: "development" | "production", pageCache?: PageCache) {
  // One handler per build: production has one build for its life, dev a new one after each edit.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, mode);
      handlers.set(build, handler);
    }
    return handler;
  };
  const app = new Hono();
  app.use(securityHeaders({ trustProxy: config.trustProxy }));
  app.use(limitSiteBodies);
  app.use(async (c, next) =>
    isApiPath(c.req.path)
      ? compressResponse(c.req.raw, await apiFor(api, c).fetch(c.req.raw), { remember: true })
      : next(),
  );
  if (mode === "production") {
    // Hashed file names: safe to cache for a year; .br/.gz made at build time (scripts/precompress.ts).
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }
  // Spec §4 new-build detection: open pages compare this with the build they run.
  app.get(buildIdPath, async (c) => {
    const build = await loadBuild();
    c.header("Cache-Control", "no-store");
    return c.json({ buildId: build.assets.version });
  });
  app.all("*", async (c) => {
    const build = await loadBuild();
    type Key = Parameters<RouterContextProvider["set"]>[0];
    const { apiContext, logContext, nonceContext, originContext } = build.entry.module as unknown as Record<
      string,
      Key
    >;
    const context = new RouterContextProvider();
    const nonce = cspNonce(c);
    context.set(apiContext!, apiFor(api, c));
    context.set(nonceContext!, nonce);
    context.set(logContext!, log);
    context.set(originContext!, trustedSiteOrigin(config.publicUrl, config.port));
    const render = async (request: Request) => {
      const response = withPrivateCaching(request, await handlerFor(build)(request, context));
      // A page the cache keeps for every visitor carries hashes, not this visitor's nonce (ADR 0015).
      if (pageCache && isShareableRequest(request) && isShareableResponse(response) && isHtml(response)) {
        return withScriptHashes(response, nonce, c.req.path);
      }
      // Development: Vite's HMR scripts carry no nonce, so the page's policy is only reported there.
      return withPagePolicy(response, { nonce }, mode === "development", c.req.path);
    };
    return compressResponse(c.req.raw, await (pageCache ? pageCache.handle(c.req.raw, render) : render(c.req.raw)));
  });
  return app;
}

const isHtml = (response: Response) => response.headers.get("content-type")?.startsWith("text/html") ?? false;

let handle: (req: IncomingMessage, res: ServerResponse) => void;
let closeVite = async () => {};
if (dev) {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ root: siteDir, server: { middlewareMode: true }, appType: "custom" });
  const app = createApp(
    api,
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  const listener = getRequestListener(app.fetch);
  handle = (req, res) => vite.middlewares(req, res, () => void listener(req, res));
  closeVite = () => vite.close();
} else {
  const buildFile = path.join(siteDir, "build", "server", "index.js");
  const build = (await import(buildFile)) as ServerBuild;
  // Anonymous pages from memory (ADR 0011), keyed by the query each page reads (ADR 0024); any
  // content change empties it.
  const pageCache = createPageCache({
    changes: api.deps.changes,
    searchParamsOf: searchParamsOfBuild(build.routes, { manifestPath: build.routeDiscovery.manifestPath }),
  });
  const listener = getRequestListener(createApp(api, () => Promise.resolve(build), "production", pageCache).fetch);
  // The API's own paths skip the site's app (and reach it with the socket, for the client's
  // address); fresh cached pages skip both frameworks.
  const apiListener = getRequestListener(async (request, env) =>
    compressResponse(request, await api.app.fetch(request, env), { remember: true }),
  );
  handle = (req, res) => {
    setNodeSecurityHeaders(req, res, config.trustProxy);
    if (isApiPath(req.url ?? "/")) void apiListener(req, res);
    else if (!pageCache.serveFresh(req, res)) void listener(req, res);
  };
}

// One log line per request, whichever path answers it (issue 23 §5).
const server = createServer((req, res) => {
  logNodeRequest(req, res);
  handle(req, res);
});
// The staff's live channel on the same port (issue 24, ADR 0206): only /admin pages open it.
const staffSocket = await attachStaffSocket(server, api.deps);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // A worker stays quiet: its primary says when all of them listen.
  if (cluster.isWorker) return;
  log.info(`Rihla on http://localhost:${port} (${dev ? "dev" : "production"}, database: ${api.deps.database.kind})`);
});

/** How long answers in progress may take to finish once the server stops (a rolling restart). */
const drainMs = 5000;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Open sockets are upgraded connections the HTTP server would wait for: they go first.
  await staffSocket.close();
  // No new connections; idle ones close now, busy ones after their answer or when time is up.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
  server.closeAllConnections();
  await closeVite();
  await api.close();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());

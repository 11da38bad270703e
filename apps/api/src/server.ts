import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApi } from "./app.ts";
import { attachStaffSocket } from "./modules/realtime/index.ts";
import { startupOrExit } from "./startup.ts";
import { Hono } from "hono";
import { log, requestLog } from "./log.ts";

// The API alone on @hono/node-server. `npm start` at the root serves it together with the site.
const { config, api } = await startupOrExit((config) => createApi(config));
// The server that faces the network logs one line per request (issue 23 §5).
const app = new Hono().use(requestLog()).route("/", api.app);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(`Rihla API on http://localhost:${info.port} (${api.deps.database.kind})`);
});
// serve() makes a node:http server (no http2 options here): the staff socket shares its port.
const staffSocket = await attachStaffSocket(server as Server, api.deps);
const stop = () =>
  void staffSocket.close().then(() => server.close(() => void api.close().then(() => process.exit(0))));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

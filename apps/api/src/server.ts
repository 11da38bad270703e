import { serve } from "@hono/node-server";
import { createApi } from "./app.ts";
import { startupOrExit } from "./startup.ts";

// The API alone on @hono/node-server. `npm start` at the root serves it together with the site.
const { config, api } = await startupOrExit((config) => createApi(config));
const server = serve({ fetch: api.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Rihla API on http://localhost:${info.port} (${api.deps.database.kind})`);
});
const stop = () => server.close(() => void api.close().then(() => process.exit(0)));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { compressResponse } from "../../serve/compress.ts";
import { cspNonce, securityHeaders, setNodeSecurityHeaders, withPagePolicy } from "../../serve/security-headers.ts";

/**
 * The floor page's server (issue 29): the site's server setup for a page rendered per request
 * (apps/site/server.ts: Hono, security headers, a nonce, React Router's handler, compression),
 * without Rihla's API, caches or pages. `npm run bench` builds the app and starts this with PORT.
 */
const build = (await import(path.join(import.meta.dirname, "build/server/index.js"))) as ServerBuild;
const handler = createRequestHandler(build, "production");
const { nonceContext } = build.entry.module as unknown as { nonceContext: Parameters<RouterContextProvider["set"]>[0] };
const app = new Hono();
app.use(securityHeaders({ trustProxy: false }));
app.all("*", async (c) => {
  const context = new RouterContextProvider();
  const nonce = cspNonce(c);
  context.set(nonceContext, nonce);
  const response = withPagePolicy(await handler(c.req.raw, context), { nonce }, false, c.req.path);
  return compressResponse(c.req.raw, response);
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  setNodeSecurityHeaders(req, res, false);
  void listener(req, res);
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`PORT ${(server.address() as { port: number }).port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

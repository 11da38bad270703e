import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/router.ts";
import { log } from "../../log.ts";

export interface HealthAnswer {
  status: "ok" | "degraded";
  db: "pglite" | "postgres";
  version: string;
  /** Worker processes serving this port (`npm start` on PostgreSQL runs one per core; issue 29). */
  workers: number;
}

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    db: z.enum(["pglite", "postgres"]),
    version: z.string(),
    workers: z.number().int().min(0),
  })
  .openapi("Health");

export const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["System"],
  summary: "Liveness and database reachability",
  responses: {
    200: { content: { "application/json": { schema: healthSchema } }, description: "Up" },
    503: { content: { "application/json": { schema: healthSchema } }, description: "Database unreachable" },
  },
});

/** A monitor polls every few seconds, a load balancer maybe every second: one ping per second is plenty. */
const pingEveryMs = 1000;
const lastPing = new WeakMap<object, { at: number; result: Promise<void> }>();

/** The database's ping, shared by every health request within a second (issue 10: on PGlite a
 * query per request would cost more than everything else the answer does). */
function recentPing(database: { ping(): Promise<void> }, now: number): Promise<void> {
  const last = lastPing.get(database);
  if (last && now - last.at < pingEveryMs && now >= last.at) return last.result;
  const result = database.ping();
  result.catch(() => {}); // the awaiting request reports it
  lastPing.set(database, { at: now, result });
  return result;
}

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const { database, version, now, workers } = c.var.deps;
  const answer: HealthAnswer = { status: "ok", db: database.kind, version, workers: workers() };
  try {
    await recentPing(database, now().getTime());
    // With its length declared, this small answer leaves without being read again on the way out
    // (no compression below 1 KB): monitors poll it, so it should cost next to nothing.
    const body = JSON.stringify(answer);
    c.header("Content-Length", String(Buffer.byteLength(body)));
    return c.json(answer, 200);
  } catch (error) {
    log.error({ err: error }, "health: database ping failed");
    return c.json({ ...answer, status: "degraded" } satisfies HealthAnswer, 503);
  }
});

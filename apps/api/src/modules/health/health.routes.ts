import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/router.ts";

export interface HealthAnswer {
  status: "ok" | "degraded";
  db: "pglite" | "postgres";
  version: string;
}

const healthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), db: z.enum(["pglite", "postgres"]), version: z.string() })
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

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const { database, version } = c.var.deps;
  const answer: HealthAnswer = { status: "ok", db: database.kind, version };
  try {
    await database.ping();
    return c.json(answer, 200);
  } catch (error) {
    console.error("health: database ping failed", error);
    return c.json({ ...answer, status: "degraded" } satisfies HealthAnswer, 503);
  }
});

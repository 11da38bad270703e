import { createRoute, z } from "@hono/zod-openapi";

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    db: z.enum(["pglite", "postgres"]),
    version: z.string(),
    /** Worker processes serving this port (`npm start` on PostgreSQL runs one per core; issue 29). */
    workers: z.number().int().min(0),
  })
  .openapi("Health");

export type HealthAnswer = z.infer<typeof healthSchema>;

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

import { Hono } from "hono";
import type { ApiEnv } from "../../app.ts";

export interface HealthAnswer {
  status: "ok" | "degraded";
  db: "pglite" | "postgres";
  version: string;
}

export const healthRoutes = new Hono<ApiEnv>().get("/api/health", async (c) => {
  const { database, version } = c.var.deps;
  const answer: HealthAnswer = { status: "ok", db: database.kind, version };
  try {
    await database.ping();
    return c.json(answer);
  } catch (error) {
    console.error("health: database ping failed", error);
    return c.json({ ...answer, status: "degraded" } satisfies HealthAnswer, 503);
  }
});

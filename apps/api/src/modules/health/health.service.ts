import type { ServiceContext } from "../../http/context.ts";
import { log } from "../../log.ts";
import type { HealthAnswer } from "./health.routes.ts";

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

/** `GET /api/health`: "ok" when the database answers its (shared) ping, else "degraded". */
export async function checkHealth({ ctx }: { ctx: ServiceContext; input?: undefined }): Promise<HealthAnswer> {
  const { database, version, workers } = ctx.deps;
  const answer: HealthAnswer = { status: "ok", db: database.kind, version, workers: workers() };
  try {
    await recentPing(database, ctx.now.getTime());
    return answer;
  } catch (error) {
    log.error({ err: error }, "health: database ping failed");
    return { ...answer, status: "degraded" };
  }
}

import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";
import { count } from "./support/counts.ts";
import { send } from "./support/http.ts";

/**
 * Issue 11, finding 10: a write loop, kill -9 in the middle of it, an immediate restart on the
 * same DATA_DIR. Every restart must be accepted (the dead holder's lock taken over at once) and
 * every write the server acknowledged must be in the database afterwards.
 */
const rounds = 3;
let site: RunningSite | undefined;
afterAll(() => site?.stop());

const env = (dataDir: string) => ({
  RIHLA_ENV: "development",
  PUBLIC_URL: "",
  DATA_DIR: dataDir,
  DEMO_SEED: "off",
  BOT_CHECK: "off",
  RATE_LIMIT_MAX: "1000000",
});

describe("crash and restart", () => {
  it("keeps every acknowledged write through kill -9 and restarts at once", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "rihla-crash-"));
    const acknowledged: string[] = [];
    let refused = 0;
    site = await startSite(env(dataDir));
    for (let round = 0; round < rounds; round++) {
      const running = site;
      let stop = false;
      // Four writers at once, until the kill cuts them off mid-request.
      const writer = async (id: number) => {
        for (let i = 0; !stop; i++) {
          const email = `r${round}-w${id}-${i}@example.com`;
          const answer = await send(running.url, "/api/newsletter-subscriptions", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, locale: "tr" }),
          }).catch(() => undefined);
          if (answer && answer.status >= 200 && answer.status < 300) acknowledged.push(email);
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const exited = new Promise((resolve) => running.process.on("exit", resolve));
      running.process.kill("SIGKILL");
      await exited;
      stop = true;
      await Promise.all(writers);
      // Immediately, no waiting for a lock to go stale.
      try {
        site = await startSite(env(dataDir));
      } catch (error) {
        refused += 1;
        throw error;
      }
    }
    await site.stop();
    site = undefined;
    const db = new PGlite(path.join(dataDir, "pglite"));
    const rows = await db.query<{ email: string }>("select email from newsletter_subscriptions");
    await db.close();
    const stored = new Set(rows.rows.map((row) => row.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    count("acknowledgedWrites", acknowledged.length);
    count("lostWrites", lost.length);
    count("refusedRestarts", refused);
    console.log(`crash: ${rounds} kill -9 rounds, ${acknowledged.length} acknowledged writes, ${lost.length} lost`);
    expect(acknowledged.length).toBeGreaterThan(rounds * 10);
    expect(lost).toEqual([]);
    expect(refused).toBe(0);
  });
});

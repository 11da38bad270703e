import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type RihlaApi } from "../app.ts";
import { createTestApi } from "../testing/test-api.ts";
import { DataKeyMismatchError } from "./field-cipher.ts";

/**
 * Issue 28, finding 11: two processes on one database with their own DATA_DIR each generated
 * their own data key, and every read across them answered 500. The first process stores its
 * key's fingerprint; a process with another key refuses to start, saying what to do, and the
 * first keeps serving. On PostgreSQL (`npm run test:pg`) the second is a real process.
 */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const otherKey = "3c".repeat(32);
const health = async () => (await api.app.request("/api/health")).status;

describe("the data key's fingerprint", () => {
  it("refuses a second API with another key on the same database, and the first keeps serving", async () => {
    await expect(
      createApi({ ...api.deps.config, reservationDataKey: otherKey }, { database: api.deps.database }),
    ).rejects.toThrow(DataKeyMismatchError);
    await expect(
      createApi({ ...api.deps.config, reservationDataKey: otherKey }, { database: api.deps.database }),
    ).rejects.toThrow(/same\s+RESERVATION_DATA_KEY/);
    expect(await health()).toBe(200);
    // The same key is welcome.
    const twin = await createApi(api.deps.config, { database: api.deps.database });
    await twin.close();
    expect(await health()).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a real process with another key exits with the message while this one serves (PostgreSQL)",
    async () => {
      const { database } = api.deps.config;
      if (database.kind !== "postgres") throw new Error("needs PostgreSQL");
      const run = async (key: string) => {
        const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "../server.ts")], {
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            RESERVATION_DATA_KEY: key,
            DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "rihla-key-")),
            PORT: "0",
            HOST: "127.0.0.1",
            RIHLA_ENV: "development",
            DEMO_SEED: "off",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        return new Promise<{ code: number | null; output: string }>((resolve) => {
          const started = setInterval(() => {
            if (/Rihla API on/.test(output)) child.kill("SIGTERM");
          }, 100);
          child.on("exit", (code) => {
            clearInterval(started);
            resolve({ code, output });
          });
        });
      };
      const refused = await run(otherKey);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /rihla: this database's TCKN and passport numbers were encrypted with another data key/,
      );
      expect(await health()).toBe(200);
      // The same key starts (and is stopped by the test once it listens).
      const accepted = await run(api.deps.config.reservationDataKey!);
      expect(accepted.output).toMatch(/Rihla API on/);
    },
    60_000,
  );
});

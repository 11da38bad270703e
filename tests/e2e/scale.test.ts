import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApi, loadConfig, type RihlaApi } from "@rihla/api";
import { asBearer, createUser, signIn } from "@rihla/api/testing/accounts";
import { formatMoney, money, type Currency } from "@rihla/domain";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";

/**
 * Issue 29: several processes on one PostgreSQL behave as one. Process A is one server; process B
 * is `npm start` with two workers (node:cluster). A price changed by a third process through the
 * API a staff member uses (`PATCH /api/admin/departures/{id}`, issue 25's departure editor, whose
 * service commits and then publishes the change) must be on the tour page of A and of both of B's
 * workers within a second (LISTEN/NOTIFY, ADR 0025), though every one of them had the page cached.
 * Runs when TEST_DATABASE_URL names a server where a throwaway database may be created.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("several processes on one PostgreSQL", () => {
  const name = `rihla_scale_${randomBytes(5).toString("hex")}`;
  // Secrets that must match across processes (the data key encrypts what another process reads).
  const shared = {
    ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
    RESERVATION_DATA_KEY: randomBytes(32).toString("hex"),
  };
  let databaseUrl: string;
  let a: RunningSite;
  let b: RunningSite;
  let writer: RihlaApi;
  let writerDir: string;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  // Slow by design: a seed and three processes (two of them workers of one) on a busy machine.
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const seed = spawnSync("npm", ["run", "db:seed"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    expect(seed.status, seed.stderr).toBe(0);
    [a, b] = await Promise.all([
      startSite({ DATABASE_URL: databaseUrl, ...shared }),
      startSite({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2", ...shared }, { script: "scripts/start.ts" }),
    ]);
    writerDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-writer-"));
    writer = await createApi(
      loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: writerDir, DEMO_SEED: "off", ...shared }),
    );
  }, 300_000);
  afterAll(async () => {
    await writer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await admin(`drop database if exists ${name} with (force)`);
    if (writerDir) await fs.rm(writerDir, { recursive: true, force: true });
  });

  it("says how many workers serve", async () => {
    const health = async (site: RunningSite) => (await fetch(`${site.url}/api/health`)).json();
    expect(await health(a)).toMatchObject({ status: "ok", db: "postgres", workers: 1 });
    expect(await health(b)).toMatchObject({ status: "ok", db: "postgres", workers: 2 });
  });

  it("shows a changed price on every process within a second", async () => {
    const list = (await (await fetch(`${a.url}/api/tours?list=umrah-tours&locale=en`)).json()) as {
      items: { slug: string }[];
    };
    const slug = list.items[0]!.slug;
    const tour = (await (await fetch(`${a.url}/api/tours/${slug}?locale=en`)).json()) as {
      id: number;
      departures: { id: number; prices: ({ currency: Currency; amount: number } & Record<string, unknown>)[] }[];
    };
    const departure = tour.departures[0]!;
    const amount = 777_777;
    const newPrices = [...new Set(departure.prices.map((price) => price.currency))].map((currency) =>
      formatMoney(money(amount, currency), "en"),
    );
    expect(newPrices.length).toBeGreaterThan(0);
    const page = `/en/tour/${slug}`;
    const shows = async (site: RunningSite) => {
      const response = await fetch(`${site.url}${page}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      return { cache: response.headers.get("x-cache"), changed: newPrices.some((text) => html.includes(text)) };
    };
    // Every process (and each of B's workers) has the old page in its cache.
    for (const site of [a, b, b, b, b]) await shows(site);
    const before = await Promise.all([shows(a), shows(b), shows(b), shows(b)]);
    expect(before.map((answer) => answer.changed)).toEqual([false, false, false, false]);
    expect(before.filter((answer) => answer.cache === "hit").length).toBeGreaterThan(0);

    // A staff member of the third process changes the adult price of every room of the departure.
    const staff = await signIn(writer, (await createUser(writer, { isAdmin: true })).email);
    const changed = await writer.app.request(
      `/api/admin/departures/${departure.id}`,
      asBearer(staff, {
        method: "PATCH",
        body: JSON.stringify({
          // The high-season price may not be below the adult one (the editor's rule).
          prices: departure.prices.map((price) => ({
            ...price,
            amount,
            highAmount: typeof price.highAmount === "number" ? Math.max(price.highAmount, amount) : null,
          })),
        }),
      }),
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    const published = performance.now();

    // Every 100 ms for 2 s: one request to A and two to B (its workers take turns). For each process,
    // the bound is the start of the earliest request from which on every answer shows the new price
    // (when the answer came back is the render's time, not the change's).
    const answers: { site: "a" | "b"; startedMs: number; changed: boolean }[] = [];
    const asked: Promise<void>[] = [];
    for (let round = 0; round < 20; round++) {
      for (const [label, site] of [
        ["a", a],
        ["b", b],
        ["b", b],
      ] as const) {
        const startedMs = performance.now() - published;
        asked.push(shows(site).then(({ changed }) => void answers.push({ site: label, startedMs, changed })));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(asked);
    const boundOf = (label: "a" | "b") => {
      const mine = answers.filter((answer) => answer.site === label).sort((x, y) => x.startedMs - y.startedMs);
      const lastOld = mine.findLastIndex((answer) => !answer.changed);
      return lastOld === mine.length - 1 ? Number.POSITIVE_INFINITY : (mine[lastOld + 1]?.startedMs ?? 0);
    };
    const elapsed = Math.max(boundOf("a"), boundOf("b"));
    console.log(
      `scale: every request to either process from ${Math.round(elapsed)} ms after the change on saw the new price`,
    );
    expect(elapsed).toBeLessThan(1000);
  });
});

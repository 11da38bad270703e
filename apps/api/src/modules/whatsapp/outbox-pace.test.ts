import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsAppMessages } from "../../db/schema.ts";
import { DatabaseLimiter } from "../../http/limiter.ts";
import type { RihlaApi } from "../../index.ts";
import { createTestApi } from "../../testing/test-api.ts";
import { startWhatsAppCloud, type WhatsAppCloud } from "../../testing/whatsapp-cloud.ts";
import { createWhatsAppOutbox } from "./outbox.ts";

let cloud: WhatsAppCloud;
let api: RihlaApi;

beforeAll(async () => {
  cloud = await startWhatsAppCloud();
  api = await createTestApi({ whatsApp: cloud.config }, { whatsAppPollMs: 3_600_000 });
});

afterAll(async () => {
  await api?.close();
  await cloud?.close();
});

describe("the provider's rate, shared by every process", () => {
  it("two outboxes on one database send 40 messages at no more than 5 a second together", async () => {
    const db = api.deps.database.db;
    const now = new Date();
    await db.insert(whatsAppMessages).values(
      Array.from({ length: 40 }, (_, i) => ({
        direction: "OUT" as const,
        phone: `9053200${String(i).padStart(5, "0")}`,
        text: `message ${i}`,
        status: "QUEUED" as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    cloud.requests.length = 0;
    // Two processes: each its own outbox and its own limiter object, one table between them.
    const outbox = () =>
      createWhatsAppOutbox({
        db,
        config: cloud.config,
        now: () => new Date(),
        pollMs: 3_600_000,
        perSecond: 5,
        limiter: new DatabaseLimiter({ db, max: 5, windowMs: 1000, now: Date.now, longestWindowMs: 86_400_000 }),
      });
    const started = Date.now();
    const [first, second] = [outbox(), outbox()];
    await Promise.all([first.flush(), second.flush()]);
    const elapsed = Date.now() - started;
    await Promise.all([first.close(), second.close()]);

    const texts = cloud.requests.map((request) => (request.body as { text?: { body?: string } }).text?.body);
    expect(new Set(texts).size).toBe(40);
    expect(texts).toHaveLength(40);
    // 40 sends, at most 5 in each second of the wall clock: eight windows, so more than 6 s from
    // the first to the last. Each process alone would pace its 20 at 5 a second: about 4 s.
    expect(elapsed).toBeGreaterThan(6_000);
  }, 30_000);
});

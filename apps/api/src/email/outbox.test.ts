import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { mailOutbox } from "../db/schema.ts";
import { createUser } from "../testing/accounts.ts";
import { linkIn, startMailbox, type Mailbox } from "../testing/mailbox.ts";
import { createTestApi, testNow } from "../testing/test-api.ts";
import { createMailer } from "./mailer.ts";

/** Issue 11, finding 8: mails leave through a durable outbox, retried over SMTP outages and restarts. */
const forgot = (api: RihlaApi, email: string) =>
  api.app.request("/api/auth/forgot-password", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.9" },
    body: JSON.stringify({ email, locale: "en" }),
  });

const smtpMailer = (url: string) =>
  createMailer({ smtpUrl: url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });

/** A port where nothing listens yet: the SMTP server is "down" until a mailbox is opened on it. */
async function downSmtpPort(): Promise<number> {
  const mailbox = await startMailbox();
  const port = Number(new URL(mailbox.url).port);
  await mailbox.close();
  return port;
}

describe("mail outbox", () => {
  let clock = testNow;
  let mailbox: Mailbox | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-outbox-"));
  });
  afterAll(async () => {
    await mailbox?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("answers without SMTP, keeps the mail while SMTP is down and sends it on a later attempt", async () => {
    const port = await downSmtpPort();
    const api = await createTestApi({}, { mailer: smtpMailer(`smtp://127.0.0.1:${port}`), now: () => clock });
    try {
      const user = await createUser(api, { email: "outage@example.com" });
      expect((await forgot(api, user.email)).status).toBe(202);
      await api.deps.outbox.flush();
      const db = api.deps.database.db;
      const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(failed).toMatchObject({ kind: "resetPassword", attempts: 1, sentAt: null });
      expect(failed!.lastError).toMatch(/SMTP delivery/);
      // The first retry is due 30 s later (retryDelayMs(1)); before that nothing is tried.
      expect(failed!.nextAttemptAt.getTime()).toBe(testNow.getTime() + 30_000);

      mailbox = await startMailbox(port);
      clock = new Date(testNow.getTime() + 29_000);
      await api.deps.outbox.flush();
      expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))[0]!.attempts).toBe(1);

      clock = new Date(testNow.getTime() + 31_000);
      const arriving = mailbox.next(user.email, 10_000);
      await api.deps.outbox.flush();
      const mail = await arriving;
      expect(linkIn(mail, "http://localhost/en/user/setPassword?token=")).toBeTruthy();
      const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(sent).toMatchObject({ attempts: 2, text: "", html: "" });
      expect(sent!.sentAt).toEqual(clock);
    } finally {
      await api.close();
      await mailbox?.close();
      mailbox = undefined;
    }
  }, 240_000);

  it("sends after a restart a mail written before it", async () => {
    const port = await downSmtpPort();
    const database = { kind: "pglite" as const, dataDir: path.join(dataDir, "db") };
    clock = testNow;
    const first = await createTestApi(
      { database, dataDir },
      { mailer: smtpMailer(`smtp://127.0.0.1:${port}`), now: () => clock },
    );
    let email: string;
    try {
      email = (await createUser(first, { email: "restart@example.com" })).email;
      expect((await forgot(first, email)).status).toBe(202);
      await first.deps.outbox.flush();
    } finally {
      await first.close();
    }
    mailbox = await startMailbox(port);
    const arriving = mailbox.next(email, 10_000);
    clock = new Date(testNow.getTime() + 60_000);
    const second = await createTestApi({ database, dataDir }, { mailer: smtpMailer(mailbox.url), now: () => clock });
    try {
      // Nothing is asked of the new process: its worker finds the row at start.
      const mail = await arriving;
      expect(linkIn(mail, "http://localhost/en/user/setPassword?token=")).toBeTruthy();
      await second.deps.outbox.flush();
      const [row] = await second.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row).toMatchObject({ attempts: 2, lastError: null });
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await second.close();
    }
  }, 240_000);
});

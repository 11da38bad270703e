import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { signIn } from "../testing/accounts.ts";
import { createTestApi } from "../testing/test-api.ts";
import { demoAccounts, demoPassword } from "./accounts.ts";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});
const embedded = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-demo-"));
  folders.push(dir);
  return { kind: "pglite" as const, dataDir: path.join(dir, "pglite") };
};

// Each test seeds a whole demo database (tours, departures, pages, images): on a busy two-core CI
// machine that alone can pass the default 30 s, so these tests get the seeding hooks' budget.
const seeding = { timeout: 120_000 };

describe("demo accounts", seeding, () => {
  it("exist in demo mode (embedded database, not production), one per role, all able to sign in", async () => {
    const api = await createTestApi({ database: await embedded(), demoSeed: "auto", env: "development" });
    try {
      const seen = [];
      for (const account of demoAccounts) {
        const session = await signIn(api, account.email, demoPassword);
        const me = (await (
          await api.app.request("/api/custom/me", { headers: { authorization: `Bearer ${session.token}` } })
        ).json()) as { user: { role: string; isAdmin: boolean; hasAccountingRole: boolean } };
        seen.push([account.email, me.user.role, me.user.isAdmin, me.user.hasAccountingRole]);
      }
      expect(seen).toEqual([
        ["customer@rihla.example", "Customer", false, false],
        ["agent@rihla.example", "Agent", false, false],
        ["admin@rihla.example", "Customer", true, false],
        ["muhasebe@rihla.example", "Customer", true, true],
        ["master@rihla.example", "Master", true, true],
      ]);
    } finally {
      await api.close();
    }
  });

  it("never exist in production mode", async () => {
    const api = await createTestApi({ database: await embedded(), demoSeed: "auto", env: "production" });
    try {
      expect(await api.deps.database.db.select().from(users)).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

describe("members' FAQ page", seeding, () => {
  it("answers /api/page/find?slug=sss in both locales with its FAQ", async () => {
    const api = await createTestApi({}, { seed: true });
    try {
      for (const locale of ["tr", "en"] as const) {
        const response = await api.app.request(`/api/page/find?locale=${locale}&slug=sss`);
        expect(response.status).toBe(200);
        const page = (await response.json()) as { faq: Array<{ question: string; answer: string }>; locale: string };
        expect(page.locale).toBe(locale);
        expect(page.faq).toHaveLength(5);
        expect(page.faq[0]!.question).toBe(
          locale === "tr" ? "Hesabımı nasıl etkinleştiririm?" : "How do I activate my account?",
        );
      }
    } finally {
      await api.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { createUser } from "../testing/accounts.ts";
import { MemoryMailer } from "../testing/memory-mailer.ts";
import { createTestApi } from "../testing/test-api.ts";

/** Issue 11, finding 2: e-mail links never follow the Host header. */
const mailer = new MemoryMailer();
let api: RihlaApi;
let configured: RihlaApi;
const configuredMailer = new MemoryMailer();
beforeAll(async () => {
  api = await createTestApi({ port: 3000 }, { mailer });
  configured = await createTestApi({ publicUrl: "https://rihla.example" }, { mailer: configuredMailer });
});
afterAll(async () => {
  await api.close();
  await configured.close();
});

const forgot = async (target: RihlaApi, base: string, email: string) => {
  const response = await target.app.request(`${base}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.4" },
    body: JSON.stringify({ email }),
  });
  // The mail leaves through the outbox worker after the answer (issue 11).
  await target.deps.outbox.flush();
  return response;
};

describe("links in e-mails", () => {
  it.each(["http://evil.example", "http://127.0.0.1:6666", "http://localhost:6666", "http://[::1]:6666"])(
    "without PUBLIC_URL point at the server's own listen origin, not at Host %s (issue 28, finding 13)",
    async (host) => {
      const user = await createUser(api);
      expect((await forgot(api, host, user.email)).status).toBe(202);
      expect(new URL(mailer.linkTo(user.email)!).origin).toBe("http://localhost:3000");
    },
  );

  it("always use PUBLIC_URL when it is set", async () => {
    const user = await createUser(configured, { email: "victim@example.com" });
    expect((await forgot(configured, "http://evil.example", user.email)).status).toBe(202);
    expect(new URL(configuredMailer.linkTo(user.email)!).origin).toBe("https://rihla.example");
  });

  it("production refuses to start without PUBLIC_URL", () => {
    const production = {
      RIHLA_ENV: "production",
      ALTCHA_HMAC_KEY: "k".repeat(32),
      RESERVATION_DATA_KEY: "ab".repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: "https://rihla.example" }).publicUrl).toBe("https://rihla.example");
  });
});

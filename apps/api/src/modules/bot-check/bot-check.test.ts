/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

const altchaOn = { enabled: true, altcha: { hmacKey: "k".repeat(32), cost: 1, maxCounter: 40 }, recaptcha: undefined };
let ipCounter = 0;
const post = async (api: RihlaApi, url: string, body: Record<string, unknown>) => {
  const response = await api.app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.0.${++ipCounter}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

const forms: Array<[string, Record<string, unknown>, number]> = [
  [
    "/api/auth/signup",
    {
      firstName: "A",
      surname: "B",
      email: "bot@example.com",
      phone: "05321234567",
      password: "Umre2026!",
      passwordConfirm: "Umre2026!",
    },
    202,
  ],
  ["/api/auth/forgot-password", { email: "bot@example.com" }, 202],
  [
    "/api/contact-requests",
    { name: "A", subject: "S", mobile: "05321234567", email: "a@example.com", message: "Merhaba" },
    201,
  ],
  ["/api/information-requests", { name: "A", phone: "05321234567" }, 201],
];

describe("ALTCHA (default)", () => {
  let api: RihlaApi;
  beforeAll(async () => {
    api = await createTestApi({ botCheck: altchaOn });
  });
  afterAll(() => api.close());

  const solved = async () => {
    const response = await api.app.request("/api/altcha/challenge");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    const solution = await solveChallenge({ challenge, deriveKey });
    return btoa(JSON.stringify({ challenge, solution }));
  };

  it.each(forms)("%s needs a solved, unused challenge", async (url, body, success) => {
    expect(await post(api, url, body)).toMatchObject({ status: 400, body: { error: { code: "BOT_CHECK_FAILED" } } });
    expect((await post(api, url, { ...body, altcha: "bm90IGpzb24=" })).body.error.code).toBe("BOT_CHECK_FAILED");
    const payload = await solved();
    expect((await post(api, url, { ...body, altcha: payload })).status).toBe(success);
    expect((await post(api, url, { ...body, altcha: payload })).body.error.code).toBe("BOT_CHECK_FAILED");
  });

  it("rejects a solution to a challenge signed with another key", async () => {
    const other = await createTestApi({
      botCheck: { ...altchaOn, altcha: { ...altchaOn.altcha, hmacKey: "z".repeat(32) } },
    });
    try {
      const challenge = (await (await other.app.request("/api/altcha/challenge")).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const forged = btoa(JSON.stringify({ challenge, solution }));
      expect((await post(api, "/api/auth/forgot-password", { email: "a@example.com", altcha: forged })).status).toBe(
        400,
      );
    } finally {
      await other.close();
    }
  });

  it("checks fields first, so a form with field errors does not spend the solution", async () => {
    const payload = await solved();
    expect((await post(api, "/api/auth/forgot-password", { email: "nope", altcha: payload })).body.error.code).toBe(
      "VALIDATION_FAILED",
    );
    expect((await post(api, "/api/auth/forgot-password", { email: "a@example.com", altcha: payload })).status).toBe(
      202,
    );
  });

  it("leaves the newsletter without a bot check (double opt-in and the rate limit guard it)", async () => {
    expect((await post(api, "/api/newsletter-subscriptions", { email: "n@example.com" })).status).toBe(202);
  });
});

describe("reCAPTCHA v3 when RECAPTCHA_SECRET is set", () => {
  const seen: URLSearchParams[] = [];
  let server: http.Server;
  let api: RihlaApi;
  beforeAll(async () => {
    // A local server speaking the siteverify protocol: form-encoded secret/response/remoteip in, JSON out.
    server = http.createServer((request, response) => {
      let data = "";
      request.on("data", (chunk: Buffer) => (data += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(data);
        seen.push(form);
        const token = form.get("response");
        const good = form.get("secret") === "test-secret";
        const answer =
          !good || token === "bad"
            ? { success: false, "error-codes": ["invalid-input-response"] }
            : {
                success: true,
                score: token === "low" ? 0.1 : 0.9,
                action: token === "login" ? "login" : "submit",
                hostname: "localhost",
                challenge_ts: new Date().toISOString(),
              };
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    api = await createTestApi({
      botCheck: {
        ...altchaOn,
        recaptcha: {
          secret: "test-secret",
          siteKey: "test-site-key",
          verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
          minScore: 0.5,
        },
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("accepts a good token with action submit and refuses low scores, other actions, bad and missing tokens", async () => {
    const body = forms[2]![1];
    expect((await post(api, "/api/contact-requests", { ...body, recaptchaToken: "good" })).status).toBe(201);
    expect(seen.at(-1)?.get("secret")).toBe("test-secret");
    expect(seen.at(-1)?.get("remoteip")).toMatch(/^198\.18\.0\./);
    for (const token of ["low", "login", "bad"]) {
      expect((await post(api, "/api/contact-requests", { ...body, recaptchaToken: token })).body.error.code).toBe(
        "BOT_CHECK_FAILED",
      );
    }
    const calls = seen.length;
    expect((await post(api, "/api/contact-requests", body)).body.error.code).toBe("BOT_CHECK_FAILED");
    expect(seen.length).toBe(calls);
  });
});

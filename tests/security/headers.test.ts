import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { send, type RawAnswer } from "./support/http.ts";

/** Issue 11, finding 7: security headers on every response — pages, API answers, static files. */
let site: RunningSite;
let proxied: RunningSite;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  proxied = await startSite({ TRUST_PROXY: "true", PUBLIC_URL: "https://rihla.example" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await proxied?.stop();
});

const asset = readdirSync(path.resolve(import.meta.dirname, "../../apps/site/build/client/assets")).find((file) =>
  file.endsWith(".js"),
);

/**
 * Pages allow only their own scripts: a page rendered per request by its nonce, a page from the
 * shared cache by the hashes of its inline scripts (issue 28, finding 12); every other answer
 * (API, files) allows no script at all (`default-src 'none'`, no script-src).
 */
function expectHardened(answer: RawAnswer, kind: "page" | "resource" = "page") {
  const csp = String(answer.headers["content-security-policy"]);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/base-uri 'none'/);
  if (kind === "page") {
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(
      /script-src (?:'nonce-[A-Za-z0-9+/=]{22,}' |(?:'sha256-[A-Za-z0-9+/=]{44}' )+)'strict-dynamic'/,
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  } else {
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toMatch(/script-src/);
  }
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["permissions-policy"]).toMatch(/camera=\(\)/);
}

const kinds = [
  ["an HTML page", "/", "page"],
  ["an English account page", "/en/user/login", "page"],
  ["a 404 page", "/no-such-page", "page"],
  ["an API answer", "/api/site?locale=tr", "resource"],
  ["an API error", "/api/tours/a%00b", "resource"],
  ["the API reference", "/api/docs", "resource"],
  ["a hashed static file", `/assets/${asset}`, "resource"],
  ["a public file", "/favicon.svg", "resource"],
] as const;

describe("security headers", () => {
  it.each(kinds)("on %s", async (_kind, target, kind) => {
    // Twice: the second answer of a page comes from the page cache's fast path (before Hono).
    for (const round of [1, 2]) {
      const answer = await send(site.url, target);
      expect(answer.status, `round ${round}`).toBeLessThan(500);
      expectHardened(answer, kind);
      // Plain http: no HSTS.
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("a cached page carries no nonce: its inline scripts are allowed by their hashes (issue 28, finding 12)", async () => {
    // A nonce in cached HTML would be the same for every visitor for as long as the entry lives.
    const first = await send(site.url, "/en");
    const cached = await send(site.url, "/en");
    expect(cached.headers["x-cache"]).toBe("hit");
    for (const answer of [first, cached]) {
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp).not.toMatch(/'nonce-/);
      expect(answer.body).not.toMatch(/\snonce=/);
      const inline = [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        // JSON-LD is data, never run: CSP does not apply to it.
        .filter((match) => !match[1]!.includes("application/ld+json"))
        .map((match) => match[2]!);
      expect(inline.length).toBeGreaterThan(2);
      const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
      // Each script is allowed by its own hash, computed here from the bytes received.
      const hashes = inline.map((script) => createHash("sha256").update(script).digest("base64"));
      expect(new Set(allowed)).toEqual(new Set(hashes));
    }
  });

  it("a page rendered per visitor (never cached) matches its header's nonce on every answer", async () => {
    // A visitor with a private cookie (here the referral code) never gets or fills a shared entry.
    const nonces = new Set<string>();
    for (const target of ["/user/login", "/user/login"]) {
      const answer = await send(site.url, target, { headers: { cookie: "rihla_ref=ayse" } });
      expect(answer.headers["x-cache"]).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      const tags = [...answer.body.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        // JSON-LD is data, never run: CSP does not apply to it.
        .filter((tag) => !tag.includes("application/ld+json"));
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it("a fresh nonce per render, and every inline script carries it", async () => {
    // A page no one shares (it sets a cookie, so it never enters the page cache) renders per request.
    const [first, second] = [await send(site.url, "/?ref=render1"), await send(site.url, "/?ref=render2")];
    expect(first.headers["set-cookie"]).toBeDefined();
    const nonceOf = (answer: RawAnswer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      // JSON-LD is data, never run: CSP does not apply to it.
      .filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(first)}"`);
  });

  it("HSTS behind a trusted proxy that saw https, not over plain http", async () => {
    const https = await send(proxied.url, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    expectHardened(https);
    const api = await send(proxied.url, "/api/site?locale=tr", { headers: { "x-forwarded-proto": "https" } });
    expect(api.headers["strict-transport-security"]).toMatch(/max-age=/);
    expectHardened(api, "resource");
    const plain = await send(proxied.url, "/", { headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY the header is the client's word: ignored.
    const forged = await send(site.url, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });

  it("the enforced CSP breaks nothing: pages hydrate in Chromium without a violation", async () => {
    // Cached pages (their scripts allowed by hashes) and a page rendered per visitor (by its nonce).
    for (const target of ["/", "/en/user/login", "/user/signUp", "/tour/umre-turlari?ref=ayse"]) {
      const guarded = await guardedContext(browser);
      const page = await guarded.context.newPage();
      const violations: string[] = [];
      await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      const response = await page.goto(`${site.url}${target}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      // Hydrated: React Router's client took over the document.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      // Not even zod's probe for eval (packages/domain/src/schemas/zod.ts turns it off).
      expect(violations).toEqual([]);
      expect(guarded.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
      await guarded.context.close();
    }
  });

  it("a page cannot be framed by another site", async () => {
    const guarded = await guardedContext(browser);
    const page = await guarded.context.newPage();
    await page.setContent(`<iframe id="f" src="${site.url}/user/settings"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((candidate) => candidate.url().includes("/user/"));
    // Blocked frames stay on an error document: nothing of the site renders inside.
    const rendered = frame
      ? await frame.evaluate(() => document.querySelector("main") !== null).catch(() => false)
      : false;
    expect(rendered).toBe(false);
    await guarded.context.close();
  });
});

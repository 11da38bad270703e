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
 * Pages allow only scripts with their nonce; every other answer (API, files) allows no script at
 * all (`default-src 'none'`, no script-src).
 */
function expectHardened(answer: RawAnswer, kind: "page" | "resource" = "page") {
  const csp = String(answer.headers["content-security-policy"]);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/base-uri 'none'/);
  if (kind === "page") {
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/);
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

  it("a cached page keeps the nonce it was rendered with in its header and its scripts", async () => {
    const nonceOf = (answer: RawAnswer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
    const first = await send(site.url, "/en");
    const cached = await send(site.url, "/en");
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(nonceOf(cached)).toBe(nonceOf(first));
    const scripts = [...cached.body.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      // JSON-LD is data, never run: CSP does not apply to it.
      .filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(cached)}"`);
  });

  it("an account page (not cached) matches its header's nonce on every answer", async () => {
    for (const target of ["/user/login", "/user/login"]) {
      const answer = await send(site.url, target);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      const tags = [...answer.body.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        // JSON-LD is data, never run: CSP does not apply to it.
        .filter((tag) => !tag.includes("application/ld+json"));
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("a fresh nonce per render, and every inline script carries it", async () => {
    // Two addresses are two renders (the page cache keys by URL).
    const [first, second] = [await send(site.url, "/?render=1"), await send(site.url, "/?render=2")];
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
    for (const target of ["/", "/en/user/login", "/user/signUp"]) {
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

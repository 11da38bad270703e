import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 13, whole-site behaviour (spec §2, §4, §9, KVKK): a newer build makes the next navigation
// a full page load; a chunk-loading failure reloads at most once per 10 seconds; the analytics
// tag loads only after consent, and the choice is remembered. Texts are written out here.

const tagId = "G-RIHLATEST1";
const tagUrl = `https://www.googletagmanager.com/gtag/js?id=${tagId}`;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development", ANALYTICS_TAG_ID: tagId });
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function hydrated(page: Page) {
  await page.locator(".site-header-host[data-session]").first().waitFor();
}

/** Full page loads (document requests) of a path. */
function documentLoads(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

describe("new build detection (spec §4)", () => {
  it("navigates in the page while the build is current, and loads the next page anew once a newer build is live", async () => {
    const { context, consoleErrors } = await guardedContext(browser);
    const page = await context.newPage();
    const documents = documentLoads(page);
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await hydrated(page);

    // The server answers the build this page runs.
    const running = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
    );
    const answer = (await (await fetch(`${site.url}/__build`)).json()) as { buildId: string };
    expect(answer.buildId).toBe(running);

    // Same build: a client-side navigation, no new document.
    await page.locator('a[href="/user/signUp"]').first().click();
    await page.waitForURL(/\/user\/signUp$/);
    expect(documents).toEqual(["/user/login"]);

    // A newer build goes live: the poll (run when the page becomes visible) sees another id.
    await page.route("**/__build", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ buildId: "a-newer-build" }) }),
    );
    const polled = page.waitForResponse((response) => response.url().endsWith("/__build"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await polled;
    await page.locator('a[href="/user/login"]').first().click();
    await page.waitForURL(/\/user\/login$/);
    await page.waitForLoadState("load");
    expect(documents).toEqual(["/user/login", "/user/login"]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("route change (spec §2)", () => {
  it("shows the new page from its top after a client-side navigation", async () => {
    const { context } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await hydrated(page);
    // A tall page scrolled far down; the link is clicked where it is (no scrolling to it).
    await page.evaluate(() => {
      document.body.style.minHeight = "6000px";
      window.scrollTo(0, 3000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.evaluate(() => (document.querySelector('a[href="/user/signUp"]') as HTMLAnchorElement).click());
    await page.waitForURL(/\/user\/signUp$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("shows the hash anchor's section after a client-side navigation to a path with a hash", async () => {
    // The help centre's last topic: far enough down that reaching it takes a scroll.
    const help = await (await fetch(`${site.url}/yardim`)).text();
    const topics = [...help.matchAll(/<section id="(topic-[\w-]+)"/g)].map((match) => match[1]!);
    expect(topics.length).toBeGreaterThanOrEqual(3);
    const anchor = topics.at(-1)!;
    const { context } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await hydrated(page);
    const documents = documentLoads(page);
    // What a <Link to="/yardim#topic-…"> does: the router navigates in the page.
    await page.evaluate(
      (target) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
        ).__reactRouterDataRouter.navigate(target),
      `/yardim#${anchor}`,
    );
    await page.waitForURL(new RegExp(`/yardim#${anchor}$`));
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), anchor))
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(
      await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, anchor),
    ).toBeGreaterThanOrEqual(-1);
    expect(documents).toEqual([]);
    await context.close();
  });
});

describe("chunk-loading failure (spec §9)", () => {
  it("reloads the page once, and not again within 10 seconds", async () => {
    const { context } = await guardedContext(browser);
    const page = await context.newPage();
    const documents = documentLoads(page);
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await hydrated(page);
    const fail = () => page.evaluate(() => window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })));

    const reloaded = page.waitForEvent("load");
    await fail();
    await reloaded;
    await hydrated(page);
    expect(documents).toEqual(["/user/login", "/user/login"]);

    // A second failure right after: no second reload (the page keeps its state).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await fail();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(documents).toHaveLength(2);
    await context.close();
  });
});

describe("consent and analytics (KVKK)", () => {
  it("loads nothing before an answer and nothing after declining; the choice is remembered", async () => {
    const { context, externalRequests } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await hydrated(page);
    const banner = page.getByTestId("consent-banner");
    await banner.waitFor();
    expect(externalRequests).toEqual([]);
    await page.getByRole("button", { name: "Reddet" }).click();
    await banner.waitFor({ state: "detached" });
    expect((await context.cookies()).find((cookie) => cookie.name === "rihla_consent")?.value).toBe("denied");
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("loads the configured tag after accepting, and again on the next visit without asking", async () => {
    const { context, externalRequests } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/en`, { waitUntil: "networkidle" });
    await hydrated(page);
    await page.getByTestId("consent-banner").waitFor();
    expect(externalRequests).toEqual([]);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => externalRequests).toEqual([tagUrl]);
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await expect.poll(() => externalRequests).toEqual([tagUrl, tagUrl]);
    expect(await page.getByTestId("consent-banner").count()).toBe(0);
    await context.close();
  });
});

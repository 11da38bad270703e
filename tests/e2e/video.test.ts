import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { todayInIstanbul, type Locale } from "@rihla/domain";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTourCatalogue } from "../../apps/api/src/seed/content/tours.ts";
import { axeViolations, guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 12: a tour's video loads nothing from outside until the visitor clicks its facade. The
// demo seed holds no video (a made-up id would show a stranger's film), so this test gives one
// tour a video in the database between two starts, as an agency's editor would.

const videoId = "dQw4w9WgXcQ";
const tour = buildTourCatalogue({ today: todayInIstanbul(new Date()), hotelNames: {} })[0]!;
const texts = {
  tr: {
    prefix: "",
    play: "Videoyu oynat",
    notice: "Video YouTube üzerinden oynatılır; tıklayana kadar hiçbir şey yüklenmez.",
  },
  en: { prefix: "/en", play: "Play the video", notice: "The video plays from YouTube; nothing loads until you click." },
} as const;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  // The second start opens the same database: it needs the key that encrypted it (issue 28's
  // data-key fingerprint refuses another one).
  const key = { RESERVATION_DATA_KEY: randomBytes(32).toString("hex") };
  const first = await startSite(key);
  await first.stop();
  const db = new PGlite(path.join(first.dataDir, "pglite"));
  const updated = await db.query("update tours set video_url = $1 where key = $2", [
    `https://youtu.be/${videoId}`,
    tour.key,
  ]);
  await db.close();
  expect(updated.affectedRows).toBe(1);
  site = await startSite({ ...key, DATA_DIR: first.dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(["tr", "en"] as const)("a tour's video in %s", (locale: Locale) => {
  const t = texts[locale];
  const tourPath = `${t.prefix}/tour/${tour.translations[locale].slug}`;

  it("shows a local facade, and only the click loads YouTube's privacy-enhanced player", async () => {
    const { context, consoleErrors, externalRequests } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}${tourPath}`);
    await page.locator(".site-header-host[data-session]").first().waitFor();
    await page.waitForLoadState("networkidle");

    const section = page.locator('section[aria-labelledby="video-title"]');
    const facade = section.getByRole("link", { name: t.play });
    expect(await facade.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    expect(await section.getByText(t.notice).count()).toBe(1);
    expect(await section.locator("img").getAttribute("src")).toMatch(/^\/img\//);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(externalRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await facade.click();
    const player = section.locator("iframe");
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`);
    expect(await player.getAttribute("title")).toBe(tour.translations[locale].title);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    // The CSP let the frame ask for the player (the guard then stopped it at the edge of localhost).
    await expect
      .poll(() => externalRequests.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")))
      .toBe(true);
    expect(externalRequests.filter((url) => !url.startsWith("https://www.youtube-nocookie.com/"))).toEqual([]);
    expect(consoleErrors.filter((text) => !/youtube-nocookie|ERR_FAILED|net::/.test(text))).toEqual([]);
    await context.close();
  });

  it("is a plain link to the video's page without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}${tourPath}`);
    expect(response?.status()).toBe(200);
    const facade = page.locator('section[aria-labelledby="video-title"]').getByRole("link", { name: t.play });
    expect(await facade.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    expect(await page.locator("iframe").count()).toBe(0);
    await context.close();
  });
});

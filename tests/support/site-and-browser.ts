import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startSite, type RunningSite } from "./server.ts";

/**
 * The production site and Debian's Chromium for one test file: started before its tests, both
 * stopped after them. The fields are set once `beforeAll` has run, so read them inside tests.
 */
export function siteAndBrowser(): { site: RunningSite; browser: Browser } {
  const running = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    running.site = await startSite();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}

import axe from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import chromiumArgs from "./chromium-args.json" with { type: "json" };

/** Debian's Chromium; Playwright's own browser download is not reachable here. The flags (shared
 * with the Storybook test-runner) keep it off the network and let it run as root. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

export interface GuardedContext {
  context: BrowserContext;
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[];
  /** Requests that tried to leave localhost (they are aborted). */
  externalRequests: string[];
}

/**
 * A browser context that records console errors and blocks (and records) every request that
 * would leave the machine, so a test can assert both lists are empty.
 */
export async function guardedContext(
  browser: Browser,
  options: { ignoreConsole?: RegExp[] } = {},
): Promise<GuardedContext> {
  const context = await browser.newContext();
  const consoleErrors: string[] = [];
  const externalRequests: string[] = [];
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) || url.protocol === "data:";
    if (local) return route.continue();
    externalRequests.push(url.toString());
    return route.abort();
  });
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (options.ignoreConsole?.some((pattern) => pattern.test(text))) return;
      consoleErrors.push(text);
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
  });
  return { context, consoleErrors, externalRequests };
}

/** axe's WCAG 2 A/AA violations on the page, as 'rule: target' lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page as it settles: a dialog fading in is half transparent, and axe would measure
  // its text's contrast mid-animation (it did, on an idle machine, for every ConfirmDialog).
  // Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, configureAxe, injectAxe } from "axe-playwright";
import { toMatchImageSnapshot } from "jest-image-snapshot";
import path from "node:path";

/**
 * Every story: play function, then axe, then a pixel comparison with the committed baseline in
 * packages/ui/__visual__/. Per-story knobs:
 * - `parameters.a11y.disable` / `parameters.a11y.config.rules` — axe opt-outs (twilio paste style);
 * - `parameters.snapshot` — `false` to skip, or `{ width, height, target: "root" | "page" }`
 *   (`page` for stories whose content sits in a Radix portal).
 * Stories render with `prefers-reduced-motion: reduce`, which the kit honours by stopping every
 * animation, so pixels are stable; `npm run test:storybook -- -u` renews the baselines.
 */
type SnapshotParameter = false | { width?: number; height?: number; target?: "root" | "page" } | undefined;

const visualDir = path.resolve(process.cwd(), "packages/ui/__visual__");

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const snapshot = story.parameters?.snapshot as SnapshotParameter;
    const size = snapshot === false ? undefined : snapshot;
    await page.setViewportSize({ width: size?.width ?? 1024, height: size?.height ?? 640 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } } | undefined;
    if (!a11y?.disable) {
      await configureAxe(page, { rules: a11y?.config?.rules ?? [] });
      // Portalled dialogs and menus are checked too: they live outside #storybook-root.
      // addon-a11y runs axe in the preview after the play function too; on a large story that
      // run can still be going, and axe refuses a second concurrent run. Wait for it, then check.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await checkA11y(page, "body", {
            detailedReport: true,
            detailedReportOptions: { html: true },
            verbose: false,
            axeOptions: { rules: { region: { enabled: false } } },
          });
          break;
        } catch (error) {
          if (attempt >= 20 || !String(error).includes("Axe is already running")) throw error;
          await page.waitForTimeout(100);
        }
      }
    }

    const snapshot = story.parameters?.snapshot as SnapshotParameter;
    if (snapshot === false) return;
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const options = { animations: "disabled", caret: "hide" } as const;
    const image =
      snapshot?.target === "page"
        ? await page.screenshot(options)
        : await page.locator("#storybook-root").screenshot(options);
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: visualDir,
      customDiffDir: path.join(visualDir, "__diff_output__"),
      customSnapshotIdentifier: context.id,
      // "A changed pixel fails": no tolerance beyond anti-aliasing noise of 0 pixels.
      failureThreshold: 0,
      failureThresholdType: "pixel",
    });
  },
};

export default config;

import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, configureAxe, injectAxe } from "axe-playwright";

/**
 * Every story runs its play function, then axe checks the rendered story. A story can opt out
 * of single rules with `parameters.a11y.config.rules` or entirely with `parameters.a11y.disable`.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      | { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } }
      | undefined;
    if (a11y?.disable) return;
    await configureAxe(page, { rules: a11y?.config?.rules ?? [] });
    await checkA11y(page, "#storybook-root", {
      detailedReport: true,
      detailedReportOptions: { html: true },
      verbose: false,
    });
  },
};

export default config;

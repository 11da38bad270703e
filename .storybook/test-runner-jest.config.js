import { getJestConfig } from "@storybook/test-runner";
import chromiumArgs from "../tests/support/chromium-args.json" with { type: "json" };

// The test-runner cannot download its own browser here: it drives Debian's Chromium.
const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
        args: chromiumArgs,
      },
    },
  },
};

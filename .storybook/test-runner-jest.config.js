import { getJestConfig } from "@storybook/test-runner";

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
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
      },
    },
  },
};

import { defineConfig } from "vitest/config";

// Browser tests: the built site in Debian's Chromium via playwright-core. Run with
// `npm run test:browser` (which builds first) or `npm run test:e2e` against an existing build.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["e2e/**/*.test.ts", "ui-consumer/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // One seeded database for the run, which every fresh site copies (support/seeded-data.ts).
    globalSetup: ["./support/seeded-data.ts"],
  },
});

import { defineProject } from "vitest/config";

// Unit tests of the site's plain modules and its server-side modules (page cache, compression);
// pages are tested in the browser suite.
export default defineProject({
  plugins: [
    {
      // A route imports kit stylesheets without their code through `virtual:rihla/kit-css/…`
      // (vite.config.ts `kitCssPerComponent`); the tests that import route modules read no styles.
      name: "rihla:kit-css-in-unit-tests",
      resolveId: (id) => (id.startsWith("virtual:rihla/kit-css/") ? `\0${id}` : null),
      load: (id) => (id.startsWith("\0virtual:rihla/kit-css/") ? "export {};" : null),
    },
  ],
  test: {
    name: "site",
    include: ["app/**/*.test.ts", "serve/**/*.test.ts"],
    // The API's test databases: the site's API test opens a copy of the run's seeded one (ADR 0030).
    globalSetup: ["../api/src/testing/global-setup.ts"],
    testTimeout: 30_000,
    // Run alone, the API test's hook builds the run's seeded database (migrate, seed, dump): the
    // API project's budget for seeding hooks.
    hookTimeout: 120_000,
  },
});

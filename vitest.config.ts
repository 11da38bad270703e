import { defineConfig } from "vitest/config";

// `npm test`: unit and integration tests of every workspace. No browser, no database server:
// API tests run on in-memory PGlite. Browser tests live in tests/ and run with `npm run test:browser`.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});

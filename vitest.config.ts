import os from "node:os";
import { defineConfig } from "vitest/config";

// `npm test`: unit and integration tests of every workspace. No browser, no database server:
// API tests run on in-memory PGlite. Browser tests live in tests/ and run with `npm run test:browser`.
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: one worker on a two-core machine, and that core
    // mostly idle, since the main process only collects results while workers run the files.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "scripts/vitest.config.ts"],
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts", "packages/machines/src/**/*.ts", "apps/api/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/testing/**", "apps/api/src/server.ts", "apps/api/src/seed/content/**"],
      reporter: ["text-summary", ["text", { skipFull: true }]],
      // Every business rule lives in the domain, so it carries the strictest bar (issue 3).
      thresholds: {
        "packages/domain/src/**/*.ts": { lines: 95, branches: 95 },
      },
    },
  },
});

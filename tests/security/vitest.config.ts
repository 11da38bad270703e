import { defineConfig } from "vitest/config";

// `npm run test:security` (issue 11): the hardening battery against the built production server.
// Runs after `npm run build`; each file starts its own server(s) on loopback.
export default defineConfig({
  test: {
    name: "security",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // Its counts, and one seeded database for the run that every fresh site copies.
    globalSetup: ["./support/global-setup.ts", "../support/seeded-data.ts"],
  },
});

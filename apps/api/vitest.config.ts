import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    // PGlite boots in a second or two; PostgreSQL runs create a database per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    // PGlite boots in a second or two; PostgreSQL runs create a database per file. Hooks that
    // seed the whole demo database get more: under coverage on two busy cores a seed has taken
    // over 30 s.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    // One migrated and one seeded database per run, copied into each test file (ADR 0030).
    globalSetup: ["src/testing/global-setup.ts"],
    // A copy of the run's database opens in about a second; the first file to ask builds it
    // (10–15 s of CPU). PostgreSQL runs clone a template per file. Tests that seed for a clock of
    // their own still seed the whole demo database: under coverage on two busy cores a seed has
    // taken over 30 s.
    testTimeout: 30_000,
    // Files share a worker's modules (ADR 0030, amended): every test builds its own app and
    // database, and importing the API once per file was a third of the project's time.
    isolate: false,
    hookTimeout: 120_000,
  },
});

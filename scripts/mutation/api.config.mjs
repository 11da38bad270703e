// StrykerJS over the API services (the database work behind each route): `npm run test:mutation` runs it with the others.
// The score is recorded in docs/mutation.md; it has no break threshold yet.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // Each test file boots its own PGlite; runs take long, so this target is opt-in.
  vitest: { configFile: "apps/api/vitest.config.ts", dir: "apps/api", pool: "forks" },
  mutate: ["apps/api/src/modules/**/*.service.ts"],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/api.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 85, low: 60, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};

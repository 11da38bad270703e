// StrykerJS over packages/domain (the rules): `npm run test:mutation` runs it with the others.
// The score is recorded in docs/mutation.md; below 85 % the run fails.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // forks, not threads: a test changes the process time zone, which threads share.
  vitest: { configFile: "packages/domain/vitest.config.ts", dir: "packages/domain", pool: "forks" },
  mutate: ["packages/domain/src/**/*.ts", "!packages/domain/src/**/*.test.ts"],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/domain.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};

// StrykerJS over packages/machines (flows over the domain): `npm run test:mutation` runs it with the others.
// The score is recorded in docs/mutation.md; it has no break threshold yet.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "packages/machines/vitest.config.ts", dir: "packages/machines", pool: "forks" },
  mutate: ["packages/machines/src/**/*.ts", "!packages/machines/src/**/*.test.ts"],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/machines.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 75, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};

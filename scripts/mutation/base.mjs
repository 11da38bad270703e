/**
 * The StrykerJS options every target shares; each `<target>.config.mjs` names its package, what
 * it mutates and its thresholds. `npm run test:mutation` runs them (run.ts).
 * @param {{ name: string, dir: string, mutate: string[], thresholds: object, timeoutMS?: number }} target
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationTarget({ name, dir, mutate, thresholds, timeoutMS = 20_000 }) {
  return {
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
    // forks, not threads: a domain test changes the process time zone, which threads share.
    vitest: { configFile: `${dir}/vitest.config.ts`, dir, pool: "forks" },
    mutate,
    coverageAnalysis: "perTest",
    ignoreStatic: true,
    concurrency: 2,
    timeoutMS,
    reporters: ["clear-text", "progress", "json"],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
    thresholds,
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
  };
}

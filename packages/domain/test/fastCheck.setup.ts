import fc from "fast-check";

// Property tests are reproducible: a fixed seed by default. Explore more with
// FC_RUNS=10000 npx vitest run --project domain, or another seed with FC_SEED=123.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
fc.configureGlobal({
  seed: Number(env["FC_SEED"] ?? 20261121),
  numRuns: Number(env["FC_RUNS"] ?? 200),
});

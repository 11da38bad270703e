import { mutationTarget } from "./base.mjs";

// The API services; every test file boots PGlite, so this target is opt-in (`-- api`).
export default mutationTarget({
  name: "api",
  dir: "apps/api",
  mutate: ["apps/api/src/modules/**/*.service.ts"],
  thresholds: { high: 85, low: 60, break: null },
  timeoutMS: 60_000,
});

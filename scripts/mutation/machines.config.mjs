import { mutationTarget } from "./base.mjs";

// The flows over the domain's rules: recorded in docs/mutation.md, no break threshold yet.
export default mutationTarget({
  name: "machines",
  dir: "packages/machines",
  mutate: ["packages/machines/src/**/*.ts", "!packages/machines/src/**/*.test.ts"],
  thresholds: { high: 90, low: 75, break: null },
});

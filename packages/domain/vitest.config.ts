import path from "node:path";
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts"],
    // Fixed fast-check seed and run count (FC_SEED, FC_RUNS override them).
    // Absolute, so the config also works when a tool (StrykerJS) runs it from the repository root.
    setupFiles: [path.join(import.meta.dirname, "test/fastCheck.setup.ts")],
  },
});

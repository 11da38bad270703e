import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts"],
    // Fixed fast-check seed and run count (FC_SEED, FC_RUNS override them).
    setupFiles: ["./test/fastCheck.setup.ts"],
  },
});

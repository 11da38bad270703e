import { defineConfig } from "vitest/config";

// Tests of the repository's own tooling (dependency rules, CI summary).
export default defineConfig({
  test: { name: "scripts", root: import.meta.dirname, include: ["**/*.test.ts"] },
});

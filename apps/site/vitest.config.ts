import { defineProject } from "vitest/config";

// The site's server-side modules (page cache, compression); pages are tested in the browser suite.
export default defineProject({
  test: {
    name: "site",
    include: ["serve/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

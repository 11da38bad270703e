import { defineProject } from "vitest/config";

// Unit tests of the site's plain modules (no server, no browser); pages are tested in tests/e2e.
export default defineProject({
  test: {
    name: "site",
    include: ["app/**/*.test.ts"],
  },
});

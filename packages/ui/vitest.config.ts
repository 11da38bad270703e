import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";

// No jsdom/happy-dom is installed: components are tested in Chromium through Storybook
// (`npm run test:storybook`); here run the kit's pure logic and the public exports snapshot.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "ui",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});

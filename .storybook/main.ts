import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  // react-docgen-typescript needs the TypeScript JS API; react-docgen reads props without it.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Cold dev starts failed with "504 Outdated Optimize Dep" without these.
      optimizeDeps: {
        include: [
          "@radix-ui/react-dialog",
          "@radix-ui/react-dropdown-menu",
          "@vanilla-extract/recipes/createRuntimeFn",
        ],
      },
    }),
};

export default config;

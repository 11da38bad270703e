import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: [
    "../packages/ui/src/**/*.mdx",
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
    "./machines/*.stories.@(ts|tsx)",
  ],
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
          "@radix-ui/react-toast",
          "@radix-ui/react-tabs",
          "@radix-ui/react-accordion",
          "@radix-ui/react-checkbox",
          "@radix-ui/react-radio-group",
          "@radix-ui/react-popover",
          "lucide-react",
          "@vanilla-extract/recipes/createRuntimeFn",
        ],
      },
    }),
};

export default config;

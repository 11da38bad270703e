import "@fontsource-variable/inter";
import type { Preview } from "@storybook/react-vite";
import { rihlaTheme } from "../packages/ui/src/index";

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={rihlaTheme} style={{ padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe runs in the test-runner (.storybook/test-runner.ts) and fails the run on violations.
    a11y: { test: "error" },
  },
};

export default preview;

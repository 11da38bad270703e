import "@fontsource-variable/inter";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";
import { marmaraTheme, rihlaTheme, vars } from "../packages/ui/src/index";

const themes = { rihla: rihlaTheme, marmara: marmaraTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * Applies the toolbar's theme to the story and to <body>, because Radix portals (dialogs,
 * menus, toasts) render outside the story root and must see the same theme variables.
 */
function ThemeRoot({ theme, padding, children }: { theme: string; padding: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [theme]);
  return (
    <div
      className={theme}
      style={{ padding, background: vars.color.surface, color: vars.color.text, fontFamily: vars.font.body }}
    >
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? "rihla";
  return (
    <ThemeRoot
      theme={themes[name] ?? rihlaTheme}
      padding={(context.parameters.padding as string | undefined) ?? "1rem"}
    >
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Agency theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "rihla", title: "Rihla" },
          { value: "marmara", title: "Marmara (second agency)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "rihla" },
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe runs in the test-runner (.storybook/test-runner.ts) and fails the run on violations.
    a11y: { test: "error" },
  },
};

export default preview;

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/.react-router/**",
      "**/.tsbuild/**",
      "storybook-static/**",
      "coverage/**",
      "apps/api/drizzle/**",
      "tests/ui-consumer/**/dist/**",
      "**/__visual__/**",
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "19" } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.tsx"],
    rules: { "react/prop-types": "off", "react/react-in-jsx-scope": "off" },
  },
  {
    // Every Location the site builds goes through the domain's safeRedirect, and every posted
    // form through parseForm (issue 28, findings 2 and 5).
    files: ["apps/site/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["redirect", "redirectDocument", "replace"],
              message:
                "Redirect with siteRedirect or storedRedirect (app/.server/redirects.ts): one rule for every Location.",
            },
            {
              name: "@conform-to/zod/v4",
              importNames: ["parseWithZod"],
              message:
                "Parse a posted form with parseForm (app/.server/forms.ts): a malformed field is a 400, never a 500.",
            },
          ],
        },
      ],
    },
  },
);

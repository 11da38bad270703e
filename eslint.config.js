import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const typed = ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"];

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
  // Type-aware rules on the apps and packages (issue 23): the compiler's types judge floating
  // promises, thrown values and stringified objects, not the syntax alone.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typed })),
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Off, measured: its autofix removed assertions that steer generic inference (XState's
      // `setup({ types })`, zod transforms to branded types, template-literal maps) and broke
      // the typecheck in 9 places; the compiler already rejects the assertions that matter.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // React Router's loaders and actions answer by throwing a Response or `data(...)`.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers (`await response.json()` is `any`) and assert on their fields; a
    // wrong field fails the assertion itself. The other type-aware rules stay on for tests.
    files: ["**/*.test.{ts,tsx}", "apps/api/src/testing/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      // Fakes of async interfaces answer at once.
      "@typescript-eslint/require-await": "off",
      // Hono's `app.request` answers `Response | Promise<Response>`, which this rule misreads.
      "@typescript-eslint/await-thenable": "off",
      // The machines' tests reject with the structured refusals the pages' actors throw.
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/prefer-promise-reject-errors": "off",
    },
  },
  {
    // Tool configuration files are outside every tsconfig project.
    files: ["**/vite.config.ts", "**/vitest.config.ts", "apps/site/server.d.ts"],
    ...tseslint.configs.disableTypeChecked,
  },
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

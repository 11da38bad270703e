// The dependency direction (README, "Layout of the repository"), enforced by dependency-cruiser on
// the resolved import graph (static, dynamic `import()`, `require()`, `export … from` and
// type-only imports alike):
//   domain → zod only; machines → domain and xstate; ui → React, Radix, vanilla-extract and at most
//   types of domain; api → domain; site → anything, but its app code never reaches the API's
//   runtime (only apps/site/server.ts, the server entry, may) and routes never touch the database
//   or other routes. No cycles, type cycles included; no relative paths into another package; no
//   import the check cannot resolve (it would pass every rule unseen).
// `npm run check:deps` runs it; scripts/check-deps.test.ts proves each rule fails on a violation.

/** Test files may use the test tools on top of what their package may import. */
const testFiles = "\\.(test|stories)\\.tsx?$|/test/|/testing/|/fixtures/";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "not-to-unresolvable",
      comment:
        "An import the check cannot resolve is an import no rule can judge: it fails instead of passing unseen. " +
        "Exempt: React Router's generated route types (a relative …/+types/<route>, written by typegen; a page's " +
        "components may name their route's types), the kit's build-only " +
        "files (styles.css, css-imports.json) and the modules the site's client build provides to its " +
        "browser message module (virtual:rihla/…: one locale's message table, the domain's own modules; " +
        "apps/site/vite.config.ts `localeMessages`, ADR 0026) and the kit stylesheets a route imports without " +
        "their components' code (virtual:rihla/kit-css/…, `kitCssPerComponent`, issue 29 §4).",
      severity: "error",
      from: {},
      to: {
        couldNotResolve: true,
        pathNot: [
          "^\\.\\.?/.*\\+types/[^/]+$",
          "^@rihla/ui/(styles\\.css|css-imports\\.json)$",
          "^virtual:rihla/(messages-\\w+|domain/.+|kit-css/.+)$",
        ],
      },
    },
    {
      name: "no-cycles",
      comment: "A cycle (type-only imports included) makes modules impossible to understand or move alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-relative-import-across-packages",
      comment: "Another package is reached through its name (@rihla/x) and its public exports, never by a path.",
      severity: "error",
      from: { path: "^(packages|apps)/([^/]+)/" },
      to: {
        dependencyTypes: ["local"],
        // The check's own mapping of @rihla/ui to its source is a name, not a path.
        dependencyTypesNot: ["aliased-tsconfig-paths"],
        path: "^(packages|apps)/",
        pathNot: "^$1/$2/",
      },
    },
    {
      name: "domain-stands-alone",
      comment: "packages/domain depends on zod only: no package of ours, no other library.",
      severity: "error",
      from: { path: "^packages/domain/src/", pathNot: testFiles },
      to: { pathNot: ["^packages/domain/", "^node_modules/zod/"], dependencyTypesNot: ["core"] },
    },
    {
      name: "machines-use-domain-and-xstate",
      comment: "packages/machines imports the domain and xstate, never React or the kit.",
      severity: "error",
      from: { path: "^packages/machines/src/", pathNot: testFiles },
      to: { pathNot: ["^packages/(machines|domain)/", "^node_modules/xstate/"] },
    },
    {
      name: "ui-holds-no-rules",
      comment: "packages/ui imports no package of ours at run time; at most types of the domain.",
      severity: "error",
      from: { path: "^packages/ui/src/", pathNot: testFiles },
      to: { path: "^(packages/(domain|machines)|apps)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ui-types-only-from-domain",
      comment: "Not even types of the machines or the apps reach the kit.",
      severity: "error",
      from: { path: "^packages/ui/src/" },
      to: { path: "^(packages/machines|apps)/" },
    },
    {
      name: "api-uses-domain-only",
      comment: "apps/api imports the domain, never the kit, the machines or the site.",
      severity: "error",
      from: { path: "^apps/api/" },
      // By resolved path, and by name where it does not resolve (a kit file that exists only once built).
      to: { path: ["^(packages/(ui|machines)|apps/site)/", "^@rihla/(ui|machines|site)(/|$)"] },
    },
    {
      name: "site-never-runs-the-api",
      comment:
        "The site's app code reaches the API only through the API client in its loaders' context; " +
        "its runtime (createApi, the database, services) is imported by the server entry alone. Types are fine, " +
        "and a test may start a real API to run the site's code against.",
      severity: "error",
      from: { path: "^apps/site/app/", pathNot: testFiles },
      to: { path: "^apps/api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-never-touch-the-database",
      comment: "Routes call the API client; no database driver or ORM in a route.",
      severity: "error",
      from: { path: "^apps/site/app/routes/" },
      to: { path: "^node_modules/(drizzle-orm|@electric-sql|pg|pg-[^/]+)/" },
    },
    {
      name: "routes-never-import-routes",
      comment: "A route module is a page; shared pieces live in components/ or .server/.",
      severity: "error",
      from: { path: "^apps/site/app/routes/" },
      to: { path: "^apps/site/app/routes/", pathNot: ["\\+types/"] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The kit exports only its build (dist/); this tsconfig maps @rihla/ui to its source, so the
    // rules see the kit's imports whether or not it is built (lint runs before the build in CI).
    tsConfig: { fileName: "tsconfig.check-deps.json" },
    // An excluded module vanishes from the graph with every import of it, so no rule can fail on it:
    // node_modules and the kit's build are only not followed (a library beside the domain's zod, a
    // database driver in a route, the API importing the built kit stay visible); excluded are the
    // site's build, generated types and test snapshots, which nothing of ours imports.
    doNotFollow: { path: ["node_modules", "^packages/ui/dist/"] },
    exclude: {
      path: ["^apps/site/build/", "^storybook-static/", "(^|/)(\\.tsbuild|\\.react-router|__visual__|__snapshots__)/"],
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      // No "types": a package whose types condition names a missing file (altcha/i18n/*) would not resolve.
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
    },
  },
};

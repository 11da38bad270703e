// The dependency direction of STYLE.md, enforced by dependency-cruiser on the resolved import graph
// (static, dynamic `import()`, `require()`, `export … from` and type-only imports alike):
//   domain → zod only; machines → domain and xstate; ui → React, Radix, vanilla-extract and at most
//   types of domain; api → domain; site → anything, but its app code never reaches the API's
//   runtime (only apps/site/server.ts, the server entry, may) and routes never touch the database
//   or other routes. No cycles, type cycles included; no relative paths into another package.
// `npm run check:deps` runs it; scripts/check-deps.test.ts proves each rule fails on a violation.

/** Test files may use the test tools on top of what their package may import. */
const testFiles = "\\.(test|stories)\\.tsx?$|/test/|/testing/|/fixtures/";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
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
      to: { dependencyTypes: ["local"], path: "^(packages|apps)/", pathNot: "^$1/$2/" },
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
      to: { path: "^(packages/(ui|machines)|apps/site)/" },
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
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "(^|/)(node_modules|dist|build|\\.tsbuild|storybook-static|\\.react-router|__visual__|__snapshots__)/",
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
    },
  },
};

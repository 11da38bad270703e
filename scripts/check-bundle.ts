import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import {
  adminCodeOnPublicPages,
  budget,
  formatTable,
  measureRoutes,
  overBudget,
  type BrowserManifest,
  type ChunkModules,
  type RouteLinks,
} from "./bundle-budget.ts";

/**
 * Runs after the site's build (apps/site `npm run build`): prints JS and CSS (gzip) per route and
 * fails the build when a public route is over budget (issue 10). It reads the built server entry,
 * whose `assets` is the manifest the browser gets and whose route modules' `links()` name the
 * stylesheets `<Links />` renders.
 */
const site = path.resolve(import.meta.dirname, "../apps/site/build");
const build = (await import(pathToFileURL(path.join(site, "server/index.js")).href)) as {
  assets: BrowserManifest;
  routeDiscovery?: { mode: "lazy" | "initial" };
  routes: Record<string, { module: { links?: () => { rel?: string; href?: string }[] } }>;
};

const links: RouteLinks = {};
for (const [id, route] of Object.entries(build.routes)) links[id] = route.module.links?.() ?? [];

const cache = new Map<string, number>();
const gzipSize = (url: string) => {
  let size = cache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(site, "client", url)), { level: 9 }).length;
    cache.set(url, size);
  }
  return size;
};

const sizes = measureRoutes(build.assets, links, gzipSize, {
  manifestFile: build.routeDiscovery?.mode === "initial",
});
console.log(`\nJS and CSS per page, gzip (public pages: JS ≤ ${budget.jsKb} kB, CSS ≤ ${budget.cssKb} kB)`);
console.log(formatTable(sizes));
// Module ids per chunk (apps/site/vite.config.ts `chunkModules`): no admin code on public pages.
const chunkModulesFile = path.join(site, "chunk-modules.json");
const chunkModules = existsSync(chunkModulesFile)
  ? (JSON.parse(readFileSync(chunkModulesFile, "utf8")) as ChunkModules)
  : undefined;
if (!chunkModules) console.warn(`\ncheck-bundle: ${chunkModulesFile} missing; admin code on public pages not checked`);
const failures = [
  ...overBudget(sizes),
  ...(chunkModules
    ? adminCodeOnPublicPages(build.assets, links, chunkModules, {
        manifestFile: build.routeDiscovery?.mode === "initial",
      })
    : []),
];
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}

/**
 * What a page's first load is made of (issue 29 §4), after `npm run build`: for each route id given
 * (`node scripts/list-page-chunks.ts tr/tour tr/reservation-new`), every script the budget counts,
 * largest first, with its gzip size, its source modules (apps/site/build/chunk-modules.json) and
 * F when every page loads it (the floor: the 404 page's scripts). Vite's bundle visualizer is not
 * available offline; this reads the same files scripts/check-bundle.ts measures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import {
  localeTablesOf,
  routeFiles,
  type BrowserManifest,
  type ChunkModules,
  type RouteLinks,
} from "./bundle-budget.ts";

const site = path.resolve(import.meta.dirname, "../apps/site/build");
const build = (await import(pathToFileURL(path.join(site, "server/index.js")).href)) as {
  assets: BrowserManifest;
  routes: Record<string, { module: { links?: () => { rel?: string; href?: string }[] } }>;
};
const links: RouteLinks = {};
for (const [id, route] of Object.entries(build.routes)) links[id] = route.module.links?.() ?? [];
const chunkModules = JSON.parse(readFileSync(path.join(site, "chunk-modules.json"), "utf8")) as ChunkModules;
const options = { localeTables: localeTablesOf(chunkModules) };
const gz = (url: string) => gzipSync(readFileSync(path.join(site, "client", url)), { level: 9 }).length;
const ids = process.argv.slice(2);
const floor = new Set(routeFiles(build.assets, links, "tr/not-found", options).js);
for (const id of ids) {
  const files = routeFiles(build.assets, links, id, options).js;
  let total = 0;
  console.log(`\n== ${id}`);
  for (const file of files.map((f) => ({ f, s: gz(f) })).sort((a, b) => b.s - a.s)) {
    total += file.s;
    const mods = (chunkModules[file.f.replace(/^\//, "")] ?? []).map((m) =>
      m.replace(/^.*node_modules\//, "nm:").replace(/^\/(apps\/site\/app|packages)\//, ""),
    );
    console.log(
      `${(file.s / 1000).toFixed(2).padStart(7)} ${floor.has(file.f) ? "F" : " "} ${file.f}  ${mods.slice(0, 12).join(" ")}${mods.length > 12 ? ` …+${mods.length - 12}` : ""}`,
    );
  }
  console.log(`total ${(total / 1000).toFixed(1)}`);
}

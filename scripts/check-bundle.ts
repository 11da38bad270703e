import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import {
  adminCodeOnPublicPages,
  budget,
  forbiddenTextsOnPublicPages,
  formatTable,
  localeTablesOf,
  measureRoutes,
  overBudget,
  publicTextModules,
  searchableText,
  type ForbiddenText,
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

// Module ids per chunk (apps/site/vite.config.ts `chunkModules`): no admin code on public pages,
// and where the domain messages' locale tables are.
const chunkModulesFile = path.join(site, "chunk-modules.json");
const chunkModules = existsSync(chunkModulesFile)
  ? (JSON.parse(readFileSync(chunkModulesFile, "utf8")) as ChunkModules)
  : undefined;
if (!chunkModules) console.warn(`\ncheck-bundle: ${chunkModulesFile} missing; admin code on public pages not checked`);
const options = {
  manifestFile: build.routeDiscovery?.mode === "initial",
  localeTables: chunkModules && localeTablesOf(chunkModules),
};

const sizes = measureRoutes(build.assets, links, gzipSize, options);
console.log(`\nJS and CSS per page, gzip (public pages: JS ≤ ${budget.jsKb} kB, CSS ≤ ${budget.cssKb} kB)`);
console.log(formatTable(sizes));

/** Every string in a module's exports (the text tables are nested objects of strings). */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

// Issue 29: texts a public page's scripts must not hold. The domain's messages in the other
// language (each page loads its locale's table only) and the back office's message areas (every
// apps/site/app/i18n module that is not a public one), less any text a public table also has.
const repo = path.resolve(import.meta.dirname, "..");
const { messages } = (await import(
  pathToFileURL(path.join(repo, "packages/domain/src/messages/messages.ts")).href
)) as { messages: Record<string, Record<string, string>> };
const i18nDir = path.join(repo, "apps/site/app/i18n");
const textModules = readdirSync(i18nDir)
  .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ""));
// The helpers hold no table (and import the site's modules, which Node does not resolve).
const helpers = new Set(["index", "types", "count", "catalogues", "domainMessages.client"]);
const load = async (name: string) => {
  try {
    return stringsOf(await import(pathToFileURL(path.join(i18nDir, `${name}.ts`)).href));
  } catch (error) {
    // The module check above still keeps the module itself off public pages.
    console.warn(`check-bundle: texts of i18n/${name}.ts not read (${String(error).split("\n")[0]})`);
    return [];
  }
};
const isPublic = (name: string) => (publicTextModules as readonly string[]).includes(name);
const tables = textModules.filter((name) => !helpers.has(name));
const publicTexts = new Set([...stringsOf(messages), ...(await Promise.all(tables.filter(isPublic).map(load))).flat()]);
const backOffice: ForbiddenText[] = [];
for (const name of tables.filter((module) => !isPublic(module))) {
  for (const text of new Set(await load(name))) {
    if (searchableText(text) && !publicTexts.has(text))
      backOffice.push({ text, what: `back-office text (i18n/${name}.ts)` });
  }
}
const forbidden = new Map<string, ForbiddenText[]>();
const forbiddenFor = (locale: string) => {
  let list = forbidden.get(locale);
  if (!list) {
    const own = new Set(Object.values(messages).map((texts) => texts[locale]));
    list = [...backOffice];
    for (const [code, texts] of Object.entries(messages)) {
      for (const [other, text] of Object.entries(texts)) {
        if (other !== locale && !own.has(text) && searchableText(text))
          list.push({ text, what: `${code} in ${other}` });
      }
    }
    forbidden.set(locale, list);
  }
  return list;
};
const read = (url: string) => readFileSync(path.join(site, "client", url), "utf8");

const failures = [
  ...overBudget(sizes),
  ...(chunkModules ? adminCodeOnPublicPages(build.assets, links, chunkModules, options) : []),
  ...forbiddenTextsOnPublicPages(build.assets, links, read, forbiddenFor, options),
];
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}

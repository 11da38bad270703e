import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The kit's CSS per component (issue 10, ADR 0012): the kit ships each module's CSS next to it
 * and `css-imports.json` naming which CSS each JS module needs. Importing it from that module
 * here lets Vite put into each page's stylesheets only the CSS of the components the page
 * imports, instead of the whole kit's 50 kB blocking every first paint.
 */
function kitCssPerComponent(): Plugin {
  const manifest = fileURLToPath(import.meta.resolve("@rihla/ui/css-imports.json"));
  const dist = path.dirname(manifest);
  const imports = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string[]>;
  const kitCss = "virtual:rihla/kit-css/";
  return {
    name: "rihla:kit-css-per-component",
    // `import "virtual:rihla/kit-css/Pagination,TourCard"`: the stylesheets of those kit
    // components, without their code. For a route whose half loads lazily (issue 29 §4): its
    // stylesheets still reach the page's <head> with the route's, so the server's HTML is styled
    // before and without JavaScript.
    resolveId(source) {
      return source.startsWith(kitCss) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${kitCss}`)) return null;
      const sheets = new Set<string>();
      for (const component of id.slice(kitCss.length + 1).split(",")) {
        const found = Object.entries(imports).filter(([file]) => file.startsWith(`${component}/`));
        if (found.length === 0) throw new Error(`rihla:kit-css-per-component: no stylesheet for ${component}`);
        for (const sheet of found.flatMap(([, css]) => css)) sheets.add(path.posix.join(dist, sheet));
      }
      return [...sheets].map((sheet) => `import ${JSON.stringify(sheet)};`).join("\n");
    },
    transform(code, id) {
      const file = path
        .relative(dist, id.split("?")[0] ?? id)
        .split(path.sep)
        .join("/");
      const css = imports[file];
      if (!css) return null;
      const statements = css.map((sheet) => `import ${JSON.stringify(path.posix.join(dist, sheet))};`);
      // One line: the module's source map only shifts columns of its first line.
      return { code: `${statements.join("")}${code}`, map: null };
    },
  };
}

/**
 * What every page loads besides the framework (issue 29 §4): the header, footer and their kit
 * components and icons, the text context, the small helpers the root and the layouts import.
 * Left alone the bundler cut them into 15 files of 0.07–7 kB, each compressed on its own with its
 * own import and export lines; one chunk is 2–3 kB gzip less on every page. Only modules every
 * page runs belong here: one that some pages lack would then load on all of them (the menus'
 * panels, the account menu, the tagline's motion and the site's behaviour load on demand and stay
 * out). Paths as the module ids name them (the kit's dist, the site's app).
 */
const chromeModules = [
  /\/packages\/ui\/dist\/(?:hooks\/(?:cx|useReducedMotion)|Link\/Link|Icon\/(?:lucideIcon|contactIcons))\.js$/,
  /\/packages\/ui\/dist\/css\/utils\.css\.(?:js|ts\.vanilla\.css)$/,
  /\/packages\/ui\/dist\/(?:Button\/Button|AccountMenu\/AccountMenu\.css|LocaleSwitch\/LocaleSwitch|MegaMenu\/MegaMenu|MobileMenu\/MobileMenu|PromoBanner\/PromoBanner|Tagline\/Tagline|Tagline\/TaglineFrame|Header\/Header|Footer\/Footer|Footer\/NewsletterForm)(?:\.css\.js|\.css\.ts\.vanilla\.css|\.js)$/,
  /\/packages\/ui\/dist\/vendor\/lucide-react\/dist\/esm\/icons\/(?:user-round|globe|log-out|mail|map-pin|message-circle|phone|chevron-down|menu)\.js$/,
  /\/node_modules\/@vanilla-extract\/recipes\/dist\/createRuntimeFn-[\w]+\.esm\.js$/,
  /\/apps\/site\/app\/(?:locale\.ts|rootData\.ts|i18n\/index\.tsx|components\/(?:SiteChrome|PageChrome|useHydrated)\.tsx?)$/,
  /\/packages\/domain\/src\/(?:paths\/locale|contact\/phone|text\/interpolate)\.ts$/,
  /^\0vite\/preload-helper\.js$/,
];
const isChromeModule = (id: string) => chromeModules.some((pattern) => pattern.test(id.replaceAll("\\", "/")));

/**
 * Fewer, larger chunks in the browser build (issue 10). Left alone, the bundler cuts a chunk for
 * every distinct set of pages that share a module: the tour page loaded 46 scripts, most under
 * 1 kB gzip, and on a slow link each is a request that competes with the page's stylesheets
 * and photos. React, React DOM and React Router, which every page loads, become one chunk; the
 * rest stays grouped by the pages that use it. Merging the app's small groups into their
 * neighbours (at 2, 5 or 12 kB) was tried and dropped: it pulled xstate and form code into pages
 * that do not run it (ADR 0012). So was one chunk for everything the root and the default layout
 * import: the kit's index re-exports every component, so that chunk held all of them.
 */
function fewerChunks(): Plugin {
  return {
    name: "rihla:fewer-chunks",
    configEnvironment(name) {
      if (name !== "client") return null;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                    priority: 20,
                  },
                  { name: "chrome", test: isChromeModule, priority: 10 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * One locale's domain messages per page (issue 29). The domain's message table holds every
 * text in both languages (5.5 kB gzip), and every page whose code formats a message loaded all
 * of it. In the browser build, imports of packages/domain/src/messages/messages.ts resolve to
 * app/i18n/domainMessages.client.ts instead: the same exports, whose texts are one locale's
 * table, `virtual:rihla/messages-<locale>`, generated here from the domain's table at build time
 * (a chunk per locale; a page loads its own). The domain's file stays
 * the one place texts are written; the server build and dev use it as it is.
 */
function localeMessages(): Plugin {
  const siteDir = path.dirname(fileURLToPath(import.meta.url));
  const domainSrc = path.resolve(siteDir, "../../packages/domain/src");
  const messagesFile = path.join(domainSrc, "messages/messages.ts");
  const browserModule = path.join(siteDir, "app/i18n/domainMessages.client.ts");
  const tablePrefix = "virtual:rihla/messages-";
  const domainPrefix = "virtual:rihla/domain/";
  return {
    name: "rihla:locale-messages",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (source.startsWith(tablePrefix)) return `\0${source}`;
      if (source.startsWith(domainPrefix)) return path.join(domainSrc, source.slice(domainPrefix.length));
      if (!importer || importer === browserModule || !/messages/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === messagesFile ? browserModule : resolved;
    },
    async load(id) {
      if (!id.startsWith(`\0${tablePrefix}`)) return null;
      const locale = id.slice(tablePrefix.length + 1);
      this.addWatchFile(messagesFile);
      // Node runs the domain's TypeScript as it is (type stripping): the same table the server uses.
      const domain = (await import(pathToFileURL(messagesFile).href)) as {
        messageCodes: readonly string[];
        messages: Record<string, Record<string, string>>;
      };
      // Texts in `messageCodes` order (the browser module pairs them with the codes it has).
      const table = domain.messageCodes.map((code) => {
        const text = domain.messages[code]?.[locale];
        if (text === undefined) throw new Error(`rihla:locale-messages: no ${locale} text for ${code}`);
        return text;
      });
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

/**
 * Which source modules each browser chunk holds, written to `build/chunk-modules.json` (outside
 * `build/client`, so it is never served). scripts/check-bundle.ts reads it to fail the build when
 * a public page's scripts hold back-office code (issue 29).
 */
function chunkModules(): Plugin {
  const siteDir = path.dirname(fileURLToPath(import.meta.url));
  const repoRoot = path.resolve(siteDir, "../..");
  return {
    name: "rihla:chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = output.moduleIds.map((id) =>
          path.isAbsolute(id) ? `/${path.relative(repoRoot, id).split(path.sep).join("/")}` : id,
        );
      }
      mkdirSync(path.join(siteDir, "build"), { recursive: true });
      writeFileSync(path.join(siteDir, "build", "chunk-modules.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

// The site consumes the built UI kit (@rihla/ui's dist), so it needs no vanilla-extract
// plugin, exactly like another agency's app would.
export default defineConfig({
  plugins: [kitCssPerComponent(), fewerChunks(), localeMessages(), chunkModules(), reactRouter()],
  optimizeDeps: {
    include: ["@radix-ui/react-dialog", "@radix-ui/react-dropdown-menu"],
  },
  server: { hmr: { port: 24_678 } },
});

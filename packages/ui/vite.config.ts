import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

/**
 * lucide-react's icons keep their drawings, but `createLucideIcon` (with its provider context,
 * class merging and attribute mapping, 1.6 kB gzip on every page of the site) resolves to the
 * kit's own smaller runtime, src/Icon/lucideIcon.ts (issue 10).
 */
function smallIconRuntime(): Plugin {
  const runtime = fileURLToPath(new URL("./src/Icon/lucideIcon.ts", import.meta.url));
  return {
    name: "rihla:small-icon-runtime",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && /[\\/]lucide-react[\\/]/.test(importer) && /(^|\/)createLucideIcon\.mjs$/.test(source)) {
        return runtime;
      }
      return null;
    },
  };
}

/**
 * Library mode writes each module's CSS next to it (`cssCodeSplit`) but imports it from nowhere.
 * The JS stays free of CSS imports (plain Node can import the kit for server rendering); instead
 * `css-imports.json` names, per JS module, the CSS files it needs, so an app's bundler can ship
 * per page the CSS of the components that page imports (apps/site's vite.config.ts does; issue
 * 10, ADR 0012). `styles.css` keeps all of it in one file for apps that load one stylesheet.
 */
function recordCssImports(): Plugin {
  return {
    name: "rihla:record-css-imports",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const imports: Record<string, string[]> = {};
      const all: string[] = [];
      const seen = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === "chunk" ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        if (chunk.type !== "chunk" || css.length === 0) continue;
        imports[chunk.fileName] = css;
        for (const file of css) {
          const asset = bundle[file];
          if (seen.has(file) || asset?.type !== "asset") continue;
          seen.add(file);
          all.push(String(asset.source));
        }
      }
      this.emitFile({ type: "asset", fileName: "css-imports.json", source: `${JSON.stringify(imports, null, 1)}\n` });
      this.emitFile({ type: "asset", fileName: "styles.css", source: all.join("\n") });
    },
  };
}

// Library mode: ESM JS plus CSS per module (and one styles.css), so consumers need no
// vanilla-extract plugin.
// One JS file per source module (dist/Button/Button.js, …) so an app that imports only Button
// bundles no Radix or TanStack code: a single index.js kept every component's top-level code
// (forwardRef calls, displayName assignments) together. The CSS is split the same way.
export default defineConfig({
  plugins: [smallIconRuntime(), vanillaExtractPlugin(), recordCssImports()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      cssFileName: "styles",
    },
    rolldownOptions: {
      // Peers stay out of the bundle: the app installs one copy of each. vanilla-extract's
      // runtime (recipes, sprinkles) is a dependency, so it is imported rather than copied.
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@tanstack\//, /^@vanilla-extract\//],
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        // Bundled third-party modules (lucide-react icons) would land in dist/node_modules/,
        // a folder `npm pack` leaves out of the tarball; they go to dist/vendor/ instead.
        entryFileNames: (chunk) => `${chunk.name.replace(/(^|\/)node_modules\//g, "$1vendor/")}.js`,
      },
    },
  },
});

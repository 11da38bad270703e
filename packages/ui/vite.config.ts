import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// Library mode: ESM JS plus one styles.css, so consumers need no vanilla-extract plugin.
// One JS file per source module (dist/Button/Button.js, …) so an app that imports only Button
// bundles no Radix or TanStack code: a single index.js kept every component's top-level code
// (forwardRef calls, displayName assignments) together. The CSS stays one file.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
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

import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// Library mode: ESM JS plus one styles.css, so consumers need no vanilla-extract plugin.
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
      fileName: "index",
      cssFileName: "styles",
    },
    rollupOptions: {
      // Peers stay out of the bundle: the app installs one copy of each.
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@tanstack\//],
    },
  },
});

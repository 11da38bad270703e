import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// A plain Vite + React app: no vanilla-extract plugin, the kit ships compiled CSS.
// ENTRY=button builds the Button-only page on its own, so no chunk is shared with the Header app.
const button = process.env.ENTRY === "button";
export default defineConfig({
  plugins: [react()],
  logLevel: "warn",
  build: {
    outDir: button ? "dist-button" : "dist",
    minify: false,
    rollupOptions: { input: button ? "button.html" : "index.html" },
  },
});

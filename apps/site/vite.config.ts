import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The site consumes the built UI kit (@rihla/ui's dist + styles.css), so it needs no
// vanilla-extract plugin, exactly like another agency's app would.
export default defineConfig({
  plugins: [reactRouter()],
  optimizeDeps: {
    include: ["@radix-ui/react-dialog", "@radix-ui/react-dropdown-menu"],
  },
  server: { hmr: { port: 24_678 } },
});

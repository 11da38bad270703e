import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({ root: import.meta.dirname, plugins: [reactRouter()], logLevel: "warn" });

import { defineConfig } from "drizzle-kit";

// One schema for PGlite and PostgreSQL; migrations are generated here and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});

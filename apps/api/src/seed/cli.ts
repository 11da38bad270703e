import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { startupOrExit } from "../startup.ts";
import { seedDemo } from "./seed.ts";

// `npm run db:seed` (add `-- --reset` to reload): loads the demo agency into the configured
// database, PGlite under DATA_DIR or PostgreSQL at DATABASE_URL. Departures are relative to now.
// From the root, `npm run db:seed -- --reset` reaches npm as a flag; npm passes it on as npm_config_reset.
const reset = process.argv.includes("--reset") || process.env.npm_config_reset === "true";
const { api: database } = await startupOrExit((config) => openDatabase(config.database));
try {
  const report = await seedDemo({ db: database.db, now: new Date(), reset });
  const where = loadConfig().database.kind;
  console.log(
    report.skipped
      ? `rihla: the ${where} database already holds the demo agency (use --reset to reload it)`
      : `rihla: seeded ${where}: ${report.tours} tours, ${report.departures} departures, ${report.hotels} hotels, ${report.pages} pages in ${Math.round(report.ms)} ms`,
  );
} finally {
  await database.close();
}

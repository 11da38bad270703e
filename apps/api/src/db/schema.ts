import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rihla's one Postgres schema (PostgreSQL 15-compatible; PGlite runs the same migrations).
 * Clear English names; docs/seed-mapping.md maps the old system's field names to these.
 */

/** Agency-wide settings per locale (spec §3 "site settings"). */
export const siteSettings = pgTable("site_settings", {
  locale: text("locale").primaryKey(),
  agencyName: text("agency_name").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

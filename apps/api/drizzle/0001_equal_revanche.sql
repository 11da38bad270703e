DROP INDEX "page_translations_locale_slug_idx";--> statement-breakpoint
DROP INDEX "tour_group_translations_locale_slug_idx";--> statement-breakpoint
DROP INDEX "tour_list_translations_locale_slug_idx";--> statement-breakpoint
DROP INDEX "tour_translations_locale_slug_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_slug_locale_idx" ON "page_translations" USING btree ("slug","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_group_translations_slug_locale_idx" ON "tour_group_translations" USING btree ("slug","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_list_translations_slug_locale_idx" ON "tour_list_translations" USING btree ("slug","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_translations_slug_locale_idx" ON "tour_translations" USING btree ("slug","locale");
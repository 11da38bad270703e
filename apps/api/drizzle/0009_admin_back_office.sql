CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"reservation_id" uuid NOT NULL,
	"passenger_id" integer NOT NULL,
	"passenger_name" text NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reservation_id" uuid,
	"author_id" uuid,
	"text" text NOT NULL,
	"remind_on" date,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "reservations_agent_idx";--> statement-breakpoint
DROP INDEX "reservations_departure_idx";--> statement-breakpoint
DROP INDEX "reservations_status_created_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "starts_on" date DEFAULT '1970-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_views" ADD CONSTRAINT "identity_views_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "identity_views_reservation_idx" ON "identity_views" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_views_actor_idx" ON "identity_views" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_customer_idx" ON "notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_reservation_idx" ON "notes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_created_idx" ON "notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notes_due_idx" ON "notes" USING btree ("remind_on") WHERE not "notes"."done" and "notes"."remind_on" is not null;--> statement-breakpoint
CREATE INDEX "passengers_birthday_idx" ON "passengers" USING btree (extract(month from "birth_date"),extract(day from "birth_date"));--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_kind_created_idx" ON "reservations" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_starts_on_idx" ON "reservations" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "reservations_seats_idx" ON "reservations" USING btree ("seats","id");--> statement-breakpoint
CREATE INDEX "users_birthday_idx" ON "users" USING btree (extract(month from "birth_date"),extract(day from "birth_date")) WHERE "users"."birth_date" is not null;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "reservations_agent_idx" ON "reservations" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_departure_idx" ON "reservations" USING btree ("departure_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_status_created_idx" ON "reservations" USING btree ("status","created_at","id");
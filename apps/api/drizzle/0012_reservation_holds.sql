CREATE TABLE "data_key_fingerprint" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_key_fingerprint_one_row" CHECK ("data_key_fingerprint"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "digest" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "hold_hours" smallint;--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_until") WHERE "reservations"."status" = 'WAITING';--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_hold_hours_check" CHECK ("tours"."hold_hours" is null or "tours"."hold_hours" between 1 and 2160);--> statement-breakpoint
-- Pre-reservations made before holds existed get the default hold (HOLD_HOURS, 48 h) from now.
UPDATE "reservations" SET "hold_until" = now() + interval '48 hours' WHERE "status" = 'WAITING' AND "kind" = 'TOUR';

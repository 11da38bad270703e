CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"departure_id" integer NOT NULL,
	"rooms" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"price_snapshot" jsonb NOT NULL,
	"valid_until" date NOT NULL,
	"customer_email" text,
	"customer_first_name" text,
	"customer_surname" text,
	"note" text,
	"locale" text DEFAULT 'tr' NOT NULL,
	"share_token" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reservation_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "offers_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('OPEN', 'CONVERTED', 'EXPIRED')),
	CONSTRAINT "offers_total_check" CHECK ("offers"."total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_agent_created_idx" ON "offers" USING btree ("agent_id","created_at");
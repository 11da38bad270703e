CREATE TABLE "passenger_visas" (
	"reservation_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passenger_visas_reservation_id_position_pk" PRIMARY KEY("reservation_id","position"),
	CONSTRAINT "passenger_visas_state_check" CHECK ("passenger_visas"."state" in ('NOT_APPLIED', 'APPLIED', 'ISSUED', 'REFUSED', 'NOT_NEEDED'))
);
--> statement-breakpoint
CREATE TABLE "rooming_plans" (
	"departure_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rooming_plans_departure_id_hotel_id_pk" PRIMARY KEY("departure_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "tour_slug_history" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"tour_id" integer NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_slug_history_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "guide_name" text;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD COLUMN "view_type" text;--> statement-breakpoint
ALTER TABLE "tour_translations" ADD COLUMN "gallery_alt" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "passenger_visas" ADD CONSTRAINT "passenger_visas_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_plans" ADD CONSTRAINT "rooming_plans_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_slug_history" ADD CONSTRAINT "tour_slug_history_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_slug_history_tour_idx" ON "tour_slug_history" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_requests_status_idx" ON "information_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_status_check" CHECK ("information_requests"."status" in ('new', 'contacted', 'offered', 'won', 'lost'));
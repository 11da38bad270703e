CREATE SEQUENCE "public"."reservation_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"passenger_type" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"tckn_encrypted" text,
	"passport_number_encrypted" text,
	"passport_expiry" date,
	"nationality" text NOT NULL,
	CONSTRAINT "passengers_type_check" CHECK ("passengers"."passenger_type" in ('turAdult', 'turChild', 'turBaby'))
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"room_type" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"babies" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_rooms_counts_check" CHECK ("reservation_rooms"."adults" >= 1 and "reservation_rooms"."children" >= 0 and "reservation_rooms"."babies" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'TOUR' NOT NULL,
	"departure_id" integer,
	"customer_id" uuid NOT NULL,
	"agent_id" uuid,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"price_snapshot" jsonb NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"contact" jsonb,
	"notes" text,
	"cancel_reason" text,
	"locale" text DEFAULT 'tr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_code_unique" UNIQUE("code"),
	CONSTRAINT "reservations_kind_check" CHECK ("reservations"."kind" in ('TOUR', 'SERVICE')),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('WAITING', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "reservations_tour_departure_check" CHECK ("reservations"."kind" <> 'TOUR' or "reservations"."departure_id" is not null),
	CONSTRAINT "reservations_seats_check" CHECK ("reservations"."seats" >= 0),
	CONSTRAINT "reservations_total_check" CHECK ("reservations"."total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_room_id_reservation_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."reservation_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "passengers_reservation_idx" ON "passengers" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_rooms_position_idx" ON "reservation_rooms" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_agent_idx" ON "reservations" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_departure_idx" ON "reservations" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "reservations_status_created_idx" ON "reservations" USING btree ("status","created_at");
CREATE TABLE "whatsapp_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "whatsapp_consents_source_check" CHECK ("whatsapp_consents"."source" in ('SIGN_UP', 'RESERVATION', 'STAFF_PHONE'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"reservation_id" uuid,
	"departure_id" integer,
	"template" text,
	"locale" text,
	"parameters" jsonb,
	"text" text NOT NULL,
	"wamid" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "whatsapp_messages_direction_check" CHECK ("whatsapp_messages"."direction" in ('OUT', 'IN')),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'RECEIVED'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_consents_open_idx" ON "whatsapp_consents" USING btree ("customer_id") WHERE "whatsapp_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_customer_idx" ON "whatsapp_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_idx" ON "whatsapp_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_reservation_idx" ON "whatsapp_messages" USING btree ("reservation_id","created_at");
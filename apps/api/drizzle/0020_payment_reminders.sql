CREATE TABLE "payment_reminders" (
	"reservation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_reminders_reservation_id_position_due_on_pk" PRIMARY KEY("reservation_id","position","due_on")
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "service_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_questions_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "service_questions_state_check" CHECK ("service_questions"."state" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "inbox_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_questions_created_idx" ON "service_questions" USING btree ("created_at","id");--> statement-breakpoint
-- Hand-written (issue 27): the inbox state's values, and every service reservation so far as a question.
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_inbox_state_check" CHECK ("inbox_state" in ('new', 'in_progress', 'done'));--> statement-breakpoint
INSERT INTO "service_questions" ("reservation_id", "created_at", "updated_at")
  SELECT "id", "created_at", "created_at" FROM "reservations" WHERE "kind" = 'SERVICE' ORDER BY "created_at", "id";

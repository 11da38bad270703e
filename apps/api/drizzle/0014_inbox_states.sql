ALTER TABLE "contact_requests" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "information_requests_created_idx" ON "information_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_state_check" CHECK ("contact_requests"."state" in ('new', 'in_progress', 'done'));
ALTER TABLE "offers" ALTER COLUMN "agent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
-- Offers made before staff offers were all made by their agent.
UPDATE "offers" SET "created_by" = "agent_id" WHERE "created_by" IS NULL;
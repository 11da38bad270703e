CREATE TABLE "site_settings" (
	"locale" text PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

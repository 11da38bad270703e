CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"unit" integer NOT NULL,
	"buying" numeric(20, 6) NOT NULL,
	"selling" numeric(20, 6),
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('USD', 'EUR', 'SAR')),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."buying" > 0 and ("exchange_rates"."selling" is null or "exchange_rates"."selling" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_source_date_currency_idx" ON "exchange_rates" USING btree ("source","rate_date","currency");--> statement-breakpoint
CREATE INDEX "exchange_rates_fetched_idx" ON "exchange_rates" USING btree ("source","fetched_at");
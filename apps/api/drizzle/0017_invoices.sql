CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_rate" smallint NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_vat_rate_check" CHECK ("invoice_lines"."vat_rate" in (0, 1, 10, 20)),
	CONSTRAINT "invoice_lines_totals_check" CHECK ("invoice_lines"."gross_minor" = "invoice_lines"."net_minor" + "invoice_lines"."vat_minor")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"cancels_id" bigint,
	"reservation_id" uuid,
	"customer_id" uuid,
	"buyer_type" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"buyer_tax_office" text,
	"buyer_address" text,
	"currency" text NOT NULL,
	"prices_include_vat" boolean NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"note" text,
	"issued_by" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('INVOICE', 'CANCELLATION')),
	CONSTRAINT "invoices_buyer_type_check" CHECK ("invoices"."buyer_type" in ('PERSON', 'COMPANY')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('TRY', 'USD', 'EUR', 'SAR')),
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" >= 1),
	CONSTRAINT "invoices_cancels_check" CHECK (("invoices"."kind" = 'CANCELLATION') = ("invoices"."cancels_id" is not null)),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."gross_minor" = "invoices"."net_minor" + "invoices"."vat_minor"),
	CONSTRAINT "invoices_sign_check" CHECK (("invoices"."kind" = 'INVOICE' and "invoices"."gross_minor" >= 0 and "invoices"."vat_minor" >= 0)
        or ("invoices"."kind" = 'CANCELLATION' and "invoices"."gross_minor" <= 0 and "invoices"."vat_minor" <= 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_id_invoices_id_fk" FOREIGN KEY ("cancels_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_idx" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancels_idx" ON "invoices" USING btree ("cancels_id");--> statement-breakpoint
CREATE INDEX "invoices_reservation_idx" ON "invoices" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "invoices_year_idx" ON "invoices" USING btree ("year","id");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written below (drizzle cannot express triggers). Issue 26 (ADR 0209): invoices and their
-- lines are append-only like ledger_transactions (migration 0013). Every UPDATE or DELETE
-- statement is refused, whoever sends it; an invoice is undone by a CANCELLATION record with its
-- own number. (TRUNCATE stays with the operator: the demo reset empties with cascade.)
CREATE OR REPLACE FUNCTION invoices_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused; issue a cancellation instead', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_append_only_trg
  BEFORE UPDATE OR DELETE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_append_only();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_append_only_trg
  BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_append_only();

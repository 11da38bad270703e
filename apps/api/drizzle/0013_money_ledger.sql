CREATE TABLE "cash_desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_desks_currency_check" CHECK ("cash_desks"."currency" in ('TRY', 'USD', 'EUR', 'SAR')),
	CONSTRAINT "cash_desks_kind_check" CHECK ("cash_desks"."kind" in ('CASH', 'BANK', 'CARD'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"cash_desk_id" integer NOT NULL,
	"to_cash_desk_id" integer,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payment_type" text NOT NULL,
	"transaction_date" date NOT NULL,
	"note" text,
	"customer_type" text NOT NULL,
	"reservation_id" uuid,
	"rate" numeric(20, 6),
	"reservation_currency" text,
	"reservation_amount_minor" bigint,
	"reverses_id" bigint,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('PAYMENT', 'REFUND', 'EXPENSE', 'TRANSFER')),
	CONSTRAINT "ledger_transactions_currency_check" CHECK ("ledger_transactions"."currency" in ('TRY', 'USD', 'EUR', 'SAR')),
	CONSTRAINT "ledger_transactions_payment_type_check" CHECK ("ledger_transactions"."payment_type" in ('CASH', 'CARD', 'BANK_TRANSFER')),
	CONSTRAINT "ledger_transactions_customer_type_check" CHECK ("ledger_transactions"."customer_type" in ('CUSTOMER', 'AGENT', 'SUPPLIER')),
	CONSTRAINT "ledger_transactions_amount_check" CHECK (("ledger_transactions"."reverses_id" is null and "ledger_transactions"."amount_minor" > 0) or ("ledger_transactions"."reverses_id" is not null and "ledger_transactions"."amount_minor" < 0)),
	CONSTRAINT "ledger_transactions_reservation_check" CHECK (("ledger_transactions"."reservation_id" is null and "ledger_transactions"."rate" is null and "ledger_transactions"."reservation_currency" is null and "ledger_transactions"."reservation_amount_minor" is null)
        or ("ledger_transactions"."reservation_id" is not null and "ledger_transactions"."type" in ('PAYMENT', 'REFUND') and "ledger_transactions"."rate" > 0
          and "ledger_transactions"."reservation_currency" is not null and "ledger_transactions"."reservation_amount_minor" is not null)),
	CONSTRAINT "ledger_transactions_transfer_check" CHECK (("ledger_transactions"."type" = 'TRANSFER') = ("ledger_transactions"."to_cash_desk_id" is not null) and "ledger_transactions"."to_cash_desk_id" is distinct from "ledger_transactions"."cash_desk_id")
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"instalments" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_cash_desk_id_cash_desks_id_fk" FOREIGN KEY ("cash_desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_to_cash_desk_id_cash_desks_id_fk" FOREIGN KEY ("to_cash_desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desks_name_idx" ON "cash_desks" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_idx" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reservation_idx" ON "ledger_transactions" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_desk_idx" ON "ledger_transactions" USING btree ("cash_desk_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_to_desk_idx" ON "ledger_transactions" USING btree ("to_cash_desk_id") WHERE "ledger_transactions"."to_cash_desk_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_date_idx" ON "ledger_transactions" USING btree ("transaction_date","id");--> statement-breakpoint
-- Issue 26 (ADR 0209): the ledger is append-only. Every UPDATE or DELETE statement on it is
-- refused, whoever sends it; a mistake is corrected by a reversal entry. (TRUNCATE stays with the
-- operator: the demo reset empties reservations with cascade.)
CREATE OR REPLACE FUNCTION ledger_transactions_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transactions is append-only: % refused; record a reversal instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only_trg
  BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_append_only();

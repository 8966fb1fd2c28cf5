CREATE TABLE "admin_counters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"users" bigint DEFAULT 0 NOT NULL,
	"wallets" bigint DEFAULT 0 NOT NULL,
	"balance" numeric DEFAULT '0' NOT NULL,
	"complete_profiles" bigint DEFAULT 0 NOT NULL,
	"verified" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_full_name_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "users_cellphone_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (admin_search_fold(name || ' ' || coalesce(full_name, '') || ' ' || email) || ' ' || regexp_replace(coalesce(country_code, '') || coalesce(cellphone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_key_trgm" ON "users" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallets_created_idx" ON "wallets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");
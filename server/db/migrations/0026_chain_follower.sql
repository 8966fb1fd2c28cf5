CREATE TABLE "chain_checkpoints" (
	"block_number" bigint PRIMARY KEY NOT NULL,
	"block_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_sync" (
	"job" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"block_number" bigint,
	"block_hash" text,
	"window_size" integer,
	"head_block" bigint,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"position" text,
	"round_started_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_transfers_tx_hash_log_index_pk" PRIMARY KEY("tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "eth_balance_wei" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "balance_block" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "stale_from_block" bigint;--> statement-breakpoint
CREATE INDEX "chain_transfers_block_idx" ON "chain_transfers" USING btree ("block_number");--> statement-breakpoint
CREATE INDEX "wallets_stale_idx" ON "wallets" USING btree ("id") WHERE "wallets"."stale_from_block" is not null;
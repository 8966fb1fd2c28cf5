ALTER TABLE "withdrawals" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_tx_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_tx_hash_uq" ON "withdrawals" USING btree ("payout_tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");
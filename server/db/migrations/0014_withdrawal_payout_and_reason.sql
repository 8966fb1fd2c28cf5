ALTER TABLE "users" ADD COLUMN "id_photo_front_request" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_photo_back_request" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_tx_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_tx_hash_uq" ON "withdrawals" USING btree ("payout_tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","created_at");
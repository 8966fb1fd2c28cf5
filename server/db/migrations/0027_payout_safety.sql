CREATE TABLE "withdrawal_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"approved_by" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"network" text,
	"device" text,
	"device_id_hash" text,
	"new_device" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_events_kind_check" CHECK ("account_events"."kind" in ('sign-in', 'password-reset', 'password-changed', 'sessions-ended-by-staff', 'other-sessions-ended', 'withdrawal-placed', 'withdrawal-cancelled'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_frozen_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "flagged_before_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_approvals_once_per_person" ON "withdrawal_approvals" USING btree ("withdrawal_id","approved_by");--> statement-breakpoint
CREATE INDEX "account_events_user_at_idx" ON "account_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "withdrawals_destination_idx" ON "withdrawals" USING btree ("withdrawal_address");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'completed', 'rejected', 'cancelled'));
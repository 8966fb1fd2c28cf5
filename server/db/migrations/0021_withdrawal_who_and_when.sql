ALTER TABLE "withdrawals" ADD COLUMN "identity_at_approval" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_identity_at_approval_check" CHECK ("withdrawals"."identity_at_approval" in ('verified', 'unverified', 'incomplete'));
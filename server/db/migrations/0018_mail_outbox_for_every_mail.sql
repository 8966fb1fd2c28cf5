DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "supersede_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."gave_up_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_supersede_idx" ON "mail_outbox" USING btree ("supersede_key") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."gave_up_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");
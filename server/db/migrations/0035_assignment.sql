ALTER TABLE "users" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mediation_assignee_idx" ON "users" USING btree ("assignee_id","mediation_status") WHERE "users"."mediation_status" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_assignee_status_idx" ON "withdrawals" USING btree ("assignee_id","status","created_at","id");
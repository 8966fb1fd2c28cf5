CREATE TABLE "bulk_job_items" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"target" text NOT NULL,
	"user_id" uuid,
	"result" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"data" jsonb,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_job_items_job_id_seq_pk" PRIMARY KEY("job_id","seq"),
	CONSTRAINT "bulk_job_items_result_check" CHECK ("bulk_job_items"."result" in ('pending', 'done', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"author" text NOT NULL,
	"author_is_owner" integer DEFAULT 0 NOT NULL,
	"filter" jsonb,
	"params" jsonb,
	"total" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_state_check" CHECK ("bulk_jobs"."state" in ('running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_pending_idx" ON "bulk_job_items" USING btree ("job_id","seq") WHERE "bulk_job_items"."result" = 'pending';--> statement-breakpoint
CREATE INDEX "bulk_job_items_result_idx" ON "bulk_job_items" USING btree ("job_id","result");--> statement-breakpoint
CREATE INDEX "bulk_jobs_created_idx" ON "bulk_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bulk_jobs_running_idx" ON "bulk_jobs" USING btree ("created_at") WHERE "bulk_jobs"."state" = 'running';
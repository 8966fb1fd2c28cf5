CREATE TABLE "mediation_stage_targets" (
	"stage" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediation_stage_targets_days_check" CHECK ("mediation_stage_targets"."days" between 0 and 365),
	CONSTRAINT "mediation_stage_targets_stage_check" CHECK ("mediation_stage_targets"."stage" in ('invitados', 'verificar-id', 'docs-firma', 'negociacion', 'para-firma', 'monetizacion'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mediation_stage_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_mediation_stage_at_idx" ON "users" USING btree ("mediation_status","mediation_stage_at") WHERE "users"."mediation_status" is not null;
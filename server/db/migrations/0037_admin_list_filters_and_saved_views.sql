CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"list" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" in ('users', 'stage', 'withdrawals'))
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("list") WHERE "saved_views"."shared";--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (coalesce("full_name", "name"),"id");--> statement-breakpoint
CREATE INDEX "users_balance_sort_idx" ON "users" USING btree ("total_balance","id");--> statement-breakpoint
CREATE INDEX "users_country_registration_idx" ON "users" USING btree ("country",(coalesce("date", 0)) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "users_mediation_balance_idx" ON "users" USING btree ("mediation_status","total_balance","id") WHERE "users"."mediation_status" is not null;--> statement-breakpoint
CREATE INDEX "mediation_events_stage_entry_idx" ON "mediation_events" USING btree ("user_id","to_stage","created_at");
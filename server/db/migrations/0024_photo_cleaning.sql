ALTER TABLE "stored_objects" ADD COLUMN "cleaned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "clean_failure" text;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "clean_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "replaced_storage_key" text;--> statement-breakpoint
CREATE INDEX "stored_objects_to_clean_idx" ON "stored_objects" USING btree ("id") WHERE ("stored_objects"."uploaded_at" is not null and "stored_objects"."cleaned_at" is null) or "stored_objects"."replaced_storage_key" is not null;
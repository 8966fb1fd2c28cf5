ALTER TABLE "users" ADD COLUMN "id_photo_resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "replaced_side" text;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "replaced_reason" text;--> statement-breakpoint
CREATE INDEX "users_id_photo_resent_idx" ON "users" USING btree ("id_photo_resent_at") WHERE "users"."id_photo_resent_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_replaced_side_check" CHECK ("stored_objects"."replaced_side" is null or "stored_objects"."replaced_side" in ('front', 'back'));
ALTER TABLE "users" ADD COLUMN "id_photo_front_request" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_photo_back_request" text;
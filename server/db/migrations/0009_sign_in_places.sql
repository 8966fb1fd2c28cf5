CREATE TABLE "sign_in_places" (
	"id" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_places_last_success_idx" ON "sign_in_places" USING btree ("last_success_at");
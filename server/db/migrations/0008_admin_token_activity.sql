ALTER TABLE "admin_tokens" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "admin_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "admin_tokens" ADD CONSTRAINT "admin_tokens_public_id_unique" UNIQUE("public_id");
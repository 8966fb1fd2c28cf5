CREATE TABLE "mediation_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"address" text NOT NULL,
	"wallet_name" text,
	"balance" numeric(18, 8) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"reply_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediation_disputes_status_check" CHECK ("mediation_disputes"."status" in ('open', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "mediation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"filename" text NOT NULL,
	"reference" text NOT NULL,
	"storage_key" text NOT NULL,
	"key_id" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"next_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mediation_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "mediation_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "mediation_disputes" ADD CONSTRAINT "mediation_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_disputes" ADD CONSTRAINT "mediation_disputes_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_documents" ADD CONSTRAINT "mediation_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_reminders" ADD CONSTRAINT "mediation_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_disputes_one_open_idx" ON "mediation_disputes" USING btree ("wallet_id") WHERE "mediation_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "mediation_disputes_user_idx" ON "mediation_disputes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mediation_documents_user_idx" ON "mediation_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_reminders_open_idx" ON "mediation_reminders" USING btree ("user_id","kind","subject") WHERE "mediation_reminders"."done_at" is null;--> statement-breakpoint
CREATE INDEX "mediation_reminders_due_idx" ON "mediation_reminders" USING btree ("next_at") WHERE "mediation_reminders"."done_at" is null;
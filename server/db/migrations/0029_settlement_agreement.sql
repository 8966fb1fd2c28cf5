CREATE TABLE "mediation_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"method" text NOT NULL,
	"method_text" text,
	"payout_days" integer NOT NULL,
	"reference" text NOT NULL,
	"pages" jsonb NOT NULL,
	"document_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_document_id" uuid,
	"verify_code" text,
	"signed_sha256" text,
	"signer_name" text,
	"signer_email" text,
	"signer_ip" text,
	"signer_device" text,
	"payout_address" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"voided_at" timestamp with time zone,
	CONSTRAINT "mediation_agreements_status_check" CHECK ("mediation_agreements"."status" in ('issued', 'signed', 'declined', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "mediation_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"tx_hash" text,
	"reference" text,
	"note" text,
	"owed" numeric(18, 8) NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_terms" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"method" text NOT NULL,
	"method_text" text,
	"payout_days" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mediation_terms_method_check" CHECK ("mediation_terms"."method" in ('usdt', 'other')),
	CONSTRAINT "mediation_terms_amount_check" CHECK ("mediation_terms"."amount" > 0),
	CONSTRAINT "mediation_terms_days_check" CHECK ("mediation_terms"."payout_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD CONSTRAINT "mediation_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD CONSTRAINT "mediation_agreements_document_id_mediation_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."mediation_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD CONSTRAINT "mediation_agreements_signed_document_id_mediation_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."mediation_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_settlements" ADD CONSTRAINT "mediation_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_settlements" ADD CONSTRAINT "mediation_settlements_agreement_id_mediation_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."mediation_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_terms" ADD CONSTRAINT "mediation_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_agreements_live_idx" ON "mediation_agreements" USING btree ("user_id") WHERE "mediation_agreements"."status" = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_agreements_verify_code_idx" ON "mediation_agreements" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "mediation_agreements_user_idx" ON "mediation_agreements" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_settlements_tx_hash_idx" ON "mediation_settlements" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "mediation_settlements_user_idx" ON "mediation_settlements" USING btree ("user_id","created_at");
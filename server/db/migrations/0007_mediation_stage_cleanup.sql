-- Before the mediation CHECKs: users never invited carried the old default 'seleccionados', which
-- is no stage; invited users with no valid stage start again at 'invitados'.
UPDATE "users" SET "mediation_status" = NULL WHERE coalesce("selected_for_mediation", 0) <> 1;--> statement-breakpoint
UPDATE "users" SET "mediation_status" = 'invitados' WHERE "selected_for_mediation" = 1 AND ("mediation_status" IS NULL OR "mediation_status" NOT IN ('invitados', 'verificar-id', 'docs-firma', 'negociacion', 'para-firma', 'monetizacion', 'liquidado'));

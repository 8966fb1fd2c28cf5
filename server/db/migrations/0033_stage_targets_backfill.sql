-- Stage targets (docs/product/staff-at-scale.md#stage-targets): the default target of every stage
-- but the final one, and, for the cases already in mediation, when they entered their stage (their
-- timeline's latest entry into it; now if the timeline has none).
INSERT INTO "mediation_stage_targets" ("stage", "days") VALUES
  ('invitados', 7),
  ('verificar-id', 3),
  ('docs-firma', 5),
  ('negociacion', 14),
  ('para-firma', 10),
  ('monetizacion', 10)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "users" SET "mediation_stage_at" = coalesce(
  (SELECT max(e."created_at") FROM "mediation_events" e
    WHERE e."user_id" = "users"."id" AND e."to_stage" = "users"."mediation_status"),
  now())
WHERE "mediation_status" IS NOT NULL AND "mediation_stage_at" IS NULL;

-- Stage targets (docs/product/staff-at-scale.md#stage-targets): the cases already in mediation
-- entered their stage at their timeline's latest entry into it (now if the timeline has none).
UPDATE "users" SET "mediation_stage_at" = coalesce(
  (SELECT max(e."created_at") FROM "mediation_events" e
    WHERE e."user_id" = "users"."id" AND e."to_stage" = "users"."mediation_status"),
  now())
WHERE "mediation_status" IS NOT NULL AND "mediation_stage_at" IS NULL;

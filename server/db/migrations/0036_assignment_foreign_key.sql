-- A case's assignee is a staff member; disabling releases it, deleting (never done) clears it.
-- Written by hand: declaring it in server/db/schema/users.ts would import auth.ts, which imports users.ts.
ALTER TABLE "users" ADD CONSTRAINT "users_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;

-- The admin users list and search order: newest registration first (serial day; none counts as 0), then id.
-- An expression index drizzle cannot declare. INCLUDE lets deep pages skip rows with an index-only scan, and
-- lets a search for a common term walk this order testing search_key in the index, without the table.
CREATE INDEX "users_registration_idx" ON "users" ((coalesce("date", 0)) DESC, "id" DESC) INCLUDE ("date", "search_key");--> statement-breakpoint
-- Finer statistics on the search key: the planner then tells a common term (walk the list order and stop
-- after one page) from a rare one (trigram index) far better than with the default 100-entry histogram.
ALTER TABLE "users" ALTER COLUMN "search_key" SET STATISTICS 1000;
--> statement-breakpoint
-- docs/product/profile-and-identity.md#complete-profile: a profile is complete when full name, phone and both ID photos are there and not blank.
CREATE OR REPLACE FUNCTION admin_profile_complete(full_name text, cellphone text, front text, back text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(trim(full_name), '') <> '' AND coalesce(trim(cellphone), '') <> ''
     AND coalesce(trim(front), '') <> '' AND coalesce(trim(back), '') <> '';
--> statement-breakpoint
-- Exact figures from the tables: at migration time, and after a TRUNCATE (which fires no row triggers).
CREATE OR REPLACE FUNCTION admin_counters_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM admin_counters;
  INSERT INTO admin_counters (users, wallets, balance, complete_profiles, verified)
  SELECT u.n, w.n, w.balance, u.complete, u.verified
    FROM (SELECT count(*) AS n,
                 count(*) FILTER (WHERE admin_profile_complete(full_name, cellphone, id_photo_front, id_photo_back)) AS complete,
                 count(*) FILTER (WHERE verified = 1) AS verified
            FROM users) u,
         (SELECT count(*) AS n, coalesce(sum(pretokenized_balance), 0) AS balance FROM wallets) w;
END $$;
--> statement-breakpoint
-- One row of differences per statement that changes a figure, from the statement's transition tables
-- (none when nothing counted changed). A TRUNCATE fires no row-level work, so it recounts.
CREATE OR REPLACE FUNCTION admin_counters_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_counters (users, complete_profiles, verified)
    SELECT count(*),
           count(*) FILTER (WHERE admin_profile_complete(full_name, cellphone, id_photo_front, id_photo_back)),
           count(*) FILTER (WHERE verified = 1)
      FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO admin_counters (users, complete_profiles, verified)
    SELECT -count(*),
           -count(*) FILTER (WHERE admin_profile_complete(full_name, cellphone, id_photo_front, id_photo_back)),
           -count(*) FILTER (WHERE verified = 1)
      FROM old_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_counters (complete_profiles, verified)
    SELECT d.complete, d.verified
      FROM (SELECT n.complete - o.complete AS complete, n.verified - o.verified AS verified
              FROM (SELECT count(*) FILTER (WHERE admin_profile_complete(full_name, cellphone, id_photo_front, id_photo_back)) AS complete,
                           count(*) FILTER (WHERE verified = 1) AS verified
                      FROM new_rows) n,
                   (SELECT count(*) FILTER (WHERE admin_profile_complete(full_name, cellphone, id_photo_front, id_photo_back)) AS complete,
                           count(*) FILTER (WHERE verified = 1) AS verified
                      FROM old_rows) o) d
     WHERE d.complete <> 0 OR d.verified <> 0;
  ELSE
    PERFORM admin_counters_recount();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_counters_wallets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_counters (wallets, balance)
    SELECT count(*), sum(pretokenized_balance) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO admin_counters (wallets, balance)
    SELECT -count(*), -sum(pretokenized_balance) FROM old_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_counters (balance)
    SELECT d.balance
      FROM (SELECT (SELECT coalesce(sum(pretokenized_balance), 0) FROM new_rows)
                 - (SELECT coalesce(sum(pretokenized_balance), 0) FROM old_rows) AS balance) d
     WHERE d.balance <> 0;
  ELSE
    PERFORM admin_counters_recount();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counters_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_users();
--> statement-breakpoint
CREATE TRIGGER admin_counters_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_users();
--> statement-breakpoint
CREATE TRIGGER admin_counters_users_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_users();
--> statement-breakpoint
CREATE TRIGGER admin_counters_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_users();
--> statement-breakpoint
CREATE TRIGGER admin_counters_wallets_insert AFTER INSERT ON wallets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_wallets();
--> statement-breakpoint
CREATE TRIGGER admin_counters_wallets_update AFTER UPDATE ON wallets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_wallets();
--> statement-breakpoint
CREATE TRIGGER admin_counters_wallets_delete AFTER DELETE ON wallets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_wallets();
--> statement-breakpoint
CREATE TRIGGER admin_counters_wallets_truncate AFTER TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_wallets();
--> statement-breakpoint
SELECT admin_counters_recount();

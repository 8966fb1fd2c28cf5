-- docs/product/profile-and-identity.md#complete-profile: "blank" is what JavaScript's trim() leaves empty, on the
-- server (schemas/profile-complete.ts) and in SQL alike. Postgres' trim() removes spaces only, so a name of one tab
-- or no-break space counted as filled here and as blank in the app. These are trim()'s characters: white space
-- (tab, vertical tab, form feed, space, no-break space, the Zs spaces, BOM) and line terminators.
CREATE OR REPLACE FUNCTION js_blank(value text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN btrim(coalesce(value, ''), E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') = '';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_profile_complete(full_name text, cellphone text, front text, back text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN NOT js_blank(full_name) AND NOT js_blank(cellphone) AND NOT js_blank(front) AND NOT js_blank(back);
--> statement-breakpoint
-- The counters count complete profiles with this function: counted again under the new definition.
SELECT admin_counters_recount();

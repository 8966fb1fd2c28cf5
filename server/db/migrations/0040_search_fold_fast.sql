-- admin_search_fold, the admin search's folding (what users.search_key and the searched term go
-- through), gives what it gave before, faster: the import writes it for every user, and
-- translate() (one scan of the 58-character table per character, by multibyte length) was a fifth
-- of a user row's insert. Plain ASCII has nothing to fold and is only lower-cased; anything else
-- goes through one replace() per accented letter (a search without a match copies nothing).
-- Every replacement is an ASCII letter, which no later replace() matches: the same as translate().
-- docs/decisions/csv-import.md#speed; checked against the old definition by
-- server/modules/admin-lists/search-fold.sql.test.ts.
CREATE OR REPLACE FUNCTION admin_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN octet_length(value) = char_length(value) THEN lower(value) ELSE lower(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'Ø', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'ö', 'o'), 'õ', 'o'), 'ø', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y')
  ) END;

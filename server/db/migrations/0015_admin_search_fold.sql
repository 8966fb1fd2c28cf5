-- Folds text for the admin search: accents off (both cases, so it works in a C locale too), then lower case.
-- IMMUTABLE so a generated column and its index can use it; the search term goes through the same function.
CREATE OR REPLACE FUNCTION admin_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝŸýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYYyy'));

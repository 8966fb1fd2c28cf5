import { sql } from 'drizzle-orm';

/**
 * A fixed list of values as SQL literals, for CHECK constraints and partial indexes built from
 * the one list in schemas/ (those definitions cannot take parameters).
 */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from './server/db/client';
let t = Date.now();
const lap = (n: string) => { console.log(n, Date.now() - t); t = Date.now(); };
const d = await openDatabase({}); lap('create');
await d.migrate(); lap('migrate');
const client = (d.db as any).$client as PGlite;
const dump = await client.dumpDataDir('none'); lap('dump ' + dump.size);
for (let i = 0; i < 3; i++) {
  const c = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } }); lap('load');
  const r = await c.query('select count(*) from users'); lap('query ' + JSON.stringify(r.rows));
  await c.close();
}
for (let i = 0; i < 2; i++) { const e = await openDatabase({}); lap('create2'); await e.migrate(); lap('migrate2'); await e.close(); }

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../tests/support/test-database';
import { openDatabase, queryRows } from './client';

const serverUrl = process.env.DATABASE_URL;
const name = `cartera_migrate_${randomBytes(5).toString('hex')}`;
const admin = () => new pg.Client({ connectionString: serverUrl });

describe.runIf(testDatabaseKind === 'postgres')('migrations on PostgreSQL', () => {
  let url: string;
  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('can be started by several instances at once: one migrates, the others wait', async () => {
    const instances = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, poolSize: 3 })),
    );
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => r.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const journal = JSON.parse(
        readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await queryRows<{ n: string }>(
        instances[0]!.db,
        sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });
});

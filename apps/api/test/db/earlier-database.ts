import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { migrationsDir } from '../../src/paths';

export interface EarlierDatabase {
  /** The embedded database, with the migrations before the one under test. */
  client: PGlite;
  /** How many migrations it has. */
  migrations: number;
  /** Runs every later migration, as a server of the new version does on start. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A school's database as an earlier version left it: migrated up to, not including, migration
 * number `before`, so a test can write rows the old way and check what the upgrade makes of them.
 */
export async function databaseBefore(before: number): Promise<EarlierDatabase> {
  const earlier = mkdtempSync(path.join(tmpdir(), 'studyhall-migrations-'));
  mkdirSync(path.join(earlier, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < before);
  writeFileSync(path.join(earlier, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[]) {
    copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(earlier, `${tag}.sql`));
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder: earlier });
  return {
    client,
    migrations: journal.entries.length,
    upgrade: () => migrate(drizzle(client), { migrationsFolder: migrationsDir }),
    async close() {
      await client.close();
      rmSync(earlier, { recursive: true, force: true });
    },
  };
}

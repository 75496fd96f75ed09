import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './client';

/**
 * The migrations up to and including `lastIdx`, copied to a temporary folder the migrator reads:
 * tests of a data migration build the database as it was before it, add rows, then migrate on.
 * The caller removes the folder.
 */
export function migrationsUpTo(lastIdx: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'petvet-migrations-'));
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: Array<{ idx: number; tag: string }> };
  const entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

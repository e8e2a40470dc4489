import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { readTemplateDump } from './database-template';

/**
 * An embedded database in memory for a test that builds its own app on PGlite (also when the
 * other tests run on a PostgreSQL server), started from the run's dump: a new one runs initdb in
 * a process of its own, seconds of CPU each. `empty` is a database as initdb leaves it (what a
 * production app gets); otherwise the template, migrated and seeded. Initdb itself still runs in
 * the global setup, and in the tests of a data directory.
 */
export function openEmbeddedTestDatabase(dataDir: string, options: { empty?: boolean } = {}) {
  const template = inject('databaseTemplate');
  const dumpFile =
    template.kind === 'pglite'
      ? options.empty
        ? template.emptyDumpFile
        : template.dumpFile
      : undefined;
  return openDatabase({
    databaseUrl: 'memory://',
    dataDir,
    template: dumpFile ? readTemplateDump(dumpFile) : undefined,
  });
}

import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { readTemplateDump } from './database-template';

/**
 * An embedded database in memory for a test that builds its own app on PGlite (also when the
 * other tests run on a PostgreSQL server), started from the run's dump: a new one runs initdb in
 * a process of its own, seconds of CPU each. Migrated and seeded: for a production app (the
 * catalog only), or with the development demo data. initdb itself still runs in the global setup
 * and, through the bundle, in production-build.test.
 */
export function openEmbeddedTestDatabase(dataDir: string, options: { production?: boolean } = {}) {
  const template = inject('databaseTemplate');
  const dumpFile =
    template.kind === 'pglite'
      ? options.production
        ? template.productionDumpFile
        : template.dumpFile
      : undefined;
  return openDatabase({
    databaseUrl: 'memory://',
    dataDir,
    template: dumpFile ? readTemplateDump(dumpFile) : undefined,
  });
}

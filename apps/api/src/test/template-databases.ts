import { openDatabase, type DatabaseHandle } from '../db/client';
import { readTemplateDump } from './database-template';
import { recordSequences, restoreTemplateSnapshot } from './template-snapshot';

/**
 * PGlite databases cloned from the template that this test worker keeps open between apps. The
 * API project runs its files without isolation (vitest.config.ts), so a worker's later files
 * find the databases its earlier files gave back, put back to the template's rows.
 */
const idle: DatabaseHandle[] = [];

/** A database in the template's state: one given back before, or a new clone of the dump. */
export async function takeTemplateDatabase(
  dumpFile: string,
  dataDir: string,
): Promise<DatabaseHandle> {
  const reused = idle.pop();
  if (reused) {
    reused.thread?.ref();
    return reused;
  }
  const database = await openDatabase({
    databaseUrl: 'memory://',
    dataDir,
    template: readTemplateDump(dumpFile),
  });
  await recordSequences(database.db);
  return database;
}

/**
 * Takes back a database whose app has closed: reset to the template and kept for the next app,
 * or closed when it cannot be (its thread stopped, a connection still busy, its shape changed).
 */
export async function giveBackTemplateDatabase(database: DatabaseHandle) {
  if (await restoreTemplateSnapshot(database.db)) {
    // An idle database must not keep the worker's process alive at the end of the run.
    database.thread?.unref();
    idle.push(database);
  } else {
    await database.close();
  }
}

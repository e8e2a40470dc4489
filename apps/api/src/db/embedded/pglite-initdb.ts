/**
 * Makes a new embedded database (PostgreSQL's initdb) in a process of its own, started by
 * embedded-database.ts: initdb leaves well over a hundred megabytes of memory in use that a
 * thread would keep for the server's whole life, and a process gives it all back as it ends.
 * A database in memory is sent back as its dump.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2] || undefined;
const db = await PGlite.create({ dataDir });
const dump = dataDir
  ? undefined
  : new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
await db.close();
// Once sent, the channel closes and, with nothing left to do, the process ends.
process.send?.({ dump }, undefined, {}, () => process.disconnect?.());

/** What the main thread and the embedded database's worker (pglite-worker.ts) say to each other. */

export type WorkerOptions = {
  /** A directory of the disk, or undefined for memory. */
  dataDir: string | undefined;
  /** An in-memory database starts as this dump (PGlite's dumpDataDir). */
  template: ArrayBuffer | undefined;
  /** PostgreSQL settings, `name=value`. */
  settings: string[];
};

export type ToWorker =
  | { type: 'open'; id: number }
  | { type: 'data'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'dump' }
  | { type: 'close' };

export type ToMain =
  | { type: 'ready' }
  | { type: 'data'; id: number; bytes: Uint8Array }
  | { type: 'dump'; tar: ArrayBuffer }
  | { type: 'closed' };

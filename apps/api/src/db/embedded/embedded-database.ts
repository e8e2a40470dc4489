import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { workerModule } from '../../worker-modules';
import { lockDataDir } from './data-dir-lock';
import type { ToMain, ToWorker, WorkerOptions } from './protocol';

/**
 * Callers see this when the database's worker has stopped (a crash, or after close): the
 * envelope answers 503 database_unavailable for it (plugins/envelope.ts).
 */
export class EmbeddedDatabaseStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database stopped: ${reason}`);
  }
}

/**
 * PostgreSQL settings of the embedded database. PGlite's default 128 MB of shared buffers
 * would be most of the server's memory, and they mostly double what the operating system
 * already caches of the data files (or, in memory, the files themselves).
 */
export const embeddedSettings = ['shared_buffers=16MB'];

/** The main thread's end of one node-postgres connection; the worker holds the other. */
class WorkerStream extends Duplex {
  constructor(
    private readonly link: WorkerLink,
    readonly id: number,
  ) {
    super();
  }

  connect() {
    this.link.open(this);
    return this;
  }

  // node-postgres tunes its socket with these; a stream in memory has nothing to tune.
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}

  /**
   * node-postgres writes a query as four or five protocol messages, one write each; they go to
   * the worker as one message once this tick's writes are done. A message between threads costs
   * far more than its bytes, and the worker runs what arrives together as one batch anyway.
   */
  private pending: Buffer[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    if (this.pending.push(chunk) === 1) process.nextTick(() => this.flush());
    callback();
  }

  private flush() {
    if (this.pending.length === 0) return;
    this.link.send(this.id, this.pending);
    this.pending = [];
  }

  override _final(callback: () => void) {
    this.flush();
    this.link.end(this.id);
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void) {
    this.link.end(this.id);
    callback(error);
  }
}

/** The worker and its connections, as the main thread sees them. */
class WorkerLink {
  private readonly streams = new Map<number, WorkerStream>();
  private nextId = 1;
  private waiting: { dump?: (tar: ArrayBuffer) => void; closed?: () => void } = {};
  /** Set once the worker has stopped: every call after that fails with it. */
  stopped: EmbeddedDatabaseStoppedError | undefined;
  /** Settles when PGlite has opened its data, or failed to. */
  readonly ready: Promise<void>;
  private started!: { resolve: () => void; reject: (error: Error) => void };

  constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => (this.started = { resolve, reject }));
    worker.on('message', (message: ToMain) => {
      if (message.type === 'data') {
        const { bytes } = message;
        this.streams
          .get(message.id)
          ?.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else if (message.type === 'ready') {
        this.started.resolve();
      } else if (message.type === 'dump') {
        this.waiting.dump?.(message.tar);
      } else {
        this.waiting.closed?.();
      }
    });
  }

  stream() {
    return new WorkerStream(this, this.nextId++);
  }

  private post(message: ToWorker, transfer: ArrayBuffer[] = []) {
    this.worker.postMessage(message, transfer);
  }

  open(stream: WorkerStream) {
    const { stopped } = this;
    if (stopped) {
      process.nextTick(() => stream.destroy(stopped));
      return;
    }
    this.streams.set(stream.id, stream);
    this.post({ type: 'open', id: stream.id });
    process.nextTick(() => stream.emit('connect'));
  }

  send(id: number, chunks: Buffer[]) {
    if (!this.streams.has(id)) return;
    // A copy of exactly these bytes, in a buffer of its own to transfer: a chunk may be a view
    // into a larger pooled buffer.
    const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    this.post({ type: 'data', id, bytes }, [bytes.buffer]);
  }

  end(id: number) {
    if (!this.streams.delete(id) || this.stopped) return;
    this.post({ type: 'end', id });
  }

  /** The worker has exited: whatever waits on it fails, now and from now on. */
  stop(reason: string) {
    this.stopped = new EmbeddedDatabaseStoppedError(reason);
    this.started.reject(this.stopped);
    for (const stream of this.streams.values()) stream.destroy(this.stopped);
    this.streams.clear();
    this.waiting.closed?.();
  }

  async dump(): Promise<Blob> {
    if (this.stopped) throw this.stopped;
    const tar = await new Promise<ArrayBuffer>((resolve) => {
      this.waiting.dump = resolve;
      this.post({ type: 'dump' });
    });
    return new Blob([tar]);
  }

  async close() {
    if (this.stopped) return;
    await new Promise<void>((resolve) => {
      this.waiting.closed = resolve;
      this.post({ type: 'close' });
    });
  }
}

export type EmbeddedDatabase = {
  /** node-postgres, as for a PostgreSQL server, with one connection: PGlite is one backend. */
  pool: pg.Pool;
  /** The thread that runs PGlite. */
  thread: Worker;
  dump(): Promise<Blob>;
  close(): Promise<void>;
};

function startWorker(options: WorkerOptions) {
  const { url, execArgv } = workerModule('./pglite-worker', import.meta.url);
  return new Worker(url, {
    workerData: options,
    transferList: options.template ? [options.template] : [],
    // Not the parent's flags (a server's memory settings, say), only what the module needs.
    execArgv,
  });
}

/**
 * Makes a new database (PostgreSQL's initdb) in a process of its own (pglite-initdb.ts):
 * initdb leaves well over a hundred megabytes in use, which a thread of this process would
 * keep for as long as the server runs. Returns the new database's dump when it is in memory.
 */
async function createDatabase(directory: string | undefined): Promise<ArrayBuffer | undefined> {
  const { url, execArgv } = workerModule('./pglite-initdb', import.meta.url);
  const child = fork(fileURLToPath(url), directory ? [directory] : [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let dump: Uint8Array | undefined;
  child.on('message', (message: { dump?: Uint8Array }) => (dump = message.dump));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0)
    throw new Error(`initdb failed (exit code ${code}): ${output.trim().slice(-1000)}`);
  return dump ? new Uint8Array(dump).buffer : undefined;
}

/**
 * Starts PGlite in a worker thread, in `directory` or in memory, and a node-postgres pool that
 * talks to it. A directory is locked for this process while it is open. If the worker stops
 * (a crash), every query fails with EmbeddedDatabaseStoppedError and readiness fails; it is
 * not restarted, as what stopped it would likely stop it again.
 */
export async function startEmbeddedDatabase(options: {
  directory: string | undefined;
  template?: Blob;
}): Promise<EmbeddedDatabase> {
  const { directory } = options;
  const unlock = directory ? lockDataDir(`${directory}.lock`, directory) : () => {};
  const where = directory ?? 'memory';
  let worker: Worker;
  try {
    let template = options.template ? await options.template.arrayBuffer() : undefined;
    if (!template && !(directory && existsSync(path.join(directory, 'PG_VERSION'))))
      template = await createDatabase(directory);
    worker = startWorker({
      dataDir: directory,
      template,
      settings: embeddedSettings,
    });
  } catch (error) {
    unlock();
    throw new Error(`The embedded database could not start in ${where}`, { cause: error });
  }
  const link = new WorkerLink(worker);
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      unlock();
      link.stop(failure?.message ?? `its thread ended (exit code ${code})`);
      resolve();
    }),
  );
  await link.ready.catch((error: Error) => {
    throw new Error(`The embedded database could not start in ${where}`, { cause: error });
  });

  const pool = new pg.Pool({
    stream: () => link.stream(),
    // PGlite's one database and role; another name would end its backend.
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // The one connection stays open: nothing is gained by closing it when idle.
    idleTimeoutMillis: 0,
  });

  let closing: Promise<void> | undefined;
  return {
    pool,
    thread: worker,
    dump: () => link.dump(),
    close() {
      closing ??= (async () => {
        await pool.end();
        await link.close();
        await exited;
      })();
      return closing;
    },
  };
}

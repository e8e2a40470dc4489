/**
 * The embedded database's own thread: it owns PGlite and answers the PostgreSQL wire protocol
 * that node-postgres speaks on the main thread (embedded-database.ts), so a slow query runs here
 * and never holds up the event loop that serves requests. PGlite is one backend: connections
 * take turns, each whole, so two transactions never interleave.
 *
 * The thread runs below the event loop's priority (decision 0024): while requests
 * compete for the CPU, a burst of heavy queries takes only part of it, so the answers that need
 * no database (cached lists, files, health checks, live streams) keep their pace; with the CPU
 * free, queries run at full speed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { lowerThisThreadsPriority } from '../../thread-priority';
import type { ToMain, ToWorker, WorkerOptions } from './protocol';

type Control = Extract<ToWorker, { type: 'dump' | 'close' }>;
type Connection = { id: number; chunks: Uint8Array[]; started: boolean; ended: boolean };

if (!parentPort) throw new Error('pglite-worker runs as a worker thread (embedded-database.ts)');
const port = parentPort;
const options = workerData as WorkerOptions;

await lowerThisThreadsPriority();

/** A Sync message: ends an unfinished extended-protocol exchange of a client that went away. */
const syncMessage = new Uint8Array([0x53, 0, 0, 0, 4]);
/** The first byte of a Terminate message ('X'); each chunk is one whole message. */
const terminate = 0x58;

const db = await PGlite.create({
  dataDir: options.dataDir,
  // btree_gist backs the exclusion constraints that refuse overlapping bookings.
  extensions: { btree_gist },
  loadDataDir: options.template ? new Blob([options.template]) : undefined,
  startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((s) => ['-c', s])],
});

/** Connections in the order they opened: the first has the database. */
const connections: Connection[] = [];
const controls: Control[] = [];
let scheduled = false;
let closing = false;

const send = (message: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/**
 * One array of the chunks' bytes, in an ArrayBuffer of its own: it is transferred to the main
 * thread, and Buffer.concat may hand out a slice of Node's shared pool, which cannot be.
 */
function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/** Runs protocol bytes and returns PGlite's answer, copied out of its memory. */
async function execute(bytes: Uint8Array) {
  const parts: Uint8Array[] = [];
  // A copy: the data is a view into PGlite's memory, which the next query overwrites.
  await db.execProtocolRawStream(bytes, { onRawData: (data) => parts.push(new Uint8Array(data)) });
  return concat(parts);
}

async function answer(id: number, bytes: Uint8Array) {
  const reply = await execute(bytes);
  if (reply.byteLength > 0) send({ type: 'data', id, bytes: reply }, [reply.buffer as ArrayBuffer]);
}

async function serve(connection: Connection) {
  let bytes = concat(connection.chunks.splice(0));
  if (!connection.started) {
    // The startup message comes alone (node-postgres waits for its answer), and PGlite takes
    // it by itself.
    connection.started = true;
    const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(0);
    await answer(connection.id, bytes.subarray(0, length));
    bytes = bytes.subarray(length);
  }
  if (bytes.byteLength > 0) await answer(connection.id, bytes);
}

/** A client that left mid-transaction must not leave it open for the next one. */
async function release() {
  await execute(syncMessage);
  if (db.isInTransaction()) await db.exec('rollback');
}

async function control(command: Control) {
  if (command.type === 'dump') {
    const tar = await (await db.dumpDataDir('none')).arrayBuffer();
    send({ type: 'dump', tar }, [tar]);
  } else {
    closing = true;
    await db.close();
    send({ type: 'closed' });
    port.close();
  }
}

async function run() {
  scheduled = false;
  while (!closing) {
    const command = controls.shift();
    if (command) {
      await control(command);
      continue;
    }
    const current = connections[0];
    if (!current) return;
    if (current.chunks.length > 0) {
      await serve(current);
      continue;
    }
    if (!current.ended) return;
    connections.shift();
    if (current.started) await release();
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // Messages that arrive together run as one batch, as a socket's reads would.
  setImmediate(() =>
    run().catch((error: unknown) => {
      // PGlite itself failed (a query's error is an answer in the protocol, not this): the
      // thread stops, and the main thread fails every caller with this error.
      queueMicrotask(() => {
        throw error;
      });
    }),
  );
}

function receive(message: ToWorker) {
  switch (message.type) {
    case 'open':
      connections.push({ id: message.id, chunks: [], started: false, ended: false });
      break;
    case 'data':
      // Terminate would end PGlite's one backend; the connection's end does all that is needed.
      if (message.bytes[0] === terminate) break;
      connections.find((connection) => connection.id === message.id)?.chunks.push(message.bytes);
      break;
    case 'end': {
      const connection = connections.find((candidate) => candidate.id === message.id);
      if (connection) connection.ended = true;
      break;
    }
    default:
      controls.push(message);
  }
  schedule();
}

port.on('message', receive);
send({ type: 'ready' });

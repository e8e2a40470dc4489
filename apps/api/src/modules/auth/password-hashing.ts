import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { workerModule } from '../../worker-modules';

/** What passwords.ts asks a hashing thread (password-hashing.worker.ts). */
export type HashingRequest =
  | { id: number; op: 'hash'; password: string; options: Options }
  | { id: number; op: 'verify'; hash: string; password: string; options: Options };

/** Its answer: the hash, whether the password matches, or why argon2 refused. */
export type HashingAnswer =
  { id: number; hash: string } | { id: number; matches: boolean } | { id: number; error: string };

/** Work of one request, before it has an id. */
type Work =
  | { op: 'hash'; password: string; options: Options }
  | { op: 'verify'; hash: string; password: string; options: Options };

/**
 * How long a hashing thread may sit idle before it ends. A thread and the memory argon2 used on
 * it (about 20 MB, which the C allocator keeps for the thread) are given back a little after a
 * burst of logins; starting one again costs a few milliseconds on the next login.
 */
const defaultIdleMs = 10_000;

/**
 * One hashing thread, started on first use and started again if it dies or was idle too long.
 * It does one request at a time (the pool only hands it one), and holds the process open only
 * while it works.
 */
class HashingThread {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private inFlight:
    | { id: number; resolve: (answer: HashingAnswer) => void; reject: (error: Error) => void }
    | undefined;

  constructor(private readonly idleMs: number) {}

  get started() {
    return this.worker !== undefined;
  }

  private start(): Worker {
    const { url, execArgv } = workerModule('./password-hashing.worker', import.meta.url);
    const worker = new Worker(url, { execArgv });
    worker.unref();
    worker.on('message', (answer: HashingAnswer) => {
      if (this.inFlight?.id !== answer.id) return;
      const { resolve } = this.inFlight;
      this.inFlight = undefined;
      worker.unref();
      this.idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref();
      resolve(answer);
    });
    const fail = (error: Error) => {
      // A thread already stopped (idle, or by stop()) has nothing in flight: the request in
      // flight now belongs to the thread that replaced it.
      if (this.worker !== worker) return;
      this.worker = undefined;
      const waiting = this.inFlight;
      this.inFlight = undefined;
      waiting?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the hashing thread ended (exit code ${code})`)));
    return worker;
  }

  run(work: Work): Promise<HashingAnswer> {
    clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.inFlight = { id, resolve, reject };
      // A request in flight keeps the process alive until its answer arrives.
      worker.ref();
      worker.postMessage({ id, ...work } satisfies HashingRequest);
    });
  }

  /** Fails the request in flight at once; the thread ends when argon2 returns to it. */
  async stop() {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    const waiting = this.inFlight;
    this.inFlight = undefined;
    waiting?.reject(new Error('the hashing thread was stopped'));
    await worker?.terminate();
  }
}

/**
 * At most `size` hashes at once, each on a thread of its own at a lower priority than the
 * server (password-hashing.worker.ts); the rest wait in line, first come, first served.
 */
export function hashingPool(size: number, { idleMs = defaultIdleMs } = {}) {
  const limit = pLimit(size);
  const threads = Array.from({ length: size }, () => new HashingThread(idleMs));
  const idle = [...threads];
  const run = (work: Work) =>
    limit(async () => {
      const thread = idle.pop();
      if (!thread) throw new Error('a hashing slot was free but no thread was');
      try {
        const answer = await thread.run(work);
        if ('error' in answer) throw new Error(answer.error);
        return answer;
      } finally {
        idle.push(thread);
      }
    });

  return {
    async hash(password: string, options: Options): Promise<string> {
      const answer = await run({ op: 'hash', password, options });
      if (!('hash' in answer)) throw new Error('the hashing thread answered no hash');
      return answer.hash;
    },
    /** Rejects when argon2 cannot read `hash` (a malformed stored hash). */
    async verify(hash: string, password: string, options: Options): Promise<boolean> {
      const answer = await run({ op: 'verify', hash, password, options });
      return 'matches' in answer && answer.matches;
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    /** The threads that exist now (each ends after a while idle). */
    get threadsStarted() {
      return threads.filter((thread) => thread.started).length;
    },
    /** Stops the threads (tests); the next request starts them again. */
    stop: () => Promise.all(threads.map((thread) => thread.stop())),
  };
}

/**
 * A thread that hashes and checks passwords (passwords.ts), one at a time, at a lower priority
 * than the rest of the server: on Linux each thread has its own nice value, so while requests
 * need the CPU a storm of logins gets only what they leave; when the server is idle, hashing
 * runs at full speed. argon2 runs synchronously here, on this thread, so the priority applies
 * to the work itself (the binding's async calls would run on libuv's shared pool instead).
 */
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import { lowerThisThreadsPriority } from '../../thread-priority';
import type { HashingAnswer, HashingRequest } from './password-hashing';

if (!parentPort) throw new Error('password-hashing.worker runs as a worker thread (passwords.ts)');
const port = parentPort;

// Without /proc (macOS, Windows) the priority stays: the bounded queue in passwords.ts still
// keeps hashes in line.
await lowerThisThreadsPriority();

port.on('message', (request: HashingRequest) => {
  let answer: HashingAnswer;
  try {
    answer =
      request.op === 'hash'
        ? { id: request.id, hash: hashSync(request.password, request.options) }
        : { id: request.id, matches: verifySync(request.hash, request.password, request.options) };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

/**
 * On Linux each thread has a nice value of its own, so a worker thread can step back behind
 * the event loop that answers every request: while requests need the CPU it gets what they
 * leave (one step of nice weighs about 1.25 times less in Linux's scheduler), and when nothing
 * else wants the CPU it runs at full speed. Used by the password-hashing threads and the embedded
 * database's thread.
 */
import { readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/**
 * How many steps of nice a background thread (hashing, the embedded database) takes below the
 * server (decision 0024): ten weigh about a tenth of a normal thread in Linux's scheduler while
 * both want the CPU.
 */
export const backgroundThreadNiceSteps = 10;

/** The nice value a background thread takes below a thread at `nice`: Linux's lowest is 19. */
export function backgroundNiceBelow(nice: number) {
  return Math.min(19, nice + backgroundThreadNiceSteps);
}

/**
 * Lowers the calling thread's priority by `backgroundThreadNiceSteps` below its own (which it
 * inherited from the server's, started with `nice` perhaps), down to Linux's lowest, 19.
 * Elsewhere (no /proc/thread-self: macOS, Windows) it leaves the thread as it is.
 *
 * A new thread takes the nice value of the thread that starts it, and libuv starts its shared
 * pool (the whole process's file reads, zlib, async crypto and DNS lookups) on the first task
 * any thread gives it. So before stepping down, this thread gives the pool a task: were it the
 * first after stepping down, the pool's four threads would run below the server for the
 * process's life. The server on its embedded database did exactly that (found 2026-11-29): its
 * main thread gives the pool nothing before the database's thread starts.
 */
export async function lowerThisThreadsPriority() {
  let taskId: number;
  try {
    taskId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  if (!Number.isInteger(taskId) || taskId <= 0) return;
  await startSharedPool();
  setPriority(taskId, backgroundNiceBelow(getPriority(taskId)));
}

/** Gives libuv's pool a task (a file's status), which starts it if no thread has yet. */
async function startSharedPool() {
  await stat('/proc/thread-self');
}

import { setTimeout as sleep } from 'node:timers/promises';

/** Answers that may or may not have sent an email take at least this long. */
export const quietAnswerMs = 300;

/**
 * Runs `work` and answers no sooner than `ms` after the start, so an answer's timing does not
 * tell whether there was work to do (a known or an unknown email).
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDueJobs, type JobHandler } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a module say how to do one kind of due work. */
    registerJobHandler(kind: string, handler: JobHandler): void;
    /** Runs what is due now (by `app.clock`); the background runner calls it, and so can tests. */
    runDueJobs(): Promise<{ done: number; failed: number }>;
  }
}

/**
 * Runs due jobs in the background: started when the app is ready, stopped (after the batch in
 * flight) before the database closes. Every process runs it; the claim makes each job run once.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    const intervalMs = options.intervalMs ?? 5000;
    const handlers = new Map<string, JobHandler>();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let stopped = false;

    const runNow = () => runDueJobs(app.db, handlers, { now: app.clock.now() });
    const tick = () => {
      if (stopped || running) return;
      running = runNow()
        .catch((error: unknown) => app.log.error({ err: error }, 'due jobs failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, intervalMs).unref();
        });
    };

    app.decorate('registerJobHandler', (kind: string, handler: JobHandler) => {
      handlers.set(kind, handler);
    });
    app.decorate('runDueJobs', runNow);
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, intervalMs).unref();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'jobs' },
);

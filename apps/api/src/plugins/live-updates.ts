import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A small note that something changed, fanned out to every process of the app (ARCHITECTURE.md,
 * "Live updates"). It carries ids, never content: PostgreSQL's NOTIFY takes at most 8,000 bytes,
 * and each process reads what it needs from the database, which stays the one source of truth.
 */
export type LiveUpdate = {
  /** e.g. 'message' or 'read'. */
  type: string;
  /** Who may hear of it: a stream delivers an update only to these users. */
  userIds: string[];
  payload: Record<string, string | number>;
};

export type LiveUpdateListener = (update: LiveUpdate) => void;

export interface LiveUpdates {
  /** Sends an update to every process; call it after the change is committed. */
  publish(update: LiveUpdate): Promise<void>;
  /** Hears every update from every process; returns the way to stop. */
  subscribe(listener: LiveUpdateListener): () => void;
  /**
   * Hears when the connection between processes came back after a break: updates in between
   * may be lost, so a listener catches up from the database.
   */
  onResync(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

/** One process (the embedded database allows no other): an in-memory event emitter. */
export function inProcessLiveUpdates(): LiveUpdates & { close(): Promise<void> } {
  const emitter = new EventEmitter();
  // Every open stream of this process listens; there is no leak to warn about.
  emitter.setMaxListeners(0);
  const on = <T extends unknown[]>(event: string, listener: (...args: T) => void) => {
    emitter.on(event, listener as (...args: unknown[]) => void);
    return () => void emitter.off(event, listener as (...args: unknown[]) => void);
  };
  return {
    async publish(update) {
      // Listeners run after the publisher's own work, as they would with a real broker.
      queueMicrotask(() => emitter.emit('update', update));
    },
    subscribe: (listener) => on('update', listener),
    onResync: (listener) => on('resync', listener),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export const liveUpdatesPlugin = fp(async (app: FastifyInstance) => {
  const liveUpdates = inProcessLiveUpdates();
  app.decorate('liveUpdates', liveUpdates);
  app.addHook('onClose', () => liveUpdates.close());
});

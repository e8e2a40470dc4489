import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** `closing` turns true when shutdown begins: readiness fails and connections wind down. */
    lifecycle: { closing: boolean; inFlight: number; lastRequestAt: number };
  }
}

/** How long a client should wait before trying again: another process will be answering. */
const retryAfterSeconds = '5';

/**
 * Shutdown in the envelope: once closing, every response asks the client to close its
 * keep-alive connection, and a request that arrives now (readiness checks included) answers
 * 503 service_unavailable with Retry-After. Requests already past this point finish normally.
 * Fastify's own 503 on closing is off (app.ts): it has neither the envelope nor Retry-After.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { closing: false, inFlight: 0, lastRequestAt: 0 });
    app.addHook('preClose', async () => {
      app.lifecycle.closing = true;
    });
    // Callback hooks: they run on every request, and an async hook costs a promise each time.
    app.addHook('onRequest', (_request, _reply, done) => {
      app.lifecycle.lastRequestAt = Date.now();
      app.lifecycle.inFlight += 1;
      if (!app.lifecycle.closing) return done();
      done(
        new AppError(503, 'service_unavailable', { headers: { 'retry-after': retryAfterSeconds } }),
      );
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.lifecycle.closing) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_request, _reply, done) => {
      app.lifecycle.inFlight -= 1;
      done();
    });
  },
  { name: 'shutdown' },
);

/** Traffic has stopped when nothing has arrived for this long and nothing is in flight. */
const quietMs = 500;

/**
 * Stops the app without dropping a request: readiness fails at once and answers tell clients
 * to close their connections. Once they have, or traffic has stopped (a load balancer has seen
 * readiness fail), or after `graceMs`, the server stops listening, waits for the requests in
 * flight and closes the database.
 */
export async function shutDownGracefully(app: FastifyInstance, options: { graceMs: number }) {
  const { lifecycle } = app;
  lifecycle.closing = true;
  const started = Date.now();
  const deadline = started + options.graceMs;
  const quiet = () =>
    lifecycle.inFlight === 0 &&
    Date.now() - Math.max(lifecycle.lastRequestAt, started) >= Math.min(quietMs, options.graceMs);
  while (Date.now() < deadline && !quiet() && (await openConnections(app)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await app.close();
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    if (!app.server.listening) return resolve(0);
    app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './envelope';

/** Paths of the development tools: the mailbox, the movable clock, and whatever joins them. */
const devPath = /^\/(api\/)?dev(\/|$)/;

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The development tools (every route under /dev and /api/dev) answer only this machine: they
 * show every email sent and move the app's clock, so a demo started on a server must not open
 * them to the network. request.ip follows TRUST_PROXY, so behind a trusted proxy it is the
 * visitor's address, not the proxy's. Others get the 404 that production gives.
 */
export const devOnlyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const route = request.routeOptions.url;
      if (route && devPath.test(route) && !isLoopback(request.ip)) {
        return done(new AppError(404, 'route_not_found'));
      }
      done();
    });
  },
  { name: 'dev-only' },
);

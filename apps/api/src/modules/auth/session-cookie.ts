import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { refreshTokenLifetimeSeconds, type IssuedRefreshToken } from './refresh-tokens';

export const refreshCookieName = 'nibras_refresh';
/** Only the calls that need it (refresh, logout) ever receive the cookie. */
const refreshCookiePath = '/api/v1/auth';

function cookieOptions(request: FastifyRequest) {
  return {
    path: refreshCookiePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.server.config.env !== 'development',
  };
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: IssuedRefreshToken,
) {
  reply.setCookie(refreshCookieName, refresh.token, {
    ...cookieOptions(request),
    maxAge: refreshTokenLifetimeSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, cookieOptions(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName];
  return value && value.length <= 200 ? value : undefined;
}

/**
 * CSRF defence for the cookie-authenticated calls, on top of SameSite=Strict: the browser's
 * Origin must be this site (APP_URL, or the host the request was sent to).
 */
export function assertSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  const allowed = new Set([new URL(request.server.config.appUrl).origin]);
  if (request.headers.host) allowed.add(`${request.protocol}://${request.headers.host}`);
  if (!origin || !allowed.has(origin)) throw new AppError(403, 'origin_not_allowed');
}

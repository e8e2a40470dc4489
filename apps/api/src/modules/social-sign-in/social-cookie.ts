import type { FastifyReply, FastifyRequest } from 'fastify';

export const socialCookieName = 'nibras_social';
/** Only the provider sign-in calls receive it. */
const socialCookiePath = '/api/v1/auth/social';

/**
 * The token of this browser's sign-in through a provider. SameSite=Lax, not Strict: the
 * provider sends the browser back from its own site, and the cookie must come along.
 */
function socialCookieOptions(request: FastifyRequest) {
  return {
    path: socialCookiePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.env !== 'development',
  };
}

export function setSocialCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(socialCookieName, token, {
    ...socialCookieOptions(request),
    maxAge: maxAgeSeconds,
  });
}

export function clearSocialCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(socialCookieName, socialCookieOptions(request));
}

export function readSocialCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[socialCookieName];
  return value && value.length <= 200 ? value : undefined;
}

import type { UserTypeName } from '@nibras/contracts/roles';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: who is calling. */
    user?: AuthenticatedUser;
    /** Set by `authenticate`: when the caller's access token ends (ms since the epoch). */
    accessTokenExpiresAt?: number;
  }
}

export type AuthenticatedUser = { id: string; userType: UserTypeName };

/** Access tokens are short-lived (at most 15 minutes); the refresh cookie renews them. */
export const accessTokenLifetimeSeconds = 15 * 60;
const issuer = 'nibras';
const audience = 'nibras-api';
const algorithm = 'HS256';

function signingKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, user: AuthenticatedUser, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const accessToken = await new SignJWT({ typ: 'access', role: user.userType })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey(secret));
  return { accessToken, accessTokenExpiration: new Date(expiresAt * 1000).toISOString() };
}

const userTypes = new Set<string>(['Student', 'Parent', 'Tutor']);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** preHandler: a valid access token (algorithm, issuer, audience and type pinned) or 401. */
export async function authenticate(request: FastifyRequest) {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError(401, 'unauthorized');
  try {
    const { payload } = await jwtVerify(token, signingKey(request.server.config.jwtSecret), {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    // Signed by us, yet not ours to trust blindly: an id that is no UUID would fail in SQL.
    if (
      payload.typ !== 'access' ||
      !uuidPattern.test(payload.sub ?? '') ||
      typeof payload.role !== 'string' ||
      !userTypes.has(payload.role)
    ) {
      throw new AppError(401, 'unauthorized');
    }
    request.user = { id: payload.sub as string, userType: payload.role as UserTypeName };
    // `exp` is required above; a long-lived answer (the live stream) ends with the token.
    request.accessTokenExpiresAt = (payload.exp as number) * 1000;
  } catch (error) {
    if (error instanceof AppError || error instanceof joseErrors.JOSEError) {
      throw new AppError(401, 'unauthorized');
    }
    throw error;
  }
}

/** preHandler after `authenticate`: the caller's role must be one of these, or 403. */
export function requireRole(...roles: UserTypeName[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, 'unauthorized');
    if (!roles.includes(request.user.userType)) throw new AppError(403, 'forbidden');
  };
}

/** The caller of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, 'unauthorized');
  return request.user;
}

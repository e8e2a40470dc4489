import { userTypeNames, type UserTypeName } from '@nibras/contracts/roles';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './envelope';
import { uuidPattern } from '@nibras/contracts/ids';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: who is calling. */
    user?: AuthenticatedUser;
    /** Set by `authenticate`: when the caller's access token ends (ms since the epoch). */
    accessTokenExpiresAt?: number;
    /** Set by `authenticate`: the caller's session, the refresh-token family of this device. */
    sessionId?: string;
    /** Set by `authenticate` for an operator's token: when the second factor was checked. */
    secondFactorAt?: number;
  }
}

export type AuthenticatedUser = { id: string; userType: UserTypeName };

/**
 * What an access token is issued for: the account, its access version, its session (the
 * refresh-token family, so that ending this device's session ends its token) and how it signed in.
 */
export type AccessGrant = AuthenticatedUser & {
  accessVersion: number;
  sessionId: string;
  /** An operator's second factor, checked at this time (decision 0026). */
  secondFactorAt?: Date;
};

/** An operator re-authenticates, with the second factor, this long after the last time. */
export const operatorSessionHours = 12;

/** Access tokens are short-lived (at most 15 minutes); the refresh cookie renews them. */
export const accessTokenLifetimeSeconds = 15 * 60;
const issuer = 'nibras';
const audience = 'nibras-api';
const algorithm = 'HS256';

function signingKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, user: AccessGrant, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const secondFactor = user.secondFactorAt
    ? { amr: ['pwd', 'otp'], auth_time: Math.floor(user.secondFactorAt.getTime() / 1000) }
    : {};
  const accessToken = await new SignJWT({
    typ: 'access',
    role: user.userType,
    ver: user.accessVersion,
    sid: user.sessionId,
    ...secondFactor,
  })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey(secret));
  return { accessToken, accessTokenExpiration: new Date(expiresAt * 1000).toISOString() };
}

const userTypes = new Set<string>(userTypeNames);

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
      !userTypes.has(payload.role) ||
      typeof payload.ver !== 'number' ||
      // Tokens from before sessions were named are refused: the web renews them on a 401.
      typeof payload.sid !== 'string' ||
      !uuidPattern.test(payload.sid)
    ) {
      throw new AppError(401, 'unauthorized');
    }
    // Suspension, deletion, signing out (here or everywhere) and a new password end a token
    // before it expires.
    if (
      !(await request.server.accountAccess.allows(payload.sub as string, payload.ver, payload.sid))
    ) {
      throw new AppError(401, 'unauthorized');
    }
    request.user = { id: payload.sub as string, userType: payload.role as UserTypeName };
    request.sessionId = payload.sid;
    request.secondFactorAt =
      Array.isArray(payload.amr) &&
      payload.amr.includes('otp') &&
      typeof payload.auth_time === 'number'
        ? payload.auth_time * 1000
        : undefined;
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

/**
 * preHandler after `authenticate` for every operator route: an operator whose token carries a
 * second factor checked within the last 12 hours; 403 for every other role.
 */
export async function requireOperator(request: FastifyRequest) {
  if (!request.user) throw new AppError(401, 'unauthorized');
  if (request.user.userType !== 'Operator') throw new AppError(403, 'forbidden');
  const checkedAt = request.secondFactorAt;
  const now = request.server.clock.now().getTime();
  if (!checkedAt || now - checkedAt > operatorSessionHours * 3600_000) {
    throw new AppError(401, 'operator_reauthentication_required');
  }
}

/** The caller of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, 'unauthorized');
  return request.user;
}

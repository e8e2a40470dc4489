import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../plugins/envelope';

/**
 * Between the password and the second factor: a signed token that says which operator gave the
 * right password, good for five minutes and for nothing else (its own type and audience).
 */
export const challengeLifetimeSeconds = 5 * 60;
const audience = 'nibras-operator-sign-in';
const issuer = 'nibras';
const type = 'operator_challenge';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signOperatorChallenge(
  secret: string,
  operator: { id: string; accessVersion: number },
  now: Date,
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + challengeLifetimeSeconds;
  const challenge = await new SignJWT({ typ: type, ver: operator.accessVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(operator.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { challenge, challengeExpiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The operator a challenge names, or 401 `operator_challenge_expired`. */
export async function readOperatorChallenge(secret: string, challenge: string, now: Date) {
  try {
    const { payload } = await jwtVerify(challenge, keyOf(secret), {
      algorithms: ['HS256'],
      issuer,
      audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    if (payload.typ !== type || typeof payload.ver !== 'number' || !payload.sub) {
      throw new AppError(401, 'operator_challenge_expired');
    }
    return { id: payload.sub, accessVersion: payload.ver };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError)
      throw new AppError(401, 'operator_challenge_expired');
    throw error;
  }
}

import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../plugins/auth';
import { createUserWithToken, openSession } from './fixtures';

/**
 * An operator for tests of operator routes: each `authorization()` is a token whose second
 * factor was checked now on the app's clock, so tests that move the clock keep a fresh one.
 */
export async function newOperator(app: FastifyInstance, fullName = 'Omar Operator') {
  const { user } = await createUserWithToken(app, 'Operator', { fullName });
  const sessionId = await openSession(app, user.id);
  return {
    user,
    async authorization() {
      const { accessToken } = await signAccessToken(app.config.jwtSecret, {
        id: user.id,
        userType: 'Operator',
        accessVersion: user.accessVersion,
        sessionId,
        secondFactorAt: app.clock.now(),
      });
      return `Bearer ${accessToken}`;
    },
  };
}

/**
 * Every route of `routes` answers 401 to the anonymous, 403 to each other role, and 401 to an
 * operator token without a second factor.
 */
export async function expectOperatorsOnly(
  app: FastifyInstance,
  routes: ReadonlyArray<readonly ['GET' | 'POST', string, object?]>,
) {
  const passwordOnly = await createUserWithToken(app, 'Operator');
  const others = await Promise.all(
    (['Student', 'Parent', 'Tutor'] as const).map(async (role) => ({
      role,
      ...(await createUserWithToken(app, role)),
    })),
  );
  for (const [method, url, payload] of routes) {
    const send = (authorization?: string) =>
      app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        ...(payload ? { payload } : {}),
      });
    const anonymous = await send();
    if (anonymous.statusCode !== 401)
      throw new Error(`${method} ${url}: anonymous got ${anonymous.statusCode}`);
    for (const other of others) {
      const refused = await send(other.authorization);
      if (refused.statusCode !== 403) {
        throw new Error(`${method} ${url}: ${other.role} got ${refused.statusCode}`);
      }
    }
    const withoutSecondFactor = await send(passwordOnly.authorization);
    if (withoutSecondFactor.statusCode !== 401) {
      throw new Error(
        `${method} ${url}: an operator without a second factor got ${withoutSecondFactor.statusCode}`,
      );
    }
  }
}

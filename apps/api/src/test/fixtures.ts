import { randomUUID } from 'node:crypto';
import type { UserTypeName } from '@nibras/contracts/roles';
import type { FastifyInstance } from 'fastify';
import { refreshTokens, users } from '../db/schema/index';
import { hashToken, newSecretToken } from '../modules/auth/one-time-tokens';
import { signAccessToken } from '../plugins/auth';

/**
 * Inserts a confirmed user straight into the database and mints an access token for it, for
 * tests of routes that only need "somebody of this role". Account flows test the real signup.
 */
export async function createUserWithToken(
  app: FastifyInstance,
  userType: UserTypeName,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await app.db
    .insert(users)
    .values({
      email: `${userType.toLowerCase()}-${randomUUID()}@example.test`,
      fullName: `Test ${userType}`,
      phoneNumber: '+201000000000',
      userType,
      // Not a usable hash: these users never log in with a password.
      passwordHash: 'fixture',
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('fixture user was not inserted');
  const sessionId = await openSession(app, user.id);
  const { accessToken } = await signAccessToken(app.config.jwtSecret, {
    id: user.id,
    userType: user.userType,
    accessVersion: user.accessVersion,
    sessionId,
  });
  return { user, accessToken, authorization: `Bearer ${accessToken}` };
}

/** A session (refresh-token family) for a fixture user, as a login starts: its id is the `sid`. */
export async function openSession(app: FastifyInstance, userId: string): Promise<string> {
  const sessionId = randomUUID();
  await app.db.insert(refreshTokens).values({
    userId,
    familyId: sessionId,
    tokenHash: hashToken(newSecretToken().token),
    expiresAt: new Date(Date.now() + 14 * 24 * 3600_000),
  });
  return sessionId;
}

/**
 * An operator with a token whose second factor was checked now (decision 0026), for tests of
 * operator routes; the real sign-in is tested in modules/operators.
 */
export async function createOperatorWithToken(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const created = await createUserWithToken(app, 'Operator', overrides);
  const { accessToken } = await signAccessToken(app.config.jwtSecret, {
    id: created.user.id,
    userType: 'Operator',
    accessVersion: created.user.accessVersion,
    sessionId: await openSession(app, created.user.id),
    secondFactorAt: app.clock.now(),
  });
  return { user: created.user, accessToken, authorization: `Bearer ${accessToken}` };
}

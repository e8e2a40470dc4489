import { randomUUID } from 'node:crypto';
import type { UserTypeName } from '@nibras/contracts/roles';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';
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
  const { accessToken } = await signAccessToken(app.config.jwtSecret, {
    id: user.id,
    userType: user.userType,
  });
  return { user, accessToken, authorization: `Bearer ${accessToken}` };
}

import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { mockClientIds } from '../../test/mock-provider';
import { Browser, locationOf, signInWith, socialTestApp } from './social-sign-in.test-client';

describe("Apple's client secret", () => {
  it('is a fresh ES256 JWT signed with the team key, naming the team, the Services ID and Apple', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { app, mock } = await socialTestApp({
      APPLE_CLIENT_SECRET: '',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY7654321',
      APPLE_PRIVATE_KEY: privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replaceAll('\n', '\\n'),
    });
    try {
      const back = await signInWith({ app, mock }, new Browser(), 'apple', {
        subject: 'a-secret',
        email: 'secret@example.test',
        emailVerified: true,
      });
      expect(locationOf(back).searchParams.get('error')).toBeNull();
      const secret = String(mock.tokenRequests.at(-1)?.client_secret);
      expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY7654321' });
      const { payload } = await jwtVerify(secret, publicKey, {
        issuer: 'TEAM123456',
        subject: mockClientIds.apple,
        audience: mock.issuer,
      });
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15_777_000);
    } finally {
      await app.close();
    }
  });
});

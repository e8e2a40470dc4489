import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('Google, Apple and Meta settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-social-config-'));
  const load = (vars: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...vars });

  it('turns on only the providers whose variables are set, with their real addresses', () => {
    expect(load({}).socialProviders).toEqual({});
    const config = load({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      META_CLIENT_ID: 'm-id',
      META_CLIENT_SECRET: 'm-secret',
      APPLE_CLIENT_ID: '',
    });
    expect(config.socialProviders).toEqual({
      google: {
        protocol: 'oidc',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        issuer: 'https://accounts.google.com',
      },
      meta: {
        protocol: 'oauth2',
        clientId: 'm-id',
        clientSecret: 'm-secret',
        authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
      },
    });
  });

  it('stops the start on a half-set provider, naming what is missing', () => {
    expect(() => load({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_SECRET: required/);
    expect(() => load({ META_CLIENT_SECRET: 'm-secret' })).toThrow(/META_CLIENT_ID: required/);
    expect(() => load({ APPLE_CLIENT_ID: 'a-id' })).toThrow(/APPLE_CLIENT_SECRET: required/);
    expect(() => load({ APPLE_CLIENT_ID: 'a-id', APPLE_TEAM_ID: 'TEAM' })).toThrow(
      /APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: all three/,
    );
    expect(() =>
      load({
        APPLE_CLIENT_ID: 'a-id',
        APPLE_TEAM_ID: 'TEAM',
        APPLE_KEY_ID: 'KEY',
        APPLE_PRIVATE_KEY: 'not a key',
      }),
    ).toThrow(/APPLE_PRIVATE_KEY: not a PEM private key/);
  });

  it("reads Apple's key with its line breaks written as \\n, as one variable holds it", () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = load({
      APPLE_CLIENT_ID: 'com.nibras.web',
      APPLE_TEAM_ID: 'TEAM123',
      APPLE_KEY_ID: 'KEY123',
      APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    });
    expect(config.socialProviders.apple).toMatchObject({
      issuer: 'https://appleid.apple.com',
      clientSecret: { teamId: 'TEAM123', keyId: 'KEY123', privateKey: pem },
    });
  });

  it('refuses plain-HTTP provider addresses in production, where tokens would travel in clear', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(40),
      SUPPORT_EMAIL: 'support@nibras.example',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    };
    expect(() => load({ ...production, GOOGLE_ISSUER: 'http://127.0.0.1:9000' })).toThrow(
      /GOOGLE_ISSUER: must be an https:\/\/ address in production/,
    );
    expect(
      load({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: 'http://127.0.0.1:9000',
      }).socialProviders.google,
    ).toMatchObject({ issuer: 'http://127.0.0.1:9000' });
  });
});

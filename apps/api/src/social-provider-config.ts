import { createPrivateKey } from 'node:crypto';
import type { SocialProvider } from '@nibras/contracts/social-providers';
import { z } from 'zod';

/**
 * Google, Apple and Meta sign-in, each configured by environment variables (README,
 * "Configuration"). A provider with no variables set is off: the web app shows no button for it.
 * Every address can be pointed elsewhere, so tests and the e2e run talk to a local mock provider.
 */

// A variable set to nothing counts as not set.
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankIsUnset, z.string().trim().optional());
const optionalUrl = z.preprocess(blankIsUnset, z.url().optional());

export const socialProviderEnvironment = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_ISSUER: optionalUrl,
  META_CLIENT_ID: optionalText,
  META_CLIENT_SECRET: optionalText,
  META_DIALOG_URL: optionalUrl,
  META_TOKEN_URL: optionalUrl,
  META_USERINFO_URL: optionalUrl,
};

type SocialProviderVariables = {
  [Name in keyof typeof socialProviderEnvironment]?: string | undefined;
};

/** Apple's client secret is a short-lived JWT signed with the team's key (apple-client-secret.ts). */
export type AppleSigningKey = { teamId: string; keyId: string; privateKey: string };

/** An OpenID Connect provider: its endpoints and keys come from the issuer's discovery document. */
export type OidcProviderSettings = {
  protocol: 'oidc';
  clientId: string;
  clientSecret: string | AppleSigningKey;
  issuer: string;
};

/** Plain OAuth 2 (Facebook Login): fixed endpoints, the person read from a profile call. */
export type OAuthProviderSettings = {
  protocol: 'oauth2';
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
};

export type SocialProviderSettings = OidcProviderSettings | OAuthProviderSettings;
export type SocialProvidersConfig = Partial<Record<SocialProvider, SocialProviderSettings>>;

export const socialProviderDefaults = {
  googleIssuer: 'https://accounts.google.com',
  appleIssuer: 'https://appleid.apple.com',
  metaDialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
  metaTokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
  metaUserinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
} as const;

/**
 * Reads the providers' variables. Answers the settings of each configured provider and, for
 * variables that are set but incomplete or unsafe, a problem naming the variable.
 */
export function socialProvidersOf(
  vars: SocialProviderVariables,
  options: { production: boolean },
): { providers: SocialProvidersConfig; problems: string[] } {
  const problems: string[] = [];
  const providers: SocialProvidersConfig = {};
  const url = (name: keyof SocialProviderVariables, fallback: string) => {
    const value = vars[name] ?? fallback;
    // Plain HTTP is for a local mock provider only: in production the tokens would travel in clear.
    if (options.production && new URL(value).protocol !== 'https:') {
      problems.push(`${name}: must be an https:// address in production`);
    }
    return value;
  };
  const requireBoth = (
    id: keyof SocialProviderVariables,
    secret: keyof SocialProviderVariables,
  ) => {
    if (vars[id] && !vars[secret]) problems.push(`${secret}: required with ${id}`);
    if (!vars[id] && vars[secret]) problems.push(`${id}: required with ${secret}`);
    return Boolean(vars[id] && vars[secret]);
  };

  if (requireBoth('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET')) {
    providers.google = {
      protocol: 'oidc',
      clientId: vars.GOOGLE_CLIENT_ID as string,
      clientSecret: vars.GOOGLE_CLIENT_SECRET as string,
      issuer: url('GOOGLE_ISSUER', socialProviderDefaults.googleIssuer),
    };
  }

  const problemsBeforeApple = problems.length;
  const appleSecret = appleSecretOf(vars, problems);
  const appleKeyIsBad = problems.length > problemsBeforeApple;
  if (vars.APPLE_CLIENT_ID && appleSecret) {
    providers.apple = {
      protocol: 'oidc',
      clientId: vars.APPLE_CLIENT_ID,
      clientSecret: appleSecret,
      issuer: url('APPLE_ISSUER', socialProviderDefaults.appleIssuer),
    };
  } else if (vars.APPLE_CLIENT_ID && !appleKeyIsBad) {
    problems.push(
      'APPLE_CLIENT_SECRET: required with APPLE_CLIENT_ID (or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY)',
    );
  } else if (!vars.APPLE_CLIENT_ID && appleSecret) {
    problems.push('APPLE_CLIENT_ID: required with the Apple client secret or key');
  }

  if (requireBoth('META_CLIENT_ID', 'META_CLIENT_SECRET')) {
    providers.meta = {
      protocol: 'oauth2',
      clientId: vars.META_CLIENT_ID as string,
      clientSecret: vars.META_CLIENT_SECRET as string,
      authorizationUrl: url('META_DIALOG_URL', socialProviderDefaults.metaDialogUrl),
      tokenUrl: url('META_TOKEN_URL', socialProviderDefaults.metaTokenUrl),
      userinfoUrl: url('META_USERINFO_URL', socialProviderDefaults.metaUserinfoUrl),
    };
  }
  return { providers, problems };
}

/** A ready-made secret, or the key Apple's secret is signed with (all three parts of it). */
function appleSecretOf(
  vars: SocialProviderVariables,
  problems: string[],
): string | AppleSigningKey | undefined {
  if (vars.APPLE_CLIENT_SECRET) return vars.APPLE_CLIENT_SECRET;
  const parts = [vars.APPLE_TEAM_ID, vars.APPLE_KEY_ID, vars.APPLE_PRIVATE_KEY];
  if (parts.every((part) => !part)) return undefined;
  const [teamId, keyId, encodedKey] = parts;
  if (!teamId || !keyId || !encodedKey) {
    problems.push('APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: all three are needed together');
    return undefined;
  }
  // A PEM in one environment variable usually arrives with its line breaks written as "\n".
  const privateKey = encodedKey.replaceAll('\\n', '\n');
  try {
    createPrivateKey(privateKey);
  } catch {
    problems.push('APPLE_PRIVATE_KEY: not a PEM private key (the .p8 file Apple gives)');
    return undefined;
  }
  return { teamId, keyId, privateKey };
}

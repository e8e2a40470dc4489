import type { SocialProvider } from '@nibras/contracts/social-providers';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import type {
  OAuthProviderSettings,
  OidcProviderSettings,
  SocialProviderSettings,
  SocialProvidersConfig,
} from '../../social-provider-config';
import { AppError } from '../../plugins/envelope';
import { appleClientAuthentication } from './apple-client-secret';

/** What a provider tells us about the person who signed in. */
export type ProviderIdentity = {
  /** The provider's stable id of the person: never their address, which can change. */
  subject: string;
  email: string | null;
  /** The provider vouches that the person controls this address. */
  emailVerified: boolean;
  fullName: string | null;
};

/** The secrets of one authorization request, kept on the server until the callback. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** What each provider is asked for, and how it answers (Apple posts its answer back). */
const requestOf: Record<SocialProvider, Record<string, string>> = {
  google: { scope: 'openid email profile' },
  apple: { scope: 'openid email name', response_mode: 'form_post' },
  meta: { scope: 'email public_profile' },
};

const httpTimeoutSeconds = 10;

const metaProfileSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().optional(),
  email: z.string().optional(),
});

/** Apple posts the name once, on the first sign-in, beside the code: `{"name":{"firstName":…}}`. */
const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/**
 * The providers of this app, each an openid-client Configuration made on first use (OpenID
 * discovery for Google and Apple, fixed endpoints for Meta) and kept; a failed discovery is
 * tried again on the next sign-in.
 */
export class SocialProviders {
  private readonly configurations = new Map<SocialProvider, Promise<client.Configuration>>();

  constructor(
    private readonly settings: SocialProvidersConfig,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  configured(): SocialProvider[] {
    return (Object.keys(this.settings) as SocialProvider[]).filter((name) => this.settings[name]);
  }

  isConfigured(provider: SocialProvider): boolean {
    return Boolean(this.settings[provider]);
  }

  /** Registered at each provider; always under APP_URL, whatever Host a request carried. */
  redirectUri(provider: SocialProvider): string {
    return `${this.appUrl}/api/v1/auth/social/${provider}/callback`;
  }

  async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<URL> {
    const configuration = await this.configurationOf(provider);
    const oidc = this.settingsOf(provider).protocol === 'oidc';
    return client.buildAuthorizationUrl(configuration, {
      ...requestOf[provider],
      redirect_uri: this.redirectUri(provider),
      state: checks.state,
      ...(oidc ? { nonce: checks.nonce } : {}),
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Checks the provider's answer (state; for OpenID the ID token's signature against the
   * provider's keys, issuer, audience, expiry and nonce), swaps the code for tokens with the
   * PKCE verifier, and reads who signed in. Any failure throws.
   */
  async identityFrom(
    provider: SocialProvider,
    callback: URLSearchParams,
    checks: AuthorizationChecks,
  ): Promise<ProviderIdentity> {
    const configuration = await this.configurationOf(provider);
    const settings = this.settingsOf(provider);
    const currentUrl = new URL(this.redirectUri(provider));
    for (const [name, value] of callback) currentUrl.searchParams.append(name, value);
    if (settings.protocol === 'oauth2') {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: checks.state,
        pkceCodeVerifier: checks.codeVerifier,
      });
      return this.metaIdentity(configuration, settings, tokens.access_token);
    }
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    // Apple writes the flag as the string "true".
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    const name = typeof claims.name === 'string' ? claims.name : appleName(callback.get('user'));
    return { subject: claims.sub, email: email || null, emailVerified, fullName: name };
  }

  private async metaIdentity(
    configuration: client.Configuration,
    settings: OAuthProviderSettings,
    accessToken: string,
  ): Promise<ProviderIdentity> {
    const response = await client.fetchProtectedResource(
      configuration,
      accessToken,
      new URL(settings.userinfoUrl),
      'GET',
    );
    if (!response.ok) throw new Error(`profile call answered ${response.status}`);
    const profile = metaProfileSchema.parse(await response.json());
    return {
      subject: profile.id,
      email: profile.email?.trim().toLowerCase() || null,
      // Facebook does not say whether the address was confirmed: the usual confirmation email
      // proves it before a new account is used (docs/decisions/0014).
      emailVerified: false,
      fullName: profile.name ?? null,
    };
  }

  private settingsOf(provider: SocialProvider): SocialProviderSettings {
    const settings = this.settings[provider];
    if (!settings) throw new AppError(404, 'social_provider_not_configured');
    return settings;
  }

  private configurationOf(provider: SocialProvider): Promise<client.Configuration> {
    const settings = this.settingsOf(provider);
    let configuration = this.configurations.get(provider);
    if (!configuration) {
      configuration = (
        settings.protocol === 'oidc' ? discover(settings) : Promise.resolve(oauth2(settings))
      ).catch((error: unknown) => {
        this.configurations.delete(provider);
        this.log.warn({ err: error, provider }, 'sign-in provider unreachable');
        throw new AppError(503, 'social_provider_unavailable');
      });
      this.configurations.set(provider, configuration);
    }
    return configuration;
  }
}

/** Plain HTTP only reaches a local mock provider: config.ts refuses it in production. */
const insecure = (address: string) => new URL(address).protocol === 'http:';

function discover(settings: OidcProviderSettings): Promise<client.Configuration> {
  const { clientSecret } = settings;
  const authentication =
    typeof clientSecret === 'string'
      ? client.ClientSecretPost(clientSecret)
      : appleClientAuthentication(clientSecret, settings.issuer);
  return client.discovery(new URL(settings.issuer), settings.clientId, undefined, authentication, {
    timeout: httpTimeoutSeconds,
    execute: [
      // ID tokens are checked against the provider's published keys, not only trusted for
      // having come over TLS from the token endpoint.
      client.enableNonRepudiationChecks,
      ...(insecure(settings.issuer) ? [client.allowInsecureRequests] : []),
    ],
  });
}

function oauth2(settings: OAuthProviderSettings): client.Configuration {
  const configuration = new client.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  configuration.timeout = httpTimeoutSeconds;
  if ([settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl].some(insecure)) {
    client.allowInsecureRequests(configuration);
  }
  return configuration;
}

function appleName(user: string | null): string | null {
  if (!user) return null;
  try {
    const parsed = appleUserSchema.safeParse(JSON.parse(user));
    const name = parsed.success ? parsed.data.name : undefined;
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
    return full || null;
  } catch {
    return null;
  }
}

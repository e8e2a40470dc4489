import { isSocialProvider, type SocialProvider } from '@nibras/contracts/social-providers';

type RuntimeConfig = {
  apiBaseUrl: string;
  environment: string;
  /** The providers the server is configured for; the login screen shows a button for each. */
  socialProviders: SocialProvider[];
};

declare global {
  interface Window {
    /** The server's runtime configuration; lib/money-figures.ts reads its own keys of it. */
    __NIBRAS_CONFIG__?: Partial<Record<string, unknown>>;
  }
}

/** Read from /config.js, which the server writes at run time; same origin by default. */
export function runtimeConfig(): RuntimeConfig {
  const fromServer = typeof window === 'undefined' ? undefined : window.__NIBRAS_CONFIG__;
  const providers = fromServer?.socialProviders;
  return {
    apiBaseUrl: typeof fromServer?.apiBaseUrl === 'string' ? fromServer.apiBaseUrl : '',
    environment:
      typeof fromServer?.environment === 'string' ? fromServer.environment : 'development',
    socialProviders: Array.isArray(providers) ? providers.filter(isSocialProvider) : [],
  };
}

import { isSocialProvider, type SocialProvider } from '@nibras/contracts/social-providers';

type RuntimeConfig = {
  apiBaseUrl: string;
  environment: string;
  /** The providers the server is configured for; the login screen shows a button for each. */
  socialProviders: SocialProvider[];
  /** The money rules' figures (decision 0025), as the server is configured, for the policy texts. */
  money: MoneyFigures;
};

export type MoneyFigures = {
  commissionPercent: number;
  lateCancelSharePercent: number;
  payoutHoldHours: number;
};

/** The defaults of apps/api/src/money-config.ts, for a page served without /config.js (tests). */
const defaultMoneyFigures: MoneyFigures = {
  commissionPercent: 15,
  lateCancelSharePercent: 50,
  payoutHoldHours: 48,
};

const figureOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

declare global {
  interface Window {
    __NIBRAS_CONFIG__?: Partial<Record<keyof RuntimeConfig | keyof MoneyFigures, unknown>>;
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
    money: {
      commissionPercent: figureOf(
        fromServer?.commissionPercent,
        defaultMoneyFigures.commissionPercent,
      ),
      lateCancelSharePercent: figureOf(
        fromServer?.lateCancelSharePercent,
        defaultMoneyFigures.lateCancelSharePercent,
      ),
      payoutHoldHours: figureOf(fromServer?.payoutHoldHours, defaultMoneyFigures.payoutHoldHours),
    },
  };
}

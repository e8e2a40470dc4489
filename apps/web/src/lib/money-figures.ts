/**
 * The money rules' figures (decision 0025) as the server is configured, read from the same
 * runtime configuration as runtime-config.ts, in a module of their own: only the screens that
 * state them load it, so the first load of public pages does not carry it (budget.json).
 */
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

export function moneyFigures(): MoneyFigures {
  const fromServer = (typeof window === 'undefined' ? undefined : window.__NIBRAS_CONFIG__) as
    Partial<Record<keyof MoneyFigures, unknown>> | undefined;
  return {
    commissionPercent: figureOf(
      fromServer?.commissionPercent,
      defaultMoneyFigures.commissionPercent,
    ),
    lateCancelSharePercent: figureOf(
      fromServer?.lateCancelSharePercent,
      defaultMoneyFigures.lateCancelSharePercent,
    ),
    payoutHoldHours: figureOf(fromServer?.payoutHoldHours, defaultMoneyFigures.payoutHoldHours),
  };
}

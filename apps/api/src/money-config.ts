import { z } from 'zod';

/**
 * Payments, commissions and payouts (decision 0025; README, "Configuration"). Shares are given
 * in percent and kept in basis points (1500 = 15 %), so every share of an amount is integer
 * arithmetic on minor units.
 */

export const paymentProviders = ['dev', 'stripe', 'moyasar'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankIsUnset, z.string().trim().optional());
const optionalUrl = z.preprocess(blankIsUnset, z.url().optional());
/** "15" or "12.5" percent, in basis points. */
const percent = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 15 or 12.5')
      .transform((value) => Math.round(Number(value) * 100))
      .refine((basisPoints) => basisPoints <= 10_000, 'must be at most 100')
      .default(fallback * 100),
  );

export const moneyEnvironment = {
  PAYMENT_PROVIDER: z.preprocess(blankIsUnset, z.enum(paymentProviders).optional()),
  PLATFORM_COMMISSION: percent(15),
  LATE_CANCEL_SHARE: percent(50),
  PAYOUT_HOLD_HOURS: z.preprocess(
    blankIsUnset,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 90)
      .default(48),
  ),
  VAT_RATE: percent(15),
  /** How many days before each lesson of a weekly series its price is held (decision 0033). */
  SERIES_HOLD_DAYS: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(28).default(7)),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls: Stripe itself, or a local double in the tests. */
  STRIPE_API_URL: optionalUrl,
  MOYASAR_SECRET_KEY: optionalText,
  MOYASAR_WEBHOOK_SECRET: optionalText,
  MOYASAR_API_URL: optionalUrl,
};

type MoneyVariables = {
  PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  PLATFORM_COMMISSION: number;
  LATE_CANCEL_SHARE: number;
  PAYOUT_HOLD_HOURS: number;
  VAT_RATE: number;
  SERIES_HOLD_DAYS: number;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  MOYASAR_SECRET_KEY?: string | undefined;
  MOYASAR_WEBHOOK_SECRET?: string | undefined;
  MOYASAR_API_URL?: string | undefined;
};

export type MoneyConfig = {
  /**
   * Who takes the families' money: the development checkout outside production by default. In
   * production it must be named; until it is, top-ups answer 503 and nothing else changes.
   */
  provider: PaymentProviderName | undefined;
  commissionBasisPoints: number;
  lateCancelShareBasisPoints: number;
  payoutHoldHours: number;
  vatRateBasisPoints: number;
  /** Days before each occurrence of a weekly series that its price is held. */
  seriesHoldDays: number;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  moyasar: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
};

export const moyasarDefaultApiUrl = 'https://api.moyasar.com/v1';

export function moneyConfigOf(
  vars: MoneyVariables,
  options: { production: boolean },
): { config: MoneyConfig; problems: string[] } {
  const problems: string[] = [];
  const provider = vars.PAYMENT_PROVIDER ?? (options.production ? undefined : 'dev');
  if (provider === 'dev' && options.production) {
    problems.push(
      'PAYMENT_PROVIDER: the development checkout takes no money; use stripe or moyasar in production',
    );
  }
  const stripe =
    vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: vars.STRIPE_SECRET_KEY,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
          apiUrl: vars.STRIPE_API_URL,
        }
      : undefined;
  if (provider === 'stripe' && !stripe) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    );
  }
  const moyasar =
    vars.MOYASAR_SECRET_KEY && vars.MOYASAR_WEBHOOK_SECRET
      ? {
          secretKey: vars.MOYASAR_SECRET_KEY,
          webhookSecret: vars.MOYASAR_WEBHOOK_SECRET,
          apiUrl: (vars.MOYASAR_API_URL ?? moyasarDefaultApiUrl).replace(/\/$/, ''),
        }
      : undefined;
  if (provider === 'moyasar' && !moyasar) {
    problems.push(
      'MOYASAR_SECRET_KEY, MOYASAR_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=moyasar',
    );
  }
  return {
    config: {
      provider,
      commissionBasisPoints: vars.PLATFORM_COMMISSION,
      lateCancelShareBasisPoints: vars.LATE_CANCEL_SHARE,
      payoutHoldHours: vars.PAYOUT_HOLD_HOURS,
      vatRateBasisPoints: vars.VAT_RATE,
      seriesHoldDays: vars.SERIES_HOLD_DAYS,
      stripe,
      moyasar,
    },
    problems,
  };
}

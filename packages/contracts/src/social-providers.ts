/**
 * The providers one can sign in with. Kept free of zod, like roles.ts: the login screen and the
 * runtime configuration read it on every first load.
 */

export const socialProviders = ['google', 'apple', 'meta'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return (socialProviders as readonly unknown[]).includes(value);
}

/** Brand names, the same in every language. */
export const socialProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  meta: 'Meta',
};

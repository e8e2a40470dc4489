import type { ZodType } from 'zod';

/**
 * An answer of this app's own API, as its contract types it. Development and tests check it
 * against the contract's schema, so a drift between client and server fails there; a
 * production build trusts it, as the API trusts its own answers in production (decision 12),
 * and so a visitor's first screen does not download zod to read a list it only shows
 * (issue 12, docs/decisions/0016-a-lean-first-load.md). Forms still validate with
 * the contracts in every build: what a person types is not trusted.
 */
export async function answerOf<T>(data: unknown, schema: () => Promise<ZodType<T>>): Promise<T> {
  if (!import.meta.env.DEV) return data as T;
  return (await schema()).parse(data);
}

import { ar } from './ar';
import { en, type SharedMessages } from './en';
import type { Language } from './languages';

export const sharedMessages: Record<Language, SharedMessages> = { en, ar };

/**
 * Looks up a dotted key ("errors.not_found") in the shared texts. Unknown keys come back as
 * they are, so a schema message that is already plain text passes through.
 */
export function translateShared(language: Language, key: string): string {
  let node: unknown = sharedMessages[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}

/**
 * Fills a text's `{{slot}}`s, the slots of i18next's format that the web app's texts use too;
 * a slot without a value stays as it is.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/**
 * A counted text in i18next's plural keys (`key_one`, `key_few`…), picked by Intl.PluralRules
 * as the web app's i18next picks them: `key_zero` for 0, else the language's category.
 */
export function translateCount(language: Language, key: string, count: number): string {
  const category = count === 0 ? 'zero' : new Intl.PluralRules(language).select(count);
  const text = translateShared(language, `${key}_${category}`);
  return interpolate(text, { count });
}

/** A wait in words ("15 minutes"): seconds under a minute, minutes under an hour, else hours, rounded up. */
export function waitInWords(language: Language, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return translateCount(language, 'retry.second', whole);
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return translateCount(language, 'retry.minute', minutes);
  return translateCount(language, 'retry.hour', Math.ceil(minutes / 60));
}

/** The 429 message with the real wait: "Too many attempts. Please try again in 15 minutes." */
export function rateLimitedMessage(language: Language, retryAfterSeconds: number): string {
  return interpolate(translateShared(language, 'retry.tryAgainIn'), {
    time: waitInWords(language, retryAfterSeconds),
  });
}

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

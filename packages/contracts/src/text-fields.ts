import { z } from 'zod';
import { accountLimits } from './account-limits';
import { hasVisibleText, multiLineText, plainText } from './text';

/**
 * Text fields every account form shares, without the phone library (auth-fields.ts), so the
 * sign-in and contact forms load only zod.
 */

/**
 * A required text: trimmed, with something a reader sees, bounded; one line unless `lines` says
 * several (text.ts says what either refuses).
 */
export function requiredText(
  requiredKey: string,
  max: number,
  tooLongKey = 'validation.tooLong',
  lines: 'one' | 'several' = 'one',
) {
  return (lines === 'one' ? plainText(requiredKey) : multiLineText(requiredKey))
    .trim()
    .refine(hasVisibleText, { error: requiredKey })
    .max(max, { error: tooLongKey });
}

export function email(requiredKey: string, invalidKey: string) {
  return plainText(requiredKey)
    .trim()
    .min(1, { error: requiredKey })
    .pipe(
      z
        .email({ error: invalidKey })
        .max(accountLimits.emailMax, { error: invalidKey })
        .transform((value) => value.toLowerCase()),
    );
}

/** A password as an account's is chosen or typed: required, at least 6 and at most 128 characters. */
export function password(requiredKey: string, tooShortKey: string) {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(accountLimits.passwordMin, { error: tooShortKey })
    .max(accountLimits.passwordMax, { error: 'validation.passwordTooLong' });
}

import { z } from 'zod';

/**
 * Text that people or clients send, as every schema accepts it: a string without NUL characters.
 * PostgreSQL cannot store U+0000 in text and refuses the whole query, so it is refused here,
 * with a message, before it can become a server error.
 */
export function plainText(requiredKey = 'validation.required') {
  return z.string({ error: requiredKey }).refine((value) => !value.includes('\u0000'), {
    error: 'validation.textInvalid',
    abort: true,
  });
}

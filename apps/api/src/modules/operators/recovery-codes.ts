import { createHash, randomInt } from 'node:crypto';

/** Ten single-use recovery codes per enrolment (decision 0026). */
export const recoveryCodeCount = 10;

/** Unambiguous letters and digits: no 0/O, 1/I/L to misread from paper. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code of 10 characters (about 49 bits), written as two groups: `ABCDE-FGHJK`. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, newRecoveryCode);
}

/** Spaces, dashes and case do not matter when a code is typed back. */
export function normalisedRecoveryCode(code: string): string {
  const letters = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return letters.length === 10 ? `${letters.slice(0, 5)}-${letters.slice(5)}` : letters;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex');
}

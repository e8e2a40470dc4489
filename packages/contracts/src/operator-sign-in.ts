import { z } from 'zod';
import { toAsciiDigits } from './digits';
import { loginResponseSchema } from './sign-in';

/**
 * An operator's sign-in (decision 0026): the password, then a TOTP code (RFC 6238) or a
 * recovery code. The password step answers a short-lived challenge that the next steps carry.
 */

export const operatorChallengeSchema = z.object({
  challenge: z.string(),
  challengeExpiresAt: z.iso.datetime(),
  /** False until the operator has confirmed an authenticator app: enrol first. */
  enrolled: z.boolean(),
});
export type OperatorChallenge = z.infer<typeof operatorChallengeSchema>;

const challenge = z.string().min(1).max(2000);

/** Six digits, Arabic-Indic ones too; spaces that apps show between the groups are ignored. */
export const totpCode = z
  .string({ error: 'validation.operator.codeRequired' })
  .transform((value) => toAsciiDigits(value).replace(/[\s\u200e\u200f]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.operator.codeInvalid'));

export const recoveryCode = z
  .string({ error: 'validation.operator.recoveryCodeRequired' })
  .trim()
  .min(1, 'validation.operator.recoveryCodeRequired')
  .max(40, 'validation.operator.recoveryCodeRequired');

export const operatorChallengeBodySchema = z.object({ challenge });

export const operatorEnrolmentSchema = z.object({
  /** The TOTP secret, base32, for typing it into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth:// URI as a QR code: an SVG data URL. */
  qrCode: z.string(),
});
export type OperatorEnrolment = z.infer<typeof operatorEnrolmentSchema>;

export const operatorCodeBodySchema = z.object({ challenge, code: totpCode });

/** The second step: a code from the app, or one of the recovery codes. */
export const operatorVerifyBodySchema = z.union([
  z.object({ challenge, code: totpCode }),
  z.object({ challenge, recoveryCode }),
]);
export type OperatorVerifyBody = z.input<typeof operatorVerifyBodySchema>;

/** After the first code is confirmed: the session, and the recovery codes, shown this once. */
export const operatorEnrolledSchema = loginResponseSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type OperatorEnrolled = z.infer<typeof operatorEnrolledSchema>;

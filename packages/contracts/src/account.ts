import { z } from 'zod';
import { addressForms } from './address-as';
import { accountLimits, email, phoneNumber, requiredText, withLocalPhone } from './auth-fields';
import { newPasswordTwiceShape, withMatchingNewPasswords } from './auth';
import { languages, type Language } from './i18n/languages';
import { userTypeNames } from './roles';
import { calendarWeekSchema, regionSchema } from './region-calendar';
import { plainText } from './text';
import { isKnownTimeZone } from './time-zones';

/**
 * /profile: a signed-in person's own account, whatever their role (GET and PATCH
 * /api/v1/account, the password, the email address and deleting the account).
 */

export { deletedAccountName, deletedAccountNames } from './deleted-account';

/** The words a person may type to confirm deleting their account (or their own email address). */
export const deletionWords: Record<Language, string> = { en: 'DELETE', ar: 'حذف' };

/** True when `typed` is one of the deletion words or the account's own address. */
export function confirmsDeletion(typed: string, accountEmail: string): boolean {
  const value = typed.trim();
  if (Object.values(deletionWords).includes(value.toUpperCase())) return true;
  return value.toLowerCase() === accountEmail.trim().toLowerCase();
}

/** `GET /api/v1/account`: everything /profile shows and edits. */
export const accountProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  userType: z.enum(userTypeNames),
  preferredLanguage: z.enum(languages),
  timeZone: z.string(),
  avatarUrl: z.string().nullable(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  /**
   * False for an account made through Google, Apple or Meta that has not set a password yet:
   * /profile offers an emailed link to set one instead of the forms that ask for it.
   */
  hasPassword: z.boolean(),
  /** "How should we address you?": the gender of the Arabic texts about them; null (or absent) unset. */
  addressAs: z.enum(addressForms).nullable().optional(),
  /**
   * The person's week (issue 34): its first day and weekend from CLDR, for the country they
   * chose (`calendarRegion`) or else their time zone's. Absent from an older server.
   */
  calendar: calendarWeekSchema.optional(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

const timeZone = plainText('validation.availability.timeZoneInvalid')
  .trim()
  .max(64, { error: 'validation.availability.timeZoneInvalid' })
  .refine(isKnownTimeZone, { error: 'validation.availability.timeZoneInvalid' });

/** The /profile form's details; `PATCH /api/v1/account` takes any of them. */
export const accountUpdateSchema = z.object({
  fullName: requiredText('validation.signup.fullNameRequired', accountLimits.nameMax),
  phoneNumber: phoneNumber('validation.signup.phoneRequired', 'validation.signup.phoneInvalid'),
  preferredLanguage: z.enum(languages, { error: 'validation.selectionInvalid' }),
  timeZone,
  /** Optional; null takes a choice back (the texts then avoid gendered forms). */
  addressAs: z.enum(addressForms, { error: 'validation.selectionInvalid' }).nullable().optional(),
  /** The country whose week the calendars follow; null follows the time zone again. */
  calendarRegion: regionSchema.nullable().optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** accountUpdateSchema as the /profile form checks it: a local phone read in the zone's country. */
export const accountDetailsSchema = withLocalPhone('phoneNumber', 'timeZone', accountUpdateSchema);

/** Only what changes; the header's language switch sends just `preferredLanguage`. */
export const accountPatchSchema = withLocalPhone(
  'phoneNumber',
  'timeZone',
  accountUpdateSchema
    .partial()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      error: 'validation.required',
    }),
);
export type AccountPatch = z.input<typeof accountPatchSchema>;

const currentPassword = z
  .string({ error: 'validation.account.currentPasswordRequired' })
  .min(1, { error: 'validation.account.currentPasswordRequired' })
  .max(accountLimits.passwordMax, { error: 'validation.passwordTooLong' });

/** `PUT /api/v1/auth/password`: the current password, then the new one twice. */
export const passwordChangeSchema = withMatchingNewPasswords(
  z.object({ currentPassword, ...newPasswordTwiceShape }),
);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** `POST /api/v1/account/email`: a link goes to the new address; nothing changes until it is opened. */
export const emailChangeSchema = z.object({
  newEmail: email('validation.signup.emailRequired', 'validation.signup.emailInvalid'),
  currentPassword,
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** `POST /api/v1/account/email/confirm`, from the link's page (/email-change?token=). */
export const emailChangeConfirmSchema = z.object({
  token: plainText('validation.confirmationLinkInvalid')
    .trim()
    .min(1, { error: 'validation.confirmationLinkInvalid' })
    .max(accountLimits.tokenMax, { error: 'validation.confirmationLinkInvalid' }),
});
export type EmailChangeConfirm = z.output<typeof emailChangeConfirmSchema>;

export const emailChangeAnswerSchema = z.object({ email: z.string() });
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswerSchema>;

/** `POST /api/v1/account/delete`: the typed word (or the account's address) and the password. */
export const accountDeletionSchema = z.object({
  confirmation: plainText('validation.account.confirmationRequired')
    .trim()
    .min(1, { error: 'validation.account.confirmationRequired' })
    .max(accountLimits.emailMax, { error: 'validation.account.confirmationMismatch' }),
  currentPassword,
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

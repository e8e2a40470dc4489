import { z } from 'zod';
import {
  accountInfoSchema,
  loginResponseSchema,
  signInSchema,
  signupVariants,
  signupFromForm,
} from './auth';
import { accountLimits } from './auth-fields';
import { socialProviders } from './social-providers';
import { plainText } from './text';

/**
 * Signing in with Google, Apple or Meta (issue 15): the providers, the pending sign-in a new
 * person or an account's owner completes, and the linked providers /profile lists.
 */

export const socialProviderSchema = z.enum(socialProviders, { error: 'errors.not_found' });

/**
 * `GET /api/v1/auth/social/pending`: what the provider said, once back from it. `signup`: a new
 * person picks a role and completes its signup; `link`: an account already has this address
 * and its owner must prove it (the password, or an emailed link) before the provider is linked.
 */
export const pendingSocialSignInSchema = z.object({
  kind: z.enum(['signup', 'link']),
  provider: z.enum(socialProviders),
  email: z.string(),
  /** The provider vouches for the address; otherwise the usual confirmation email follows. */
  emailVerified: z.boolean(),
  /** The provider's name for the person, to start the signup form with ('' when none). */
  fullName: z.string(),
  /** An app path to go back to once signed in. */
  returnTo: z.string().nullable(),
  /** For `link`: whether the account has a password to prove it with. */
  accountHasPassword: z.boolean(),
});
export type PendingSocialSignIn = z.infer<typeof pendingSocialSignInSchema>;

const [studentSignup, parentSignup, tutorSignup] = signupVariants(accountInfoSchema.shape);

/**
 * `POST /api/v1/auth/social/register` (multipart, like the signup): every field of the role's
 * signup but the address and the password, which the provider's account stands in for.
 */
export const socialRegisterSchema = z.preprocess(
  signupFromForm,
  z.discriminatedUnion('UserType', [studentSignup, parentSignup, tutorSignup], {
    error: 'validation.userTypeInvalid',
  }),
);
export type SocialRegister = z.output<typeof socialRegisterSchema>;

/**
 * A sign-in that ends with a session (the login's answer), or with an account whose address
 * must first be confirmed by email (`session` null).
 */
export const socialSignInAnswerSchema = z.object({
  email: z.string(),
  session: loginResponseSchema.nullable(),
});
export type SocialSignInAnswer = z.infer<typeof socialSignInAnswerSchema>;

/** `POST /api/v1/auth/social/link`: the account's password, once. */
export const socialLinkWithPasswordSchema = z.object({
  password: signInSchema.shape.password,
});
export type SocialLinkWithPasswordInput = z.input<typeof socialLinkWithPasswordSchema>;

/** `POST /api/v1/auth/social/link/email`: where the link went (the account's own address). */
export const socialLinkEmailAnswerSchema = z.object({ email: z.string() });

/** `POST /api/v1/auth/social/link/confirm`: the emailed token, in the browser that asked. */
export const socialLinkConfirmSchema = z.object({
  token: plainText('validation.confirmationLinkInvalid')
    .trim()
    .min(1, { error: 'validation.confirmationLinkInvalid' })
    .max(accountLimits.tokenMax, { error: 'validation.confirmationLinkInvalid' }),
});

/** `GET /api/v1/account/identities`: the providers linked to the caller's account. */
export const linkedIdentitySchema = z.object({
  provider: z.enum(socialProviders),
  email: z.string(),
  linkedAt: z.iso.datetime(),
});
export const linkedIdentitiesSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  /** Without a password, the last provider cannot be unlinked: the account would be closed. */
  hasPassword: z.boolean(),
});
export type LinkedIdentities = z.infer<typeof linkedIdentitiesSchema>;

/**
 * Why a sign-in through a provider ended on /social-sign-in?error=: each is an error code with
 * a text in both languages.
 */
export const socialSignInFailures = [
  'social_cancelled',
  'social_sign_in_failed',
  'social_sign_in_expired',
  'social_email_missing',
  'social_provider_unavailable',
  'email_not_confirmed',
  'account_suspended',
] as const;
export type SocialSignInFailure = (typeof socialSignInFailures)[number];

export function isSocialSignInFailure(value: unknown): value is SocialSignInFailure {
  return (socialSignInFailures as readonly unknown[]).includes(value);
}

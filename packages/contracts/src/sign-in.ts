import { z } from 'zod';
import { addressForms } from './address-as';
import { userTypeNames } from './roles';
import { email, password } from './text-fields';

/**
 * Sign-in and what it answers, apart from the signup schemas of auth.ts (which re-exports these):
 * the signup's phone and time-zone fields bring libphonenumber-js and the zone data (38 kB
 * gzipped), which the sign-in screen has no use for.
 */

export const userModelSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.email(),
  phoneNumber: z.string(),
  userType: z.enum(userTypeNames),
  preferredLanguage: z.enum(['en', 'ar']),
  avatarUrl: z.string().nullable(),
  /** How they asked to be addressed (the Arabic texts' gender); unset is null. */
  addressAs: z.enum(addressForms).nullable().optional(),
});
export type UserModel = z.infer<typeof userModelSchema>;

export const jwtResultSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiration: z.iso.datetime(),
});
export type JwtResult = z.infer<typeof jwtResultSchema>;

/** What POST /api/v1/auth/login answers in `data` (docs/shared/ARCHITECTURE.md, "API contract"). */
export const loginResponseSchema = z.object({
  userModel: userModelSchema,
  jwtResult: jwtResultSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signInSchema = z.object({
  email: email('validation.signIn.emailRequired', 'validation.signIn.emailInvalid'),
  password: password('validation.signIn.passwordRequired', 'validation.signIn.passwordTooShort'),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

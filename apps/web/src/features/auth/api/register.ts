import { registerResponseSchema, type Register } from '@nibras/contracts/auth';
import { isSafeReturnPath } from '@nibras/contracts/booking';
import { toFormFields } from '@nibras/contracts/form-fields';
import type { SocialRegister } from '@nibras/contracts/social-sign-in';
import { useMutation } from '@tanstack/react-query';
import i18n from 'i18next';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { viewerTimeZone } from '@/lib/zoned-time';

type Registration = {
  /** A password signup, or one through a provider (without the address and the passwords). */
  signup: Register | SocialRegister;
  photo: File | null;
  returnTo?: string | null;
};

/**
 * The multipart body: the checked signup (only the UserType's info group), the photo, and the
 * page the confirmation email's link should lead back to after login.
 */
export function registerFormData({ signup, photo, returnTo }: Registration) {
  const form = new FormData();
  // Multipart names such as TutorInfo.SubjectsTaught[0].SubjectId; blanks are not sent.
  for (const [name, value] of toFormFields(signup)) if (value !== '') form.append(name, value);
  // Where the user is, so that times are shown in their own clock from the first visit.
  if (!form.has('TimeZone')) form.append('TimeZone', viewerTimeZone());
  if (returnTo && isSafeReturnPath(returnTo)) form.append('ReturnTo', returnTo);
  if (photo) form.append('ProfilePhoto', photo);
  return form;
}

export async function register(registration: Registration & { signup: Register }) {
  const envelope = await apiRequest<unknown>('/api/v1/auth/register', {
    method: 'POST',
    body: registerFormData(registration),
  });
  return { ...registerResponseSchema.parse(envelope.data), message: envelope.message };
}

/** Signup state of docs/shared/SPEC.md section 4: loading, then success (the answer) or error; `reset`. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** The signup error of docs/shared/SPEC.md section 8: the server's error or message, else 'Signup failed'. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('auth:errors.network');
    return error.error?.message ?? error.envelopeMessage ?? i18n.t('auth:signup.failed');
  }
  return i18n.t('auth:signup.failed');
}

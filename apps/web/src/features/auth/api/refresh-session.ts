import { loginResponseSchema } from '@nibras/contracts/sign-in';
import { apiRequest } from '@/lib/api-client';

export const refreshPath = '/api/v1/auth/refresh';

/** Rotates the refresh cookie and answers a new access token (and the current user model). */
export async function refreshSession() {
  const envelope = await apiRequest<unknown>(refreshPath, { method: 'POST' });
  return loginResponseSchema.parse(envelope.data);
}

import { accountProfileSchema } from '@nibras/contracts/account';
import { apiRequest } from './api-client';

/**
 * The signed-in person's own account (GET /api/v1/account), as /profile shows it. Its schema
 * checks phone numbers and zones (libphonenumber-js, the zone list): pages that only need the
 * person's week load it on demand (lib/calendar-week.ts), not with their first screen.
 */
export async function getOwnAccount() {
  const envelope = await apiRequest<unknown>('/api/v1/account');
  return accountProfileSchema.parse(envelope.data);
}

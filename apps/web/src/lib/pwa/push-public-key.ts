import { pushPublicKeySchema } from '@nibras/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** The server's VAPID public key (GET /api/v1/push/public-key), for pushManager.subscribe. */
export async function getPushPublicKey() {
  return pushPublicKeySchema.parse((await apiRequest<unknown>('/api/v1/push/public-key')).data)
    .publicKey;
}

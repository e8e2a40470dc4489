import { pushDeviceSchema, type PushSubscriptionInput } from '@nibras/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** Turns push on for this browser's subscription (POST /api/v1/push/devices); again updates it. */
export async function addPushDevice(subscription: PushSubscriptionInput) {
  const envelope = await apiRequest<unknown>('/api/v1/push/devices', {
    method: 'POST',
    body: subscription,
  });
  return pushDeviceSchema.parse(envelope.data);
}

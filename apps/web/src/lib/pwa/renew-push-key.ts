import { useSession } from '@/lib/session';
import { addPushDevice } from './add-push-device';
import { madeForAnotherKey, subscriptionFor } from './browser-push';
import { getPushPublicKey } from './push-public-key';
import { unfinishedRenewalKey } from './unfinished-renewal';

/**
 * Once per opening of the app, for a person signed in: a browser whose push subscription was
 * made for another server key than the server's now (its VAPID keys changed: new settings, a
 * restore from another server) is subscribed again with the current key, and the server told.
 * The server sends nothing to a device subscribed under an old key (decision 0032), so without
 * this the person's pushes would stop without a word. A renewal cut short (offline, the tab
 * closed) is finished at the next opening by the same person; never for someone else, who did
 * not turn push on. Returns whether the server was told of a new subscription.
 */
export async function renewPushKeyOnOpen(
  registration: Pick<ServiceWorkerRegistration, 'pushManager'>,
): Promise<boolean> {
  const person = useSession.getState().userModel?.id;
  const unfinished = localStorage.getItem(unfinishedRenewalKey);
  if (unfinished !== null && unfinished !== person) localStorage.removeItem(unfinishedRenewalKey);
  if (!person || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return false;
  const existing = await registration.pushManager.getSubscription();
  if (!existing && unfinished !== person) return false;
  const publicKey = await getPushPublicKey();
  if (existing && !madeForAnotherKey(existing, publicKey) && unfinished !== person) return false;
  localStorage.setItem(unfinishedRenewalKey, person);
  await addPushDevice(await subscriptionFor(registration.pushManager, existing, publicKey));
  localStorage.removeItem(unfinishedRenewalKey);
  return true;
}

import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  notificationPreferencesChangeSchema,
  notificationPreferencesSchema,
  pushDeviceSchema,
  pushDevicesSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
} from '@nibras/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import {
  changePreferences,
  devicesFor,
  preferencesFor,
  subscribeDevice,
  unsubscribeDevice,
} from './notifications.service';
import { vapidKeysOf } from './push-delivery';

const tags = ['notifications'];

/** The notifications page and the devices that receive pushes (issue 33). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: authenticate };

  app.get(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Which channels each kind of event goes to (my choices, else my role’s defaults)',
        response: { 200: envelopeSchema(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await preferencesFor(app, currentUser(request))),
  );

  app.put(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Choose the channels of some kinds of event; the others keep theirs',
        body: notificationPreferencesChangeSchema,
        response: { 200: envelopeSchema(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await changePreferences(app, currentUser(request), request.body)),
  );

  app.get(
    '/push/public-key',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The server’s VAPID public key, for pushManager.subscribe',
        response: { 200: envelopeSchema(pushPublicKeySchema) },
      },
    },
    async () => ok({ publicKey: (await vapidKeysOf(app)).publicKey }),
  );

  app.get(
    '/push/devices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My devices that receive pushes',
        response: { 200: envelopeSchema(pushDevicesSchema) },
      },
    },
    async (request) => ok(await devicesFor(app, currentUser(request).id)),
  );

  app.post(
    '/push/devices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turn push on for this device (its PushSubscription); again updates it',
        body: pushSubscriptionInputSchema,
        response: { 200: envelopeSchema(pushDeviceSchema) },
      },
    },
    async (request) => ok(await subscribeDevice(app, currentUser(request).id, request.body)),
  );

  app.delete(
    '/push/devices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turn push off for one of my devices',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await unsubscribeDevice(app, currentUser(request).id, request.params.id);
      return ok(null);
    },
  );
};

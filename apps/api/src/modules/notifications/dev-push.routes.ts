import { envelopeSchema } from '@nibras/contracts/envelope';
import { pushPayloadSchema } from '@nibras/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope';
import { sentPushesOf } from './push-delivery';

const sentPushSchema = z.object({
  at: z.iso.datetime(),
  userId: z.uuid(),
  deviceId: z.uuid(),
  deviceLabel: z.string(),
  endpoint: z.string(),
  message: pushPayloadSchema,
  status: z.number().nullable(),
  outcome: z.enum(['sent', 'gone', 'key-changed', 'failed']),
});

const receivedSchema = z.object({
  at: z.iso.datetime(),
  /** The encrypted body (aes128gcm), base64url: the device's keys decrypt it. */
  body: z.string(),
  headers: z.record(z.string(), z.string()),
});

/**
 * Development only (never registered when NODE_ENV=production), the push counterpart of the
 * mailbox: /dev/pushes lists every push the server sent (its words, unencrypted, and what the
 * push service answered), and /dev/push-service/<name> is a stand-in push service that a
 * subscription may name as its endpoint: it accepts what the server posts (201), keeps the
 * encrypted bodies for GET, and answers 410 once told the device is gone.
 */
export const devPushRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Pushes that arrived at the stand-in push service, per device name; newest last. */
  const received = new Map<string, Array<z.infer<typeof receivedSchema>>>();
  const gone = new Set<string>();

  app.get(
    '/dev/pushes',
    {
      schema: {
        hide: true,
        querystring: z.object({ userId: z.uuid().optional() }),
        response: { 200: envelopeSchema(z.object({ pushes: z.array(sentPushSchema) })) },
      },
    },
    async (request) => {
      const { userId } = request.query;
      const pushes = sentPushesOf(app).filter((push) => !userId || push.userId === userId);
      return ok({ pushes });
    },
  );

  // The body is the encrypted push, sent as application/octet-stream.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 8192 },
    (_request, body, done) => done(null, body),
  );

  const nameParams = z.object({ name: z.string().regex(/^[\w-]{1,64}$/) });

  app.post(
    '/dev/push-service/:name',
    // The body's Content-Encoding is aes128gcm, the push's own encryption: not for
    // @fastify/compress to undo (it would answer 415).
    { schema: { hide: true, params: nameParams }, decompress: false },
    async (request, reply) => {
      const { name } = request.params;
      if (gone.has(name)) return reply.code(410).send();
      const list = received.get(name) ?? [];
      list.push({
        at: app.clock.now().toISOString(),
        body: Buffer.from(request.body as Buffer).toString('base64url'),
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
      });
      received.set(name, list.slice(-50));
      return reply.code(201).send();
    },
  );

  app.get(
    '/dev/push-service/:name',
    {
      schema: {
        hide: true,
        params: nameParams,
        response: { 200: envelopeSchema(z.object({ received: z.array(receivedSchema) })) },
      },
    },
    async (request) => ok({ received: received.get(request.params.name) ?? [] }),
  );

  // Makes the stand-in answer 410 Gone from now on, as a push service does for a device whose
  // subscription ended (uninstalled, or its permission withdrawn).
  app.delete(
    '/dev/push-service/:name',
    { schema: { hide: true, params: nameParams, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      gone.add(request.params.name);
      received.delete(request.params.name);
      return ok(null);
    },
  );
};

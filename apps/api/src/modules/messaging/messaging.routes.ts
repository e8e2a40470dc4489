import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  markReadSchema,
  messagePageSchema,
  messageParamsSchema,
  messageSchema,
  messagesQuerySchema,
  readMarkSchema,
  reportMessageSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadSummarySchema,
} from '@nibras/contracts/messaging';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import type { LiveUpdate } from '../../plugins/live-updates';
import { liveStreamHandler, messageUpdate, readUpdate } from './messaging-stream';
import { createMessagingLimits } from './messaging.limits';
import {
  getConversation,
  listConversations,
  listMessages,
  markRead,
  reportMessage,
  sendMessage,
  startConversation,
  unreadSummary,
} from './messaging.service';
import { said } from '../../plugins/i18n';

const tags = ['messaging'];

/** Conversations between a tutor and a learner (with the child's parent), and their live stream. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createMessagingLimits(app);
  const openStream = liveStreamHandler(app);
  // Before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);

  /**
   * Tells every process after the commit. The change is stored whatever happens here: a stream
   * that misses it catches up when it reconnects (Last-Event-ID) or when the fan-out resyncs.
   */
  async function publish(update: LiveUpdate) {
    try {
      await app.liveUpdates.publish(update);
    } catch (error) {
      app.log.warn({ err: error, type: update.type }, 'a live update could not be published');
    }
  }

  app.get(
    '/conversations',
    { schema: { tags, response: { 200: envelopeSchema(conversationListSchema) } } },
    async (request) => ok({ conversations: await listConversations(app.db, currentUser(request)) }),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        body: startConversationSchema,
        response: {
          200: envelopeSchema(conversationSchema),
          201: envelopeSchema(conversationSchema),
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await app.db.transaction((tx) =>
        startConversation(tx, currentUser(request), request.body.bookingId, app.clock.now()),
      );
      return reply.code(created ? 201 : 200).send(ok(conversation));
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        params: conversationParamsSchema,
        response: { 200: envelopeSchema(conversationSchema) },
      },
    },
    async (request) => ok(await getConversation(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema) },
      },
    },
    async (request) =>
      ok(
        await listMessages(app.db, currentUser(request), request.params.id, {
          before: request.query.before,
          limit: request.query.limit,
        }),
      ),
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: (request) => limits.send(request, currentUser(request).id),
      schema: {
        tags,
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 201: envelopeSchema(messageSchema) },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      // Set only by the request that stored the message; a retry answers what it stored.
      let sent: LiveUpdate | undefined;
      const answer = await inIdempotentTransaction(app.db, request, caller.id, async (tx) => {
        const { message, readers } = await sendMessage(
          tx,
          caller,
          request.params.id,
          request.body,
          app.clock.now(),
        );
        sent = {
          type: messageUpdate,
          userIds: readers,
          payload: { messageId: message.id, conversationId: message.conversationId },
        };
        return { statusCode: 201, body: ok(message) };
      });
      if (sent) await publish(sent);
      // The stored answer of a retry is as the schema says; its type is lost in storage.
      return (reply as FastifyReply).code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        params: conversationParamsSchema,
        body: markReadSchema,
        response: { 200: envelopeSchema(readMarkSchema) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const { moved, upTo, readers } = await markRead(app.db, caller, id, request.body.upTo);
      if (moved) {
        await publish({
          type: readUpdate,
          userIds: readers,
          payload: { conversationId: id, userId: caller.id, upTo },
        });
      }
      return ok({ lastReadMessageId: upTo });
    },
  );

  app.post(
    '/messages/:id/report',
    {
      onRequest: (request) => limits.report(request, currentUser(request).id),
      schema: {
        tags,
        params: messageParamsSchema,
        body: reportMessageSchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await reportMessage(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send(ok(null, said(request, 'messaging.reported')));
    },
  );

  app.get(
    '/messages/unread',
    { schema: { tags, response: { 200: envelopeSchema(unreadSummarySchema) } } },
    async (request) => ok(await unreadSummary(app.db, currentUser(request))),
  );

  app.get(
    '/messages/stream',
    {
      // Each event is written as it happens; compressing would hold it back.
      compress: false,
      schema: {
        tags,
        description:
          'Server-sent events: `message` (its id is the event id; send it back as Last-Event-ID to resume) and `read`. Ends when the access token does.',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('An open text/event-stream') },
      },
    },
    openStream,
  );
};

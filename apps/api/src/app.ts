import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { accountRoutes } from './modules/account/account.routes';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { createAuthLimits } from './modules/auth/auth.limits';
import { authRoutes } from './modules/auth/auth.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { registerBookingJobs } from './modules/booking/booking.jobs';
import { bookingChangeRequestRoutes } from './modules/booking/booking-change-request.routes';
import { bookingSeriesRoutes } from './modules/booking/booking-series.routes';
import { areasRoutes } from './modules/areas/areas.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { operatorContactRoutes } from './modules/contact/operator-contact.routes';
import { operatorDisputeRoutes } from './modules/disputes/disputes.routes';
import { devClockRoutes } from './modules/dev-clock/dev-clock.routes';
import { familyAddressRoutes } from './modules/family/family-addresses.routes';
import { familyApprovalRoutes } from './modules/family/family-approvals.routes';
import { familyInvitationRoutes } from './modules/family/family-invitations.routes';
import { familyRoutes } from './modules/family/family.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { mailPlugin } from './modules/mail/mail.plugin';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { devPushRoutes } from './modules/notifications/dev-push.routes';
import { registerNotificationJobs } from './modules/notifications/notifications.jobs';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { vapidKeysOf } from './modules/notifications/push-delivery';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { registerMessagingJobs } from './modules/messaging/messaging.jobs';
import { devCheckoutRoutes } from './modules/payments/dev-checkout.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { paymentWebhookRoutes } from './modules/payments/payments.routes';
import { operatorSignInRoutes } from './modules/operators/operator-sign-in.routes';
import { socialSignInRoutes } from './modules/social-sign-in/social-sign-in.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { peopleRoutes } from './modules/people/people.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import {
  operatorTutorApplicationRoutes,
  tutorApplicationRoutes,
} from './modules/tutor-applications/tutor-applications.routes';
import { operatorPayoutRoutes } from './modules/payouts/operator-payouts.routes';
import { tutorSubjectsRoutes } from './modules/tutor-subjects/tutor-subjects.routes';
import { createTutorReadLimits } from './modules/tutors/tutors.limits';
import { createTutorSearchMemory } from './modules/tutors/tutor-search.memory';
import { tutorsRoutes } from './modules/tutors/tutors.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { registerWalletJobs } from './modules/wallet/wallet.jobs';
import { walletReceiptRoutes } from './modules/wallet/wallet-receipts.routes';
import { ShiftedClock, systemClock, type Clock } from './plugins/clock';
import { devOnlyPlugin } from './plugins/dev-only';
import { envelopePlugin, handleFrameworkError } from './plugins/envelope';
import { serializeError } from './plugins/error-log';
import { languagePlugin } from './plugins/language';
import { liveUpdatesPlugin } from './plugins/live-updates';
import { accountAccessPlugin } from './plugins/account-access';
import { rateLimitPlugin } from './plugins/rate-limit';
import { productionLogDestination, RequestLog } from './plugins/request-log';
import { checkedSerializerCompiler, fastSerializerCompiler } from './plugins/response-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { shutdownPlugin } from './plugins/shutdown';
import { pageShellOf, webAppPlugin } from './plugins/web-app';
import { createPageReader } from './modules/drawn-pages/drawn-pages.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** The current time for every service (tests set it; see plugins/clock.ts). */
    clock: Clock;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  /** An already open database; by default the one the config names is opened (and closed with the app). */
  database?: DatabaseHandle;
  /** The time the app lives in; the real one by default, shiftable in development. */
  clock?: Clock;
};

/** Answers smaller than this go uncompressed (about one TCP segment). */
export const compressionThresholdBytes = 1400;

/**
 * How the server compresses what it sends: brotli or gzip, nothing under one network packet
 * (compressing such a body cost a quarter of a small answer's CPU and saved no round trip).
 */
const compression = {
  encodings: ['br', 'gzip'],
  threshold: compressionThresholdBytes,
} satisfies FastifyCompressOptions;

/**
 * API answers, written anew for each request, are compressed at brotli's quality 1 instead of
 * @fastify/compress's 4. With the start script's MALLOC_MMAP_THRESHOLD_ (decision 0021) each
 * compression at 4 maps and unmaps its encoder's tables: 0.25 ms for a 5 kB search answer,
 * about a fifth of the whole request, against 0.03 ms at 1, for 12 % more bytes (1,222
 * against 1,088). Files of the web app keep 4: each is sent to many visitors, and cached.
 */
const apiAnswerCompression = {
  ...compression,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
} satisfies FastifyCompressOptions;

/** The only factory of the app: the server and every test build it the same way. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));

  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests during shutdown get the envelope from plugins/shutdown.ts, not Fastify's own 503.
    return503OnClosing: false,
    // On close, idle keep-alive connections end at once; busy ones when their answer is sent.
    forceCloseConnections: 'idle',
    frameworkErrors: handleFrameworkError,
    logController: new RequestLog(),
    logger: {
      level: config.logLevel,
      ...(config.env === 'production' && { stream: productionLogDestination() }),
      // Paths only: query strings can carry one-time tokens, which must never reach a log.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
        err: (error) => serializeError(error),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Every body is JSON or multipart. Fastify also reads text/plain as a string, which a route's
  // schema then refused with zod's own English sentence: such a body is 415 in the envelope.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.env === 'production' ? fastSerializerCompiler : checkedSerializerCompiler,
  );
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', options.clock ?? (config.devTools ? new ShiftedClock() : systemClock));
  if (!options.database) app.addHook('onClose', () => database.close());

  await database.migrate();
  await seedDatabase(database.db, config);
  // The VAPID key pair is made at first start and kept in the database (push-sender.ts).
  await vapidKeysOf(app);

  await app.register(languagePlugin);
  await app.register(envelopePlugin);
  await app.register(shutdownPlugin);
  if (config.devTools) await app.register(devOnlyPlugin);
  // index.html with its two small scripts inline; the CSP allows exactly those by hash.
  const pageShell = pageShellOf(config);
  await app.register(securityHeadersPlugin, {
    inlineScriptHashes: pageShell?.inlineScriptHashes ?? [],
  });
  // Runs before @fastify/compress's own onRoute hook, which reads a route's `compress`.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) {
      route.compress = apiAnswerCompression;
    }
  });
  await app.register(fastifyCompress, compression);
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(jobsPlugin);
  await app.register(liveUpdatesPlugin);
  await app.register(accountAccessPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Nibras API',
        description:
          'Bilingual tutoring marketplace: every answer is { succeeded, message, data, error }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs under the app's own CSP: it loads only same-origin scripts.
  // Off in production unless API_DOCS=true: the map of every route helps a prober more than a user.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { database });
  const authLimits = createAuthLimits(app);
  await app.register(authRoutes, { prefix: '/api/v1', limits: authLimits });
  await app.register(socialSignInRoutes, { prefix: '/api/v1', limits: authLimits });
  await app.register(operatorSignInRoutes, { prefix: '/api/v1', limits: authLimits });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  if (config.devTools) await app.register(mailboxRoutes);
  if (config.devTools) await app.register(devPushRoutes);
  if (config.devTools) await app.register(devClockRoutes);
  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(areasRoutes, { prefix: '/api/v1' });
  await app.register(tutorSubjectsRoutes, { prefix: '/api/v1' });
  await app.register(tutorApplicationRoutes, { prefix: '/api/v1' });
  await app.register(operatorTutorApplicationRoutes, { prefix: '/api/v1' });
  await app.register(availabilityRoutes, { prefix: '/api/v1' });
  await app.register(calendarFeedRoutes, { prefix: '/api/v1' });
  const tutorReadLimits = createTutorReadLimits(app);
  // Made once: the API's searches and the pages the server draws share what search keeps.
  const tutorSearchMemory = createTutorSearchMemory(app.db);
  await app.register(tutorsRoutes, {
    prefix: '/api/v1',
    limits: tutorReadLimits,
    searchMemory: tutorSearchMemory,
  });
  await app.register(familyRoutes, { prefix: '/api/v1' });
  await app.register(reportRoutes, { prefix: '/api/v1' });
  await app.register(peopleRoutes, { prefix: '/api/v1' });
  await app.register(familyInvitationRoutes, { prefix: '/api/v1' });
  await app.register(familyApprovalRoutes, { prefix: '/api/v1' });
  await app.register(familyAddressRoutes, { prefix: '/api/v1' });
  await app.register(bookingRoutes, { prefix: '/api/v1' });
  await app.register(bookingChangeRequestRoutes, { prefix: '/api/v1' });
  await app.register(bookingSeriesRoutes, { prefix: '/api/v1' });
  await app.register(walletReceiptRoutes, { prefix: '/api/v1' });
  await app.register(messagingRoutes, { prefix: '/api/v1' });
  await app.register(notificationRoutes, { prefix: '/api/v1' });
  await app.register(contactRoutes, { prefix: '/api/v1' });
  await app.register(operatorContactRoutes, { prefix: '/api/v1' });
  await app.register(operatorDisputeRoutes, { prefix: '/api/v1' });
  await app.register(paymentsPlugin);
  // Each module's due work, registered where its jobs are (never by its routes).
  registerBookingJobs(app);
  registerMessagingJobs(app);
  registerNotificationJobs(app);
  registerWalletJobs(app);
  await app.register(paymentWebhookRoutes, { prefix: '/api/v1' });
  if (config.devTools) await app.register(devCheckoutRoutes);
  await app.register(walletRoutes, { prefix: '/api/v1' });
  await app.register(payoutRoutes, { prefix: '/api/v1' });
  await app.register(operatorPayoutRoutes, { prefix: '/api/v1' });
  await app.register(auditLogRoutes, { prefix: '/api/v1' });
  await app.register(overviewRoutes, { prefix: '/api/v1' });
  const pageReader = createPageReader(app.db, tutorReadLimits, app.clock, tutorSearchMemory);
  await app.register(webAppPlugin, { config, pageShell, pageReads: pageReader.answersOf });

  return app;
}

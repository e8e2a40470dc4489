import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  createReportSchema,
  myReportsSchema,
  operatorReportPageSchema,
  operatorReportSchema,
  operatorReportsQuerySchema,
  reportActions,
  reportDecisionSchema,
} from '@nibras/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import {
  createReport,
  decideReport,
  myReports,
  operatorReport,
  operatorReports,
} from './reports.service';

/** A person's reports of a tutor's profile, a review, a message or a session (decision 0026). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a tutor’s profile, a review, a message or a session',
        body: createReportSchema,
        response: { 201: envelopeSchema(z.null()) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      await createReport(app.db, currentUser(request), request.body, app.clock.now());
      return reply.code(201).send(ok(null, said(request, 'reports.sent')));
    },
  );

  app.get(
    '/reports/mine',
    {
      schema: {
        tags: ['reports'],
        summary: 'The caller’s reports and what came of them',
        response: { 200: envelopeSchema(myReportsSchema) },
      },
      onRequest: authenticate,
    },
    async (request) => ok(await myReports(app.db, currentUser(request))),
  );

  await app.register(operatorReportRoutes);
};

const params = z.object({ id: z.string() });

/** The console's Reports tab: every report, in context, and the operator's decision. */
const operatorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before anything is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    '/operator/reports',
    {
      schema: {
        tags,
        querystring: operatorReportsQuerySchema,
        response: { 200: envelopeSchema(operatorReportPageSchema) },
      },
    },
    async (request) => ok(await operatorReports(app.db, request.query)),
  );

  app.get(
    '/operator/reports/:id',
    { schema: { tags, params, response: { 200: envelopeSchema(operatorReportSchema) } } },
    async (request) => ok(await operatorReport(app.db, request.params.id)),
  );

  for (const action of reportActions) {
    app.post(
      `/operator/reports/:id/${action}`,
      {
        schema: {
          tags,
          params,
          body: reportDecisionSchema,
          response: { 200: envelopeSchema(operatorReportSchema) },
        },
      },
      async (request) =>
        ok(
          await decideReport(app, currentUser(request), request.params.id, action, request.body),
          said(request, 'reports.decided'),
        ),
    );
  }
};

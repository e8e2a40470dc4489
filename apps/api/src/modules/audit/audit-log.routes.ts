import {
  auditLogPageSchema,
  auditLogQuerySchema,
  operatorListSchema,
} from '@nibras/contracts/audit-log';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { listAuditLog, listOperators } from './audit-log.repo';

/** The audit log, read by operators only; nobody can change it (a trigger refuses it). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/audit-log',
    {
      schema: {
        tags: ['operators'],
        summary: 'The audit log: filtered, sorted and paged on the server',
        querystring: auditLogQuerySchema,
        response: { 200: envelopeSchema(auditLogPageSchema) },
      },
      preHandler: [authenticate, requireOperator],
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );

  app.get(
    '/operator/operators',
    {
      schema: {
        tags: ['operators'],
        summary: 'Every operator, for the audit log’s filter',
        response: { 200: envelopeSchema(operatorListSchema) },
      },
      preHandler: [authenticate, requireOperator],
    },
    async () => ok(await listOperators(app.db)),
  );
};

import {
  allowanceInputSchema,
  allowanceSchema,
  approvalListSchema,
} from '@nibras/contracts/approvals';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { approvalsOf } from '../booking/booking-approval.service';
import { changeRequestsOf } from '../booking/booking-change-request.service';
import { familyChangeRequestListSchema } from '@nibras/contracts/change-requests';
import { childAllowance, setChildAllowance } from './family-allowance.service';
import { uuidPattern } from '@nibras/contracts/ids';

const tags = ['family'];
const params = z.object({ childId: z.string() });
const allowanceAnswer = envelopeSchema(allowanceSchema);

/**
 * The parent's side of a child's spending (issue 28): the bookings waiting for their approval
 * (answered at /bookings/:id/approve or /refuse) and each child's monthly allowance.
 */
export const familyApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Parent'));
  // An id that is no UUID names nobody's child: 404, as for a stranger's.
  app.addHook('preValidation', async (request) => {
    const { childId } = (request.params ?? {}) as { childId?: string };
    if (childId !== undefined && !uuidPattern.test(childId)) {
      throw new AppError(404, 'child_not_found');
    }
  });

  app.get(
    '/family/approvals',
    { schema: { tags, response: { 200: envelopeSchema(approvalListSchema) } } },
    async (request) =>
      ok(await approvalsOf(app.db, currentUser(request).id, app.clock.now(), request.language)),
  );

  // The children's requests to cancel or move (issue 31), answered at
  // /bookings/:id/change-request/approve or /decline.
  app.get(
    '/family/change-requests',
    { schema: { tags, response: { 200: envelopeSchema(familyChangeRequestListSchema) } } },
    async (request) =>
      ok(
        await changeRequestsOf(app.db, currentUser(request).id, app.clock.now(), request.language),
      ),
  );

  app.get(
    '/family/children/:childId/allowance',
    { schema: { tags, params, response: { 200: allowanceAnswer } } },
    async (request) =>
      ok(
        await childAllowance(
          app.db,
          currentUser(request).id,
          request.params.childId,
          app.clock.now(),
        ),
      ),
  );

  app.put(
    '/family/children/:childId/allowance',
    { schema: { tags, params, body: allowanceInputSchema, response: { 200: allowanceAnswer } } },
    async (request) =>
      ok(
        await setChildAllowance(
          app.db,
          currentUser(request).id,
          request.params.childId,
          request.body.monthly,
          app.clock.now(),
        ),
        said(request, 'family.allowanceSaved'),
      ),
  );
};

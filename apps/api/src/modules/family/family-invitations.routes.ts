import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  invitationInputSchema,
  parentInvitationSchema,
  studentInvitationSchema,
  studentLearningSchema,
} from '@nibras/contracts/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteStudent,
  parentInvitations,
  studentInvitations,
} from './family-invitations.service';
import { createInvitationLimit } from './family.limits';
import { studentLearning } from './student-learning';
import { said } from '../../plugins/i18n';

const tags = ['family'];
const params = z.object({ id: z.string() });
const done = envelopeSchema(z.null());
const parentOnly = [authenticate, requireRole('Parent')];
const studentOnly = [authenticate, requireRole('Student')];

/**
 * Linking an existing student account to a parent: the parent invites by email, the student
 * accepts or declines on their dashboard; and what a student reads about their own learning.
 */
export const familyInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitationLimit = createInvitationLimit(app);

  app.post(
    '/parent/invitations',
    {
      onRequest: parentOnly,
      schema: { tags, body: invitationInputSchema, response: { 200: done } },
    },
    async (request) => {
      await invitationLimit(request, currentUser(request).id);
      await inviteStudent(app, currentUser(request).id, request.body.email);
      return ok(null, said(request, 'family.invitationSent'));
    },
  );

  app.get(
    '/parent/invitations',
    {
      onRequest: parentOnly,
      schema: { tags, response: { 200: envelopeSchema(z.array(parentInvitationSchema)) } },
    },
    async (request) => ok(await parentInvitations(app.db, currentUser(request).id)),
  );

  app.delete(
    '/parent/invitations/:id',
    { onRequest: parentOnly, schema: { tags, params, response: { 200: done } } },
    async (request) => {
      await cancelInvitation(app, currentUser(request).id, request.params.id);
      return ok(null, said(request, 'family.invitationCancelled'));
    },
  );

  app.get(
    '/student/invitations',
    {
      onRequest: studentOnly,
      schema: { tags, response: { 200: envelopeSchema(z.array(studentInvitationSchema)) } },
    },
    async (request) => ok(await studentInvitations(app.db, currentUser(request).id)),
  );

  app.post(
    '/student/invitations/:id/accept',
    { onRequest: studentOnly, schema: { tags, params, response: { 200: done } } },
    async (request) => {
      await acceptInvitation(app, currentUser(request).id, request.params.id);
      return ok(null, said(request, 'family.invitationAccepted'));
    },
  );

  app.post(
    '/student/invitations/:id/decline',
    { onRequest: studentOnly, schema: { tags, params, response: { 200: done } } },
    async (request) => {
      await declineInvitation(app, currentUser(request).id, request.params.id);
      return ok(null, said(request, 'family.invitationDeclined'));
    },
  );

  app.get(
    '/student/learning',
    {
      onRequest: studentOnly,
      schema: { tags, response: { 200: envelopeSchema(studentLearningSchema) } },
    },
    async (request) => ok(await studentLearning(app.db, currentUser(request).id)),
  );
};

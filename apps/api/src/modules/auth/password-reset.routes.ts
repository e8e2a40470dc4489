import { requestPasswordResetSchema, resetPasswordSchema } from '@nibras/contracts/auth';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope';
import type { AuthLimits } from './auth.limits';
import { said } from '../../plugins/i18n';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { clearRefreshCookie } from './session-cookie';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  app.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a reset link (same answer whether or not the email has an account)',
        body: requestPasswordResetSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      onRequest: (request) => limits.resetRequestPerAddress(request),
    },
    async (request) => {
      await limits.resetRequestPerEmail(request, request.body.email);
      await limits.emailsToAddress(request, request.body.email);
      await requestPasswordReset(app, request.body.email);
      return ok(null, said(request, 'auth.passwordResetRequested'));
    },
  );

  app.patch(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token; ends every session',
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      onRequest: (request) => limits.tokenUsePerAddress(request),
    },
    async (request, reply) => {
      await resetPassword(app, request.body);
      clearRefreshCookie(request, reply);
      return ok(null, said(request, 'auth.passwordReset'));
    },
  );
};

import { loginResponseSchema, logoutSchema, signInSchema } from '@nibras/contracts/auth';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import { passwordAttempt, type AuthLimits } from './auth.limits';
import { passwordResetRoutes } from './password-reset.routes';
import { registrationRoutes } from './registration.routes';
import { said } from '../../plugins/i18n';
import { login, logout, refreshSession } from './session.service';
import {
  assertSameOrigin,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from './session-cookie';

/**
 * Every account call of docs/shared/SPEC.md section 7 (prefix /api/v1). The limits are app.ts's, shared with
 * social sign-in, whose password step counts failures with the login's.
 */
export const authRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  await app.register(registrationRoutes, { limits });
  await app.register(passwordResetRoutes, { limits });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; sets the refresh cookie',
        body: signInSchema,
        response: { 200: envelopeSchema(loginResponseSchema) },
      },
      onRequest: (request) => limits.loginPerAddress(request),
    },
    async (request, reply) => {
      const attempt = await passwordAttempt(limits, request, request.body.email);
      const result = await login(app, request.body);
      if (result.outcome === 'wrong_credentials') {
        await attempt.failed();
        throw new AppError(401, 'invalid_credentials');
      }
      if (result.outcome === 'not_confirmed') throw new AppError(403, 'email_not_confirmed');
      if (result.outcome === 'operator') throw new AppError(403, 'operator_sign_in_required');
      if (result.outcome === 'suspended') throw new AppError(403, 'account_suspended');
      const { userModel, jwtResult, refresh } = result.session;
      setRefreshCookie(request, reply, refresh);
      return ok({ userModel, jwtResult }, said(request, 'auth.loggedIn'));
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap the refresh cookie for a new one and a new access token',
        response: { 200: envelopeSchema(loginResponseSchema) },
      },
      onRequest: (request) => limits.refreshPerAddress(request),
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const token = readRefreshCookie(request);
      try {
        if (!token) throw new AppError(401, 'session_expired');
        const { userModel, jwtResult, refresh } = await refreshSession(app, token);
        setRefreshCookie(request, reply, refresh);
        return ok({ userModel, jwtResult }, said(request, 'auth.refreshed'));
      } catch (error) {
        // A cookie that no longer works is dropped, so the browser stops sending it.
        if (error instanceof AppError && error.statusCode === 401) {
          clearRefreshCookie(request, reply);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "End this device's session (and its push subscription, when named)",
        body: logoutSchema.nullish(),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      // Works without a valid access token: an expired session must still be able to leave.
      if (token) assertSameOrigin(request);
      await logout(app, token, request.body?.pushEndpoint);
      clearRefreshCookie(request, reply);
      return ok(null, said(request, 'auth.loggedOut'));
    },
  );
};

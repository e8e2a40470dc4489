import { signInSchema } from '@nibras/contracts/auth';
import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  operatorChallengeBodySchema,
  operatorChallengeSchema,
  operatorCodeBodySchema,
  operatorEnrolledSchema,
  operatorEnrolmentSchema,
  operatorVerifyBodySchema,
} from '@nibras/contracts/operator-sign-in';
import { loginResponseSchema } from '@nibras/contracts/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import type { AuthLimits } from '../auth/auth.limits';
import { setRefreshCookie } from '../auth/session-cookie';
import { createOperatorSignInLimits } from './operator-sign-in.limits';
import {
  confirmEnrolment,
  operatorPasswordStep,
  startEnrolment,
  verifySecondFactor,
} from './operator-sign-in.service';

/**
 * An operator's sign-in (decision 0026), under /api/v1/operator/auth: the password, then the
 * second factor (enrolling an authenticator app the first time). The limits of the password
 * step are auth's, so failures count with the login's.
 */
export const operatorSignInRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  const codeLimits = createOperatorSignInLimits(app);
  const onRequest = (request: Parameters<typeof codeLimits.perAddress>[0]) =>
    codeLimits.perAddress(request);

  app.post(
    '/operator/auth/password',
    {
      schema: {
        tags: ['operators'],
        summary: "An operator's password: answers a five-minute challenge for the second factor",
        body: signInSchema,
        response: { 200: envelopeSchema(operatorChallengeSchema) },
      },
      onRequest: (request) => limits.loginPerAddress(request),
    },
    async (request) => ok(await operatorPasswordStep(app, limits, request, request.body)),
  );

  app.post(
    '/operator/auth/enrolment',
    {
      schema: {
        tags: ['operators'],
        summary: 'A new TOTP secret for an operator not enrolled yet, with its QR code',
        body: operatorChallengeBodySchema,
        response: { 200: envelopeSchema(operatorEnrolmentSchema) },
      },
      onRequest,
    },
    async (request) => ok(await startEnrolment(app, request.body.challenge)),
  );

  app.post(
    '/operator/auth/enrolment/confirm',
    {
      schema: {
        tags: ['operators'],
        summary: 'The first code confirms the app: signed in, with ten recovery codes shown once',
        body: operatorCodeBodySchema,
        response: { 200: envelopeSchema(operatorEnrolledSchema) },
      },
      onRequest,
    },
    async (request, reply) => {
      const { session, recoveryCodes } = await confirmEnrolment(
        app,
        { limits: codeLimits, request },
        request.body,
      );
      setRefreshCookie(request, reply, session.refresh);
      const { userModel, jwtResult } = session;
      return ok({ userModel, jwtResult, recoveryCodes }, said(request, 'auth.loggedIn'));
    },
  );

  app.post(
    '/operator/auth/verify',
    {
      schema: {
        tags: ['operators'],
        summary: 'The second factor: a TOTP code or a recovery code; sets the refresh cookie',
        body: operatorVerifyBodySchema,
        response: { 200: envelopeSchema(loginResponseSchema) },
      },
      onRequest,
    },
    async (request, reply) => {
      const session = await verifySecondFactor(app, { limits: codeLimits, request }, request.body);
      setRefreshCookie(request, reply, session.refresh);
      const { userModel, jwtResult } = session;
      return ok({ userModel, jwtResult }, said(request, 'auth.loggedIn'));
    },
  );
};

import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { isSafeReturnPath } from '@nibras/contracts/booking';
import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  pendingSocialSignInSchema,
  socialLinkConfirmSchema,
  socialLinkEmailAnswerSchema,
  socialLinkWithPasswordSchema,
  socialProviderSchema,
  socialRegisterSchema,
  socialSignInAnswerSchema,
  type SocialSignInFailure,
} from '@nibras/contracts/social-sign-in';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import { createLimit } from '../../plugins/rate-limit';
import { appLink } from '../auth/account-emails';
import { passwordAttempt, type AuthLimits } from '../auth/auth.limits';
import { readRegisterForm, registerFormLimits, parseSignupFields } from '../auth/register-form';
import { said } from '../../plugins/i18n';
import { assertSameOrigin, setRefreshCookie } from '../auth/session-cookie';
import { clearSocialCookie, readSocialCookie, setSocialCookie } from './social-cookie';
import {
  confirmLinkByEmail,
  linkWithPassword,
  pendingLinkOf,
  registerWithProvider,
  requestLinkEmail,
  type SocialAnswer,
} from './social-accounts.service';
import { SocialProviders } from './social-providers';
import { socialIdentityRoutes } from './social-identities.routes';
import {
  finishSocialSignIn,
  pendingLifetimeMs,
  pendingSignInOf,
  startSocialSignIn,
} from './social-sign-in.service';

const tags = ['auth'];
const providerParams = z.object({ provider: socialProviderSchema });

/** What a provider sends back (in the query, or posted by Apple); anything else is dropped. */
const callbackSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** Apple's name of the person, on the first sign-in only. */
  user: z.string().max(2000).optional(),
});

const answerSchema = envelopeSchema(socialSignInAnswerSchema);

/**
 * Sign-in with Google, Apple or Meta (docs/decisions/0014): the browser goes to the provider and
 * back; the person then signs in, completes a new account, or proves an existing one. Every
 * redirect goes to the provider's configured address or to a page of APP_URL, nowhere else.
 */
export const socialSignInRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  const providers = new SocialProviders(app.config.socialProviders, app.config.appUrl, app.log);
  // Apple posts its answer as a form (response_mode=form_post); the signup is multipart.
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyMultipart, { limits: registerFormLimits });
  const startsPerAddress = createLimit(app, 'social-start-address', {
    max: 60,
    timeWindow: 15 * 60_000,
  });

  const toPage = (reply: FastifyReply, query: Record<string, string> = {}) =>
    reply.redirect(appLink(app, '/social-sign-in', query), 302);
  const toFailure = (request: FastifyRequest, reply: FastifyReply, error: SocialSignInFailure) => {
    clearSocialCookie(request, reply);
    return toPage(reply, { error });
  };
  const withSession = (request: FastifyRequest, reply: FastifyReply, answer: SocialAnswer) => {
    if (!answer.session) return { email: answer.email, session: null };
    const { userModel, jwtResult, refresh } = answer.session;
    setRefreshCookie(request, reply, refresh);
    clearSocialCookie(request, reply);
    return { email: answer.email, session: { userModel, jwtResult } };
  };

  app.get(
    '/auth/social/:provider',
    {
      schema: {
        tags,
        summary:
          'Go to the provider to sign in (a page navigation, answered with a redirect); next: an app path to return to',
        params: providerParams,
        querystring: z.object({ next: z.string().max(1000).optional() }),
      },
      onRequest: (request) => startsPerAddress(request),
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!providers.isConfigured(provider)) {
        throw new AppError(404, 'social_provider_not_configured');
      }
      const { next } = request.query;
      try {
        const started = await startSocialSignIn(
          app,
          providers,
          provider,
          isSafeReturnPath(next) ? next : undefined,
        );
        setSocialCookie(request, reply, started.token, pendingLifetimeMs / 1000);
        return reply.redirect(started.authorizationUrl.href, 302);
      } catch (error) {
        if (error instanceof AppError && error.code === 'social_provider_unavailable') {
          return toFailure(request, reply, 'social_provider_unavailable');
        }
        throw error;
      }
    },
  );

  app.get(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags,
        summary: "The provider's answer; redirects to /social-sign-in",
        params: providerParams,
        querystring: callbackSchema,
      },
      onRequest: (request) => limits.tokenUsePerAddress(request),
    },
    async (request, reply) => {
      const callback = new URLSearchParams(
        Object.entries(request.query).filter((entry): entry is [string, string] => !!entry[1]),
      );
      const result = await finishSocialSignIn(app, providers, {
        provider: request.params.provider,
        token: readSocialCookie(request),
        callback,
      });
      if (result.outcome === 'failed') return toFailure(request, reply, result.failure);
      // The page carries the return path on, for the guard that leaves it once signed in.
      const next: Record<string, string> = result.returnTo ? { next: result.returnTo } : {};
      if (result.outcome === 'pending') return toPage(reply, next);
      setRefreshCookie(request, reply, result.session.refresh);
      clearSocialCookie(request, reply);
      return toPage(reply, { status: 'signed-in', ...next });
    },
  );

  app.post(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags,
        summary: "Apple's answer, posted as a form: sent on to the same address as a GET",
        params: providerParams,
        body: callbackSchema,
      },
    },
    async (request, reply) => {
      // A post from the provider's site carries no SameSite=Lax cookie; the browser's follow-up
      // GET does.
      const target = new URL(providers.redirectUri(request.params.provider));
      for (const [name, value] of Object.entries(request.body)) {
        if (value) target.searchParams.set(name, value);
      }
      return reply.redirect(target.href, 303);
    },
  );

  app.get(
    '/auth/social/pending',
    {
      schema: {
        tags,
        summary: 'The sign-in through a provider waiting in this browser',
        response: { 200: envelopeSchema(pendingSocialSignInSchema) },
      },
    },
    async (request) => ok(await pendingSignInOf(app, readSocialCookie(request))),
  );

  app.post(
    '/auth/social/register',
    {
      schema: {
        tags,
        summary:
          "A new account from this browser's provider sign-in (multipart: the role's signup fields without Email and the passwords, optional ProfilePhoto)",
        consumes: ['multipart/form-data'],
        response: { 201: answerSchema },
      },
      onRequest: (request) => limits.registerPerAddress(request),
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const form = await readRegisterForm(request);
      const signup = parseSignupFields(socialRegisterSchema, form.fields);
      const answer = await registerWithProvider(
        app,
        readSocialCookie(request),
        signup,
        form.photo,
        request.language,
      );
      reply.code(201);
      const message = answer.session ? 'auth.loggedIn' : 'auth.registered';
      return ok(withSession(request, reply, answer), said(request, message));
    },
  );

  app.post(
    '/auth/social/link',
    {
      schema: {
        tags,
        summary: "Link the provider to the account with its address, given the account's password",
        body: socialLinkWithPasswordSchema,
        response: { 200: answerSchema },
      },
      onRequest: (request) => limits.loginPerAddress(request),
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const pending = await pendingLinkOf(app, readSocialCookie(request));
      // Guesses count against the account as failed logins do.
      const attempt = await passwordAttempt(limits, request, pending.user.email);
      const answer = await linkWithPassword(app, pending, request.body.password);
      if (!answer) {
        await attempt.failed();
        throw new AppError(401, 'invalid_credentials');
      }
      return ok(withSession(request, reply, answer), said(request, 'auth.socialLinked'));
    },
  );

  app.post(
    '/auth/social/link/email',
    {
      schema: {
        tags,
        summary: "Email the account's owner a link that links the provider when opened here",
        response: { 200: envelopeSchema(socialLinkEmailAnswerSchema) },
      },
      onRequest: (request) => limits.resendPerAddress(request),
    },
    async (request) => {
      assertSameOrigin(request);
      const pending = await pendingLinkOf(app, readSocialCookie(request));
      await limits.resendPerEmail(request, pending.user.email);
      await limits.emailsToAddress(request, pending.user.email);
      return ok(await requestLinkEmail(app, pending), said(request, 'auth.socialLinkSent'));
    },
  );

  app.post(
    '/auth/social/link/confirm',
    {
      schema: {
        tags,
        summary: 'Open the emailed link, in the browser that asked for it: links and signs in',
        body: socialLinkConfirmSchema,
        response: { 200: answerSchema },
      },
      onRequest: (request) => limits.tokenUsePerAddress(request),
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const answer = await confirmLinkByEmail(app, readSocialCookie(request), request.body.token);
      return ok(withSession(request, reply, answer), said(request, 'auth.socialLinked'));
    },
  );

  await app.register(socialIdentityRoutes);
};

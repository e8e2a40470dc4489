import type { SocialProvider } from '@nibras/contracts/social-providers';
import type { PendingSocialSignIn, SocialSignInFailure } from '@nibras/contracts/social-sign-in';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { AppError } from '../../plugins/envelope';
import { findUserByEmail, findUserById } from '../auth/auth.repo';
import { hashToken, newSecretToken } from '../auth/one-time-tokens';
import { startSession, type Session } from '../auth/session.service';
import type { SocialProviders } from './social-providers';
import {
  claimForCallback,
  endSignIn,
  findIdentityOwner,
  findPending,
  insertSignIn,
  markPending,
  updateIdentityEmail,
} from './social-sign-in.repo';

/** From the click on a provider's button to its callback. */
export const authorizationLifetimeMs = 10 * 60 * 1000;
/** From the callback to the end of the signup form, or of the proof an account asks for. */
export const pendingLifetimeMs = 30 * 60 * 1000;

/**
 * Starts a sign-in: fresh state, nonce and PKCE verifier, kept on the server under a random
 * token that only this browser receives (as a cookie). Answers the provider's address to go to.
 */
export async function startSocialSignIn(
  app: FastifyInstance,
  providers: SocialProviders,
  provider: SocialProvider,
  returnTo: string | undefined,
): Promise<{ token: string; authorizationUrl: URL }> {
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const authorizationUrl = await providers.authorizationUrl(provider, checks);
  const { token, tokenHash } = newSecretToken();
  const now = app.clock.now();
  await insertSignIn(
    app.db,
    {
      tokenHash,
      provider,
      ...checks,
      returnTo: returnTo ?? null,
      expiresAt: new Date(now.getTime() + authorizationLifetimeMs),
    },
    now,
  );
  return { token, authorizationUrl };
}

export type CallbackOutcome = { returnTo: string | null } & (
  | { outcome: 'signed_in'; session: Session }
  | { outcome: 'pending' }
  | { outcome: 'failed'; failure: SocialSignInFailure }
);

/**
 * The provider's callback. A known identity signs in (a session like a password login's); a new
 * one waits as a signup, or as a link to prove when an account already has its address. Never
 * signs in to an account by its address alone.
 */
export async function finishSocialSignIn(
  app: FastifyInstance,
  providers: SocialProviders,
  input: { provider: SocialProvider; token: string | undefined; callback: URLSearchParams },
): Promise<CallbackOutcome> {
  const now = app.clock.now();
  const flow = input.token
    ? await claimForCallback(app.db, {
        tokenHash: hashToken(input.token),
        provider: input.provider,
        now,
      })
    : undefined;
  if (!flow) return { outcome: 'failed', failure: 'social_sign_in_expired', returnTo: null };
  const { returnTo } = flow;
  const failed = async (failure: SocialSignInFailure): Promise<CallbackOutcome> => {
    await endSignIn(app.db, flow.id, now);
    return { outcome: 'failed', failure, returnTo };
  };

  let identity;
  try {
    identity = await providers.identityFrom(input.provider, input.callback, flow);
  } catch (error) {
    return failed(failureOf(app, input.provider, error));
  }

  const owner = await findIdentityOwner(app.db, input.provider, identity.subject);
  if (owner) {
    if (!owner.emailConfirmedAt) return failed('email_not_confirmed');
    if (owner.suspendedAt) return failed('account_suspended');
    await updateIdentityEmail(app.db, { provider: input.provider, ...identity });
    await endSignIn(app.db, flow.id, now);
    return { outcome: 'signed_in', session: await startSession(app, owner), returnTo };
  }
  if (!identity.email) return failed('social_email_missing');
  const account = await findUserByEmail(app.db, identity.email);
  await markPending(app.db, flow.id, {
    stage: account ? 'link' : 'signup',
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    fullName: identity.fullName,
    userId: account?.id ?? null,
    expiresAt: new Date(now.getTime() + pendingLifetimeMs),
  });
  return { outcome: 'pending', returnTo };
}

/** Why a callback failed, as the person is told it; the details go to the log only. */
function failureOf(
  app: FastifyInstance,
  provider: SocialProvider,
  error: unknown,
): SocialSignInFailure {
  if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
    return 'social_cancelled';
  }
  if (error instanceof AppError && error.code === 'social_provider_unavailable') {
    return 'social_provider_unavailable';
  }
  app.log.warn({ err: error, provider }, 'sign-in provider answer refused');
  return 'social_sign_in_failed';
}

/** The sign-in waiting in this browser, as the web app shows it. */
export async function pendingSignInOf(
  app: FastifyInstance,
  token: string | undefined,
): Promise<PendingSocialSignIn> {
  const pending = token ? await findPending(app.db, hashToken(token), app.clock.now()) : undefined;
  if (!pending?.email) throw new AppError(404, 'social_sign_in_expired');
  const account = pending.userId ? await findUserById(app.db, pending.userId) : undefined;
  return {
    kind: pending.stage === 'link' ? 'link' : 'signup',
    provider: pending.provider,
    email: pending.email,
    emailVerified: pending.emailVerified,
    fullName: pending.fullName ?? '',
    returnTo: pending.returnTo,
    accountHasPassword: Boolean(account?.passwordHash),
  };
}

import type { SocialProvider } from '@nibras/contracts/social-providers';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { startMockProvider, type MockPerson, type MockProvider } from '../../test/mock-provider';
import { multipart, signupBody } from '../auth/test-helpers';

/** The app, with Google, Apple and Meta all pointed at a local mock provider. */
export async function socialTestApp(
  environment: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const mock = await startMockProvider();
  const app = await buildTestApp({ ...mock.environment, ...environment }, options);
  app.addHook('onClose', () => mock.stop());
  return { app, mock, origin: new URL(app.config.appUrl).origin };
}

/** One browser: the cookies the app has set in it so far. */
export class Browser {
  readonly cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{ name: string; value: string }>) {
      if (cookie.value) this.cookies.set(cookie.name, cookie.value);
      else this.cookies.delete(cookie.name);
    }
    return response;
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Where a redirect of ours points, read as a URL. */
export function locationOf(response: LightMyRequestResponse): URL {
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect: ${response.statusCode}`);
  return new URL(location);
}

/** A click on the provider's button: our redirect to the provider, the flow cookie set. */
export async function clickProvider(
  app: FastifyInstance,
  browser: Browser,
  provider: SocialProvider,
  next?: string,
) {
  const response = browser.keep(
    await app.inject({
      url: `/api/v1/auth/social/${provider}`,
      query: next === undefined ? {} : { next },
      headers: { cookie: browser.header },
    }),
  );
  expect(response.statusCode, response.body).toBe(302);
  return locationOf(response);
}

/**
 * The provider's answer reaching our callback in this browser: by GET, or posted the way Apple
 * does (then followed, as the browser would, to the GET it is sent on to).
 */
export async function returnFromProvider(
  app: FastifyInstance,
  browser: Browser,
  callback: URL,
  options: { post?: boolean } = {},
) {
  let target = callback;
  if (options.post) {
    const posted = await app.inject({
      method: 'POST',
      url: callback.pathname,
      payload: callback.searchParams.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode, posted.body).toBe(303);
    target = locationOf(posted);
  }
  return browser.keep(
    await app.inject({
      url: `${target.pathname}${target.search}`,
      headers: { cookie: browser.header },
    }),
  );
}

/** The whole round trip through the provider, as `person`; answers our final redirect. */
export async function signInWith(
  context: { app: FastifyInstance; mock: MockProvider },
  browser: Browser,
  provider: SocialProvider,
  person: MockPerson | 'cancel',
  options: { next?: string } = {},
) {
  const authorization = await clickProvider(context.app, browser, provider, options.next);
  const callback = await context.mock.authorize(authorization, person);
  return returnFromProvider(context.app, browser, callback, { post: provider === 'apple' });
}

/** A call of the web app's pages: same origin, this browser's cookies. */
export function call(
  app: FastifyInstance,
  browser: Browser,
  origin: string,
  request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown },
) {
  return app
    .inject({
      method: request.method,
      url: request.url,
      payload: request.payload as never,
      headers: { origin, cookie: browser.header },
    })
    .then((response) => browser.keep(response));
}

/** The role's signup form without the address and the passwords, as the web app sends it. */
export async function socialSignupForm(
  app: FastifyInstance,
  role: 'Student' | 'Parent' | 'Tutor',
  overrides: Record<string, unknown> = {},
) {
  const fields: Record<string, unknown> = await signupBody(
    app,
    role,
    'unused@example.test',
    overrides,
  );
  for (const name of ['Email', 'Password', 'ConfirmPassword']) delete fields[name];
  return multipart(fields);
}

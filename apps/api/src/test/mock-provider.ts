import type { ServerResponse } from 'node:http';
import {
  Events,
  OAuth2Server,
  type AugmentedRequest,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

/**
 * A local stand-in for Google, Apple and Meta (oauth2-mock-server: real discovery, real signed
 * ID tokens, PKCE checked), for the API tests and the e2e run; no internet. Who signs in is
 * chosen per authorization: tests pass it in the query (`authorize`), a browser fills in the
 * mock's own consent page (`/consent`), which can also cancel.
 */

export type MockPerson = {
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
};

type Payload = MutableToken['payload'];

export type MockProvider = {
  issuer: string;
  /** The variables that point all three providers of the app at this mock. */
  environment: Record<string, string>;
  /** Follows an authorization URL as `answer`; resolves to where the provider sends the browser. */
  authorize: (authorizationUrl: string | URL, answer: MockPerson | 'cancel') => Promise<URL>;
  /** Changes the next ID token's claims (a wrong nonce, another audience…). */
  tamperNextIdToken: (change: (payload: Payload) => void) => void;
  /** Breaks the next ID token's signature, as a forger without the provider's key would. */
  forgeNextIdTokenSignature: () => void;
  /** The bodies of the token requests received, newest last. */
  tokenRequests: Array<Record<string, unknown>>;
  stop: () => Promise<void>;
};

export const mockClientIds = {
  google: 'nibras-google-client',
  apple: 'nibras-apple-client',
  meta: 'nibras-meta-client',
} as const;

const personParameters = ['mock_subject', 'mock_email', 'mock_verified', 'mock_name'] as const;

export async function startMockProvider(
  options: { host?: string; port?: number } = {},
): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const service = server.service;
  const people = new Map<string, MockPerson & { openid: boolean }>();
  const byAccessToken = new Map<string, MockPerson>();
  const tamperings: Array<(payload: Payload) => void> = [];
  let forgeSignature = false;
  const tokenRequests: Array<Record<string, unknown>> = [];

  service.on(Events.BeforeWellKnownOpenIdConfiguration, (response: MutableResponse) => {
    // Browsers meet the consent page first, as they would the provider's sign-in page.
    if (response.body) response.body.authorization_endpoint = `${server.issuer.url}/consent`;
  });

  service.on(
    Events.BeforeAuthorizeRedirect,
    (redirect: MutableRedirectUri, req: AugmentedRequest) => {
      const query = req.query;
      const code = redirect.url.searchParams.get('code');
      if (query.mock_cancel) {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', 'access_denied');
        redirect.url.searchParams.set('error_description', 'The user denied the request.');
        return;
      }
      const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
      if (!code) return;
      const email = text('mock_email');
      people.set(code, {
        subject: text('mock_subject') ?? `mock-${email ?? 'person'}`,
        email,
        emailVerified: text('mock_verified') === 'true',
        name: text('mock_name'),
        openid: (text('scope') ?? '').split(' ').includes('openid'),
      });
    },
  );

  service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const person = req.body.code ? people.get(req.body.code) : undefined;
    if (!person) return;
    token.payload.sub = person.subject;
    // Only the ID token carries an audience (the client id); the access token gets the subject.
    if (!('aud' in token.payload)) return;
    if (person.email) token.payload.email = person.email;
    token.payload.email_verified = person.emailVerified ?? false;
    if (person.name) token.payload.name = person.name;
    tamperings.shift()?.(token.payload);
  });

  service.on(
    Events.BeforeResponse,
    (response: MutableResponse, req: TokenRequestIncomingMessage) => {
      tokenRequests.push({ ...req.body });
      const person = req.body.code ? people.get(req.body.code) : undefined;
      if (!person || !response.body) return;
      const body = response.body;
      if (typeof body.access_token === 'string') byAccessToken.set(body.access_token, person);
      // Facebook Login is plain OAuth 2: no ID token.
      if (!person.openid) delete body.id_token;
      if (forgeSignature && typeof body.id_token === 'string') {
        forgeSignature = false;
        const [header, payload, signature = ''] = body.id_token.split('.');
        const flipped = signature.startsWith('A')
          ? `B${signature.slice(1)}`
          : `A${signature.slice(1)}`;
        body.id_token = `${header}.${payload}.${flipped}`;
      }
    },
  );

  // Facebook's /me answers its own shape: { id, name, email }.
  service.on(Events.BeforeUserinfo, (response: MutableResponse, req: AugmentedRequest) => {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /i, '');
    const person = byAccessToken.get(bearer);
    if (!person) {
      response.statusCode = 401;
      response.body = { error: { message: 'Invalid OAuth access token.' } };
      return;
    }
    response.body = {
      id: person.subject,
      ...(person.name ? { name: person.name } : {}),
      ...(person.email ? { email: person.email } : {}),
    };
  });

  service.addRoute('GET', '/consent', (req, res) => sendHtml(res, consentPage(req.query)));
  service.addRoute('GET', '/consent/answer', async (req, res) => {
    const authorize = new URL(`${server.issuer.url}/authorize`);
    for (const [name, value] of Object.entries(req.query)) {
      if (typeof value === 'string' && value !== '') authorize.searchParams.set(name, value);
    }
    const answer = await fetch(authorize, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location') ?? '');
    if (req.query.response_mode !== 'form_post') {
      res.statusCode = 302;
      res.setHeader('Location', location.href);
      res.end();
      return;
    }
    // Apple's way: the answer is posted to the app from the provider's page.
    const target = new URL(location.pathname, location.origin).href;
    sendHtml(res, formPostPage(target, location.searchParams));
  });

  const host = options.host ?? '127.0.0.1';
  await server.start(options.port ?? 0, host);
  // The library writes 127.0.0.1 as "localhost"; keep the address asked for, so that the mock is
  // another site than an app on localhost, as a real provider is.
  server.issuer.url = `http://${host}:${server.address().port}`;
  const issuer = server.issuer.url;
  return {
    issuer,
    environment: {
      GOOGLE_CLIENT_ID: mockClientIds.google,
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: issuer,
      APPLE_CLIENT_ID: mockClientIds.apple,
      APPLE_CLIENT_SECRET: 'apple-secret',
      APPLE_ISSUER: issuer,
      META_CLIENT_ID: mockClientIds.meta,
      META_CLIENT_SECRET: 'meta-secret',
      META_DIALOG_URL: `${issuer}/consent`,
      META_TOKEN_URL: `${issuer}/token`,
      META_USERINFO_URL: `${issuer}/userinfo`,
    },
    async authorize(authorizationUrl, answer) {
      const url = new URL(authorizationUrl);
      url.pathname = '/authorize';
      if (answer === 'cancel') url.searchParams.set('mock_cancel', '1');
      else {
        url.searchParams.set('mock_subject', answer.subject);
        if (answer.email) url.searchParams.set('mock_email', answer.email);
        url.searchParams.set('mock_verified', String(answer.emailVerified ?? false));
        if (answer.name) url.searchParams.set('mock_name', answer.name);
      }
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`the mock provider answered ${response.status}`);
      return new URL(location);
    },
    tamperNextIdToken: (change) => void tamperings.push(change),
    forgeNextIdTokenSignature: () => {
      forgeSignature = true;
    },
    tokenRequests,
    stop: () => server.stop(),
  };
}

function sendHtml(res: ServerResponse, html: string) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

function escape(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function hiddenFields(entries: Iterable<[string, string]>) {
  return [...entries]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
}

/** The provider's sign-in page: who signs in, and whether they agree. */
function consentPage(query: AugmentedRequest['query']) {
  const kept = Object.entries(query).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && !(personParameters as readonly string[]).includes(entry[0]),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock provider: sign in</title></head>
<body><main>
<h1>Sign in to the mock provider</h1>
<form method="get" action="/consent/answer">
${hiddenFields(kept)}
<p><label>Email <input type="email" name="mock_email" required></label></p>
<p><label>Name <input type="text" name="mock_name"></label></p>
<p><label><input type="checkbox" name="mock_verified" value="true" checked> Email verified</label></p>
<p><button type="submit">Continue</button>
<button type="submit" name="mock_cancel" value="1" formnovalidate>Cancel</button></p>
</form>
</main></body></html>`;
}

/** Apple posts its answer back with a form that submits itself. */
function formPostPage(target: string, parameters: URLSearchParams) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock provider: returning</title></head>
<body><main>
<form method="post" action="${escape(target)}">
${hiddenFields(parameters)}
<button type="submit">Return to the app</button>
</form>
<script>document.forms[0].submit();</script>
</main></body></html>`;
}

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFile, apiRequest, ApiRequestError, configureApiAuth } from './api-client';
import { initI18n, setLanguage } from './i18n';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiRequest', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiAuth({ accessToken: () => null, onUnauthorized: () => {} });
    setLanguage('en');
  });

  it('sends the current language and the access token on every call', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { succeeded: true, message: null, data: { id: 1 }, error: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ accessToken: () => 'token-123', onUnauthorized: () => {} });
    setLanguage('ar');

    const envelope = await apiRequest<{ id: number }>('/api/v1/subjects');

    expect(envelope.data).toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Accept-Language': 'ar',
      Authorization: 'Bearer token-123',
    });
  });

  it('sends JSON bodies as JSON and leaves FormData to the browser', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { succeeded: true, message: null, data: null, error: null }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/v1/x', { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/v1/y', { method: 'POST', body: new FormData() });

    const [, json] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(json.body).toBe('{"a":1}');
    expect(json.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const [, form] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(form.body).toBeInstanceOf(FormData);
    expect(form.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the envelope error with its status, and reports a 401', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(401, {
        succeeded: false,
        message: 'Unauthorized access',
        data: null,
        error: { code: 'unauthorized', message: 'Unauthorized access' },
      }),
    );
    const onUnauthorized = vi.fn();
    configureApiAuth({ accessToken: () => 'expired', onUnauthorized });

    const failure = await apiRequest('/api/v1/tutor/subjects').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, error: { code: 'unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledWith('/api/v1/tutor/subjects');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/v1/subjects')).rejects.toMatchObject({ status: 0, error: null });
  });

  it("sends a call's own headers, without letting them replace the token or the language", async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { succeeded: true, message: null, data: null, error: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ accessToken: () => 'token-123', onUnauthorized: () => {} });

    await apiRequest('/api/v1/bookings', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer other' },
    });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer token-123',
      'Accept-Language': 'en',
    });
  });
});

/**
 * A fetched file's text. Under jsdom, Node 24's fetch builds the Blob from the global one,
 * jsdom's, which has no text() (a browser's has; Node 22's fetch builds Node's own): jsdom's
 * FileReader reads it there.
 */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

describe('apiFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiAuth({ accessToken: () => null, onUnauthorized: () => {} });
  });

  it('fetches a file with the token and hands back its bytes', async () => {
    const fetchMock = vi.fn(
      async () => new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ accessToken: () => 'token-123', onUnauthorized: () => {} });

    const file = await apiFile('/api/v1/bookings/b1/calendar.ics', 'text/calendar');

    expect(await textOf(file)).toBe('BEGIN:VCALENDAR');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      Accept: 'text/calendar',
      Authorization: 'Bearer token-123',
    });
  });

  it("throws the envelope's error when the file is refused", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(404, {
        succeeded: false,
        message: null,
        data: null,
        error: { code: 'booking_not_found', message: 'This session does not exist.' },
      }),
    );
    await expect(
      apiFile('/api/v1/bookings/b1/calendar.ics', 'text/calendar'),
    ).rejects.toMatchObject({ status: 404, error: { code: 'booking_not_found' } });
  });
});

import type { ApiError, Envelope } from '@nibras/contracts/envelope';
import { currentLanguage } from './i18n';
import { runtimeConfig } from './runtime-config';

/** A failed call: the HTTP status (0 when no answer came) and the envelope's error, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError | null,
    readonly envelopeMessage: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. an Idempotency-Key; they cannot replace the auth ones. */
  headers?: Record<string, string>;
};

type AuthHooks = {
  /** The current access token, if any (docs/shared/SPEC.md section 7: every call carries it). */
  accessToken: () => string | null;
  /** A 401 from any call but login ends the session (docs/shared/SPEC.md section 8). */
  onUnauthorized: (path: string) => void;
};

let authHooks: AuthHooks = { accessToken: () => null, onUnauthorized: () => {} };

export function configureApiAuth(hooks: AuthHooks) {
  authHooks = hooks;
}

function baseHeaders(accept: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    ...extra,
    Accept: accept,
    'Accept-Language': currentLanguage(),
  };
  const token = authHooks.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Calls the API and unwraps the envelope; throws ApiRequestError on failure. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers = baseHeaders('application/json', options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${runtimeConfig().apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, null, null, 'network');
  }

  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.succeeded) {
    if (response.status === 401) authHooks.onUnauthorized(path);
    throw new ApiRequestError(
      response.status,
      envelope?.error ?? null,
      envelope?.message ?? null,
      envelope?.error?.message ?? envelope?.message ?? `HTTP ${response.status}`,
    );
  }
  return envelope;
}

/**
 * Fetches a file the API serves outside the envelope (an .ics), with the same token and
 * language as every call, so a page can hand it to the browser as a download.
 */
export async function apiFile(path: string, accept: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig().apiBaseUrl}${path}`, {
      headers: baseHeaders(accept),
      credentials: 'include',
    });
  } catch {
    throw new ApiRequestError(0, null, null, 'network');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (response.status === 401) authHooks.onUnauthorized(path);
    throw new ApiRequestError(
      response.status,
      envelope?.error ?? null,
      envelope?.message ?? null,
      envelope?.error?.message ?? `HTTP ${response.status}`,
    );
  }
  return response.blob();
}

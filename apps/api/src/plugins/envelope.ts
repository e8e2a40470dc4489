import type { ErrorCode } from '@nibras/contracts/errors';
import type { Envelope } from '@nibras/contracts/envelope';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isSharedKey, said, type SharedKey } from './i18n';
import { languageFromHeader } from './language';

/**
 * An error the client is meant to see: an HTTP status, a stable code, and optionally a message
 * key (translated into the request's language) and per-field details (also keys).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    readonly options: {
      messageKey?: SharedKey;
      /** The message written for the request's language, when a key alone cannot say it. */
      message?: (language: Language) => string;
      details?: Record<string, string>;
      /** Details that are values (an amount), sent as they are, not translated. */
      detailValues?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { succeeded: true, message, data, error: null };
}

function failure(
  request: FastifyRequest,
  code: string,
  messageKey: string = `errors.${code}`,
  details?: Record<string, string>,
  written?: (language: Language) => string,
  values?: Record<string, string>,
): Envelope<never> {
  // A code without a text of its own shows as its key, as it always did.
  const message = written ? written(request.language) : (textOf(request, messageKey) ?? messageKey);
  const translatedDetails =
    details || values
      ? {
          ...Object.fromEntries(
            Object.entries(details ?? {}).map(([field, key]) => [
              field,
              translatedDetail(request, key),
            ]),
          ),
          ...values,
        }
      : undefined;
  return {
    succeeded: false,
    message,
    data: null,
    error: { code, message, ...(translatedDetails ? { details: translatedDetails } : {}) },
  };
}

/**
 * A field's message in the request's language. A schema without its own message for a case
 * leaves zod's English sentence ("Invalid input: expected object, received string"), which is
 * no key of ours: the reader gets the general "not valid" in their language instead.
 */
function translatedDetail(request: FastifyRequest, key: string): string {
  return textOf(request, key) ?? said(request, 'validation.invalid');
}

/** The text of a key that arrives as data (an error code, a schema's message), if it is one. */
function textOf(request: FastifyRequest, key: string): string | undefined {
  return isSharedKey(key) ? said(request, key) : undefined;
}

/** The codes of an error and of its causes: Drizzle wraps the driver's error in its own. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof Error) messages.push(current.message);
    current = (current as { cause?: unknown }).cause;
  }
  return messages;
}

/** The PostgreSQL SQLSTATE of a failed query, whether Drizzle wrapped the driver's error or not. */
export function sqlStateOf(error: unknown): string | undefined {
  return codesOf(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The constraint a failed statement broke, through Drizzle's wrapping of the driver's error. */
export function constraintOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Socket-level codes of a server that is down or unreachable. */
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);
/**
 * SQLSTATEs of a server going away or refusing work: admin shutdown or terminated backend,
 * crash, starting up, too many connections. Class 08 is every connection exception.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg and the embedded database say, without a code, when the connection is gone or never came. */
const connectionLost = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  // Its worker thread has stopped (db/embedded/embedded-database.ts).
  'The embedded database stopped',
];

/** PostgreSQL's FATAL ends the session: the connection, not the query, failed. */
function isFatal(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { severity?: unknown }).severity === 'FATAL') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Connection-level failures: the database, not the request, is at fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // E.g. 55000 "database is not currently accepting connections" while connecting.
  if (isFatal(error)) return true;
  const codes = codesOf(error);
  if (codes.some((code) => connectionCodes.has(code) || unavailableStates.has(code))) return true;
  if (codes.some((code) => /^08[0-9A-Z]{3}$/.test(code))) return true;
  return messagesOf(error).some((message) =>
    connectionLost.some((known) => message.startsWith(known)),
  );
}

/** SQLSTATE of an exclusion constraint: only the booking overlap constraints raise it. */
const exclusionViolation = '23P01';
/**
 * Text the database cannot store (a NUL byte, a character outside its encoding). The schemas
 * refuse it first; this is the net for any text that reaches a query another way.
 */
const unstorableText = new Set(['22021', '22P05']);

const fastifyCodes: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupported_media_type' },
};

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

function sendError(reply: FastifyReply, status: number, body: Envelope<never>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One envelope for every failure; 5xx details are logged, never sent (docs/shared/ARCHITECTURE.md). */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.options.headers ?? {});
    return sendError(
      reply,
      error.statusCode,
      failure(
        request,
        error.code,
        error.options.messageKey,
        error.options.details,
        error.options.message,
        error.options.detailValues,
      ),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: Record<string, string> = {};
    // No body where one is expected, or one that is not an object: the request, not a field.
    const bodyNotObject = error.validationContext === 'body' && !isObject(request.body);
    // fastify-type-provider-zod names the root "/".
    const atRoot = (path: string) => path === '' || path === '/';
    if (bodyNotObject && error.validation.some((issue) => atRoot(issue.instancePath))) {
      return sendError(reply, 400, failure(request, 'invalid_json'));
    }
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      details[field] ??= issue.message ?? 'validation.required';
    }
    return sendError(reply, 400, failure(request, 'validation_failed', undefined, details));
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return sendError(reply, known.status, failure(request, known.code));
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return sendError(reply, 400, failure(request, 'invalid_json'));
  }
  // Drizzle wraps the driver's error; the SQLSTATE is on its cause.
  const state = sqlStateOf(error);
  if (state === exclusionViolation) {
    return sendError(reply, 409, failure(request, 'booking_conflict'));
  }
  if (state && unstorableText.has(state)) {
    return sendError(reply, 400, failure(request, 'validation_failed'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return sendError(reply, 503, failure(request, 'database_unavailable'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'validation_failed';
    return sendError(reply, status, failure(request, code));
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, failure(request, 'internal_error'));
}

/** Router failures that happen before any hook (Fastify's `frameworkErrors` option). */
const malformedUrl = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a parameter
 * over the length limit) answers 400 in the envelope, in the request's language, like any other.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.language = languageFromHeader(request.headers['accept-language']);
  if (error.code && malformedUrl.has(error.code)) {
    return sendError(reply, 400, failure(request, 'validation_failed'));
  }
  return handleError(error, request, reply);
}

export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'envelope' },
);

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, failure(request, 'route_not_found'));
}

import type { ErrorCode } from '@nibras/contracts/errors';
import type { Envelope } from '@nibras/contracts/envelope';
import { translateShared } from '@nibras/contracts/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * An error the client is meant to see: an HTTP status, a stable code, and optionally a message
 * key (translated into the request's language) and per-field details (also keys).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    readonly options: {
      messageKey?: string;
      details?: Record<string, string>;
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
  messageKey = `errors.${code}`,
  details?: Record<string, string>,
): Envelope<never> {
  const message = translateShared(request.language, messageKey);
  const translatedDetails = details
    ? Object.fromEntries(
        Object.entries(details).map(([field, key]) => [
          field,
          translateShared(request.language, key),
        ]),
      )
    : undefined;
  return {
    succeeded: false,
    message,
    data: null,
    error: { code, message, ...(translatedDetails ? { details: translatedDetails } : {}) },
  };
}

/** Connection-level failures of PGlite or pg: the database, not the request, is at fault. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03'].includes(
      code,
    ) || code.startsWith('08')
  );
}

/** SQLSTATE of an exclusion constraint: only the booking overlap constraints raise it. */
const exclusionViolation = '23P01';

/** The PostgreSQL SQLSTATE of a failed query, whether Drizzle wrapped the driver's error or not. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

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

function sendError(reply: FastifyReply, status: number, body: Envelope<never>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One envelope for every failure; 5xx details are logged, never sent (ARCHITECTURE.md). */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.options.headers ?? {});
    return sendError(
      reply,
      error.statusCode,
      failure(request, error.code, error.options.messageKey, error.options.details),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: Record<string, string> = {};
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
  if (sqlStateOf(error) === exclusionViolation) {
    return sendError(reply, 409, failure(request, 'booking_conflict'));
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

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, failure(request, 'route_not_found'));
}

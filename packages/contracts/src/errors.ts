/**
 * Stable error codes of the API. Each one doubles as a translation key (`errors.<code>`) on the
 * web and in the API's own messages, so a client can show its own text for it.
 */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'route_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'internal_error',
  'database_unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

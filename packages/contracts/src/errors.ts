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
  'education_system_not_found',
  'education_level_not_found',
  'grade_not_found',
  'subject_not_found',
  'tutor_subject_not_found',
  'invalid_user_type',
  'invalid_credentials',
  'email_not_confirmed',
  'confirmation_token_invalid',
  'reset_token_invalid',
  'session_expired',
  'origin_not_allowed',
  'unsupported_image',
  'photo_too_large',
  'tutor_not_found',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Texts shared by the API and the web app: error codes and validation messages. The English
 * values are the exact texts of SPEC.md where it gives one.
 */
export const en = {
  errors: {
    validation_failed: 'Some fields are not valid.',
    invalid_json: 'The request body is not valid JSON.',
    unsupported_media_type: 'This content type is not supported.',
    payload_too_large: 'The request is too large.',
    not_found: 'Not found.',
    route_not_found: 'This API path does not exist.',
    unauthorized: 'Unauthorized access',
    forbidden: 'You do not have access to this.',
    conflict: 'This conflicts with existing data.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    internal_error: 'Server error. Please try again later.',
    database_unavailable: 'The service is briefly unavailable. Please try again shortly.',
  },
  validation: {
    required: 'This field is required.',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type SharedMessages = Shape<typeof en>;

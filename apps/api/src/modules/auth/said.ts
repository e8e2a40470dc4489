import { translateShared } from '@nibras/contracts/i18n/messages';
import type { FastifyRequest } from 'fastify';

/** The envelope's success message, in the caller's language. */
export function said(request: FastifyRequest, key: string): string {
  return translateShared(request.language, key);
}

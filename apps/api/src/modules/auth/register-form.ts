import { accountLimits } from '@nibras/contracts/auth';
import { fromFormFields } from '@nibras/contracts/form-fields';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../plugins/envelope';
import { readingMultipart } from '../../plugins/multipart';

/**
 * Multipart limits, set explicitly and above every schema maximum: busboy's defaults would cut
 * a long field short without an error, and a cut value could pass validation.
 */
export const registerFormLimits = {
  fieldNameSize: 200,
  // Bytes: the longest text (a 500-character bio) is at most 2,000 bytes of UTF-8.
  fieldSize: 16 * 1024,
  fields: 200,
  fileSize: accountLimits.photoMaxBytes,
  files: 1,
  parts: 201,
  headerPairs: 100,
};

export type RegisterForm = { fields: Array<[string, string]>; photo: Buffer | undefined };

/**
 * Reads the whole signup form; any field that did not arrive whole is an error (413), and a body
 * that is not well-formed multipart, or a part without a name, is one too (400).
 */
export function readRegisterForm(request: FastifyRequest): Promise<RegisterForm> {
  return readingMultipart(() => readParts(request));
}

async function readParts(request: FastifyRequest): Promise<RegisterForm> {
  const fields: Array<[string, string]> = [];
  let photo: Buffer | undefined;
  for await (const part of request.parts({ limits: registerFormLimits })) {
    if (typeof part.fieldname !== 'string') throw new AppError(400, 'invalid_multipart');
    if (part.type === 'file') {
      if (part.fieldname !== 'ProfilePhoto') {
        // Not a file we asked for: read past it and keep nothing.
        part.file.resume();
        continue;
      }
      const bytes = await readPhoto(part.toBuffer());
      // An empty file input still sends a part with no name and no bytes: no photo chosen.
      if (bytes.length > 0 || part.filename) photo = bytes;
      continue;
    }
    if (part.fieldnameTruncated || part.valueTruncated) {
      throw new AppError(413, 'payload_too_large');
    }
    fields.push([part.fieldname, String(part.value)]);
  }
  return { fields, photo };
}

async function readPhoto(reading: Promise<Buffer>): Promise<Buffer> {
  try {
    return await reading;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'photo_too_large');
    }
    throw error;
  }
}

/**
 * The signup fields read with `schema` (a password signup, or one through a provider): field
 * problems are a 400 with each field's message, a bad UserType docs/shared/SPEC.md's own error.
 */
export function parseSignupFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Array<[string, string]>,
): z.output<Schema> {
  const parsed = schema.safeParse(fromFormFields(fields));
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) details[issue.path.join('.') || '_'] ??= issue.message;
  if (details.UserType) {
    throw new AppError(400, 'invalid_user_type', { details: { UserType: details.UserType } });
  }
  throw new AppError(400, 'validation_failed', { details });
}

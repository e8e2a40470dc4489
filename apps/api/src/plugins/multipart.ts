import { AppError } from './envelope';

/**
 * Reads a multipart body. What busboy cannot parse (no or a wrong boundary, a cut body, a part
 * without a name) is thrown as a plain Error with no status; that is the client's fault, so it
 * answers 400 invalid_multipart. Errors that already carry a status (limits, AppError) pass.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'invalid_multipart');
  }
}

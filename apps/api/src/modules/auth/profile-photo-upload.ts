import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { readingMultipart } from '../../plugins/multipart';
import { lockAvatarPath, setAvatarPath } from './auth.repo';
import { preparePhoto, removePhoto, storePhoto } from './profile-photo';

/**
 * A new profile photo after signup, for any role: the tutor's profile editor and /profile both
 * send one multipart file (the route registers @fastify/multipart with the photo's limits).
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  return readingMultipart(async () => {
    const file = await request.file();
    if (!file) {
      throw new AppError(400, 'unsupported_image', { details: { photo: 'validation.required' } });
    }
    return file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'photo_too_large');
      throw error;
    });
  });
}

/** Points the user at a new photo; answers the one it replaces, `undefined` for no such user. */
async function replaceAvatarPath(app: FastifyInstance, userId: string, avatarPath: string) {
  return app.db.transaction(async (tx) => {
    const before = await lockAvatarPath(tx, userId);
    if (!before) return undefined;
    await setAvatarPath(tx, userId, avatarPath);
    return before.avatarPath;
  });
}

/**
 * Checks, re-encodes, stores and swaps in a new photo. The old file goes only once the new path is
 * committed; a crash in between leaves a stray file, never a user without a photo.
 */
export async function replaceProfilePhoto(app: FastifyInstance, userId: string, bytes: Buffer) {
  const stored = await storePhoto(app.config.dataDir, userId, await preparePhoto(bytes));
  const replaced = await replaceAvatarPath(app, userId, stored).catch(async (error) => {
    await removePhoto(app.config.dataDir, stored);
    throw error;
  });
  if (replaced === undefined) {
    await removePhoto(app.config.dataDir, stored);
    throw new AppError(404, 'not_found');
  }
  if (replaced) await removePhoto(app.config.dataDir, replaced);
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountLimits } from '@nibras/contracts/auth';
import { AppError } from '../../plugins/envelope';

export type PhotoType = 'jpeg' | 'png' | 'webp';

export const photoContentTypes: Record<PhotoType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image type read from the file's first bytes; the client's name and MIME type are not trusted. */
export function detectPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** Checks a received photo; throws the error the client should see. */
export function checkPhoto(bytes: Buffer): PhotoType {
  if (bytes.length > accountLimits.photoMaxBytes) throw new AppError(413, 'photo_too_large');
  const type = detectPhotoType(bytes);
  if (!type) {
    throw new AppError(400, 'unsupported_image', {
      details: { ProfilePhoto: 'errors.unsupported_image' },
    });
  }
  return type;
}

function uploadsDir(dataDir: string) {
  return path.join(dataDir, 'uploads');
}

/**
 * Stores the photo as uploads/avatars/<user id>-<random>.<type>; answers the path kept on the
 * user. Every photo gets a new name, so the old one is still whole until the user's row points
 * at the new one, and can then be removed.
 */
export async function storePhoto(
  dataDir: string,
  userId: string,
  bytes: Buffer,
  type: PhotoType,
): Promise<string> {
  const relative = path.posix.join(
    'avatars',
    `${userId}-${randomBytes(8).toString('hex')}.${type}`,
  );
  await mkdir(path.join(uploadsDir(dataDir), 'avatars'), { recursive: true });
  await writeFile(path.join(uploadsDir(dataDir), relative), bytes, { mode: 0o640 });
  return relative;
}

export async function removePhoto(dataDir: string, relative: string) {
  await rm(path.join(uploadsDir(dataDir), relative), { force: true });
}

/** Absolute path of a stored photo; the stored value is ours, but stay inside uploads anyway. */
export function photoFile(dataDir: string, relative: string): string | undefined {
  const root = uploadsDir(dataDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function photoTypeOf(relative: string): PhotoType | undefined {
  const extension = path.extname(relative).slice(1);
  return extension in photoContentTypes ? (extension as PhotoType) : undefined;
}

/**
 * Only tutors' photos are public. Anyone else's is served only with this key, which only its
 * owner is given (in their own user model), so an id alone shows nothing. The key follows the
 * stored file, so a replaced photo's old address stops working.
 */
export function photoKey(secret: string, userId: string, avatarPath: string): string {
  return createHmac('sha256', secret)
    .update(`nibras avatar\n${userId}\n${avatarPath}`)
    .digest('base64url')
    .slice(0, 32);
}

export function isPhotoKey(secret: string, userId: string, avatarPath: string, key: string) {
  const expected = Buffer.from(photoKey(secret, userId, avatarPath));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
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
function checkPhoto(bytes: Buffer): PhotoType {
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

/** The sizes every photo is kept in, square: pages draw up to 256 CSS px, lists up to 64, on 2× screens. */
export const photoSizes = { large: 512, small: 128 } as const;
export type PhotoSize = keyof typeof photoSizes;

/** A photo as stored: decoded and encoded again by us, in each size, without any metadata. */
export type PreparedPhoto = Record<PhotoSize, Buffer>;

/** A photo of more pixels than this is refused before it is decoded (a decompression bomb). */
const maxInputPixels = 40_000_000;

/**
 * Decodes the upload and encodes it again as WebP at fixed sizes. Only pixels survive: a file
 * that is also something else (a polyglot) loses its other part, and EXIF (GPS included), ICC
 * and XMP are dropped, since sharp keeps no metadata unless asked. The camera's orientation is
 * applied first, so a portrait stays upright once its EXIF is gone.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  checkPhoto(bytes);
  const { default: sharp } = await import('sharp');
  const encode = (size: number) =>
    sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([encode(photoSizes.large), encode(photoSizes.small)]);
    return { large, small };
  } catch {
    throw new AppError(400, 'unsupported_image', {
      details: { ProfilePhoto: 'errors.unsupported_image' },
    });
  }
}

/** The small size's file beside the large one: `<name>-small.webp`. */
function smallFile(relative: string) {
  return relative.replace(/\.webp$/, '-small.webp');
}

/**
 * Stores a prepared photo as uploads/avatars/<user id>-<random>.webp (and its small size
 * beside it); answers the path kept on the user. Every photo gets a new name, so the old one is
 * still whole until the user's row points at the new one, and can then be removed.
 */
export async function storePhoto(
  dataDir: string,
  userId: string,
  photo: PreparedPhoto,
): Promise<string> {
  const relative = path.posix.join('avatars', `${userId}-${randomBytes(8).toString('hex')}.webp`);
  await mkdir(path.join(uploadsDir(dataDir), 'avatars'), { recursive: true });
  const write = (file: string, bytes: Buffer) =>
    writeFile(path.join(uploadsDir(dataDir), file), bytes, { mode: 0o640 });
  await Promise.all([write(relative, photo.large), write(smallFile(relative), photo.small)]);
  return relative;
}

export async function removePhoto(dataDir: string, relative: string) {
  await Promise.all(
    [relative, smallFile(relative)].map((file) =>
      rm(path.join(uploadsDir(dataDir), file), { force: true }),
    ),
  );
}

/**
 * Absolute path of a stored photo in the size asked; the stored value is ours, but stay inside
 * uploads anyway. Photos stored before sizes existed have only the one file, which is answered.
 */
export async function photoFile(
  dataDir: string,
  relative: string,
  size: PhotoSize = 'large',
): Promise<string | undefined> {
  const root = uploadsDir(dataDir);
  const inside = (file: string) => file.startsWith(root + path.sep);
  const file = path.resolve(root, relative);
  if (!inside(file)) return undefined;
  if (size === 'large') return file;
  const small = path.resolve(root, smallFile(relative));
  const stored = await access(small).then(
    () => true,
    () => false,
  );
  return stored && inside(small) ? small : file;
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

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { samplePhoto } from '../../test/photos';
import { photoKey } from './profile-photo';
import { multipart, register, signupBody, userRow } from './test-helpers';

/** Starts as a PNG does, and is nothing after: the first-bytes check alone let it through. */
const pngSignatureOnly = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('profile photo at signup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signUp = async (email: string, bytes: Buffer) => {
    const body = await signupBody(app, 'Student', email);
    return register(app, multipart(body, { bytes, name: 'me.jpg', type: 'image/jpeg' }));
  };
  /** Signs up with the photo; answers the stored photo, in the size asked, as served. */
  const storedPhotoOf = async (email: string, bytes: Buffer) => {
    expect((await signUp(email, bytes)).statusCode).toBe(201);
    const { id, avatarPath } = await userRow(app, email);
    expect(avatarPath).toMatch(new RegExp(`^avatars/${id}-[0-9a-f]{16}\\.webp$`));
    // A student's photo is served with the key its owner is given (avatar-access.test.ts).
    const key = photoKey(app.config.jwtSecret, id, avatarPath ?? '');
    return async (size: 'large' | 'small' = 'large') => {
      const served = await app.inject({
        url: `/api/v1/users/${id}/avatar?key=${key}&size=${size}`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      return served.rawPayload;
    };
  };

  it('keeps a photo as it encoded it again: WebP, 512 px, and 128 px for lists', async () => {
    const photo = await storedPhotoOf('photo@example.test', await samplePhoto());
    expect(await sharp(await photo()).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect(await sharp(await photo('small')).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('drops EXIF, a GPS position included, from what it keeps', async () => {
    const withGps = await samplePhoto({
      format: 'jpeg',
      exif: {
        IFD0: { Copyright: 'Home, Riyadh' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' },
      },
    });
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const photo = await storedPhotoOf('gps@example.test', withGps);
    for (const size of ['large', 'small'] as const) {
      const bytes = await photo(size);
      const kept = await sharp(bytes).metadata();
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(bytes.includes('Riyadh')).toBe(false);
    }
  });

  it('keeps only the pixels of a file that is an image and something else (a polyglot)', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([await samplePhoto(), Buffer.from(payload)]);
    const photo = await storedPhotoOf('polyglot@example.test', polyglot);
    expect((await photo()).includes(payload)).toBe(false);
  });

  it('refuses a file that starts like an image but is not one, and keeps no file of it', async () => {
    const uploads = path.join(app.config.dataDir, 'uploads', 'avatars');
    const before = await readdir(uploads).catch(() => []);
    const response = await signUp('signature@example.test', pngSignatureOnly);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('unsupported_image');
    expect(
      await app.db.select().from(users).where(eq(users.email, 'signature@example.test')),
    ).toEqual([]);
    expect(await readdir(uploads).catch(() => [])).toEqual(before);
  });

  it('refuses a photo whose bytes are not an image, whatever its name and type say', async () => {
    const body = await signupBody(app, 'Student', 'fake@example.test');
    const response = await register(
      app,
      multipart(body, { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'a.png' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_image',
      message: 'The profile photo must be a JPEG, PNG or WebP image.',
    });
    expect(await app.db.select().from(users).where(eq(users.email, 'fake@example.test'))).toEqual(
      [],
    );
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const body = await signupBody(app, 'Student', 'big@example.test');
    const bytes = Buffer.concat([await samplePhoto(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await register(app, multipart(body, { bytes }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('photo_too_large');
  });

  it('answers 404 for a user without a photo and 415 for a JSON signup', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000/avatar',
    });
    expect(missing.statusCode).toBe(404);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: await signupBody(app, 'Student', 'json@example.test'),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
  });
});

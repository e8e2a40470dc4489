import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { photoKey } from './profile-photo';
import { multipart, register, signupBody, userRow } from './test-helpers';

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('profile photo at signup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('accepts a PNG photo by its bytes and serves it back', async () => {
    const body = await signupBody(app, 'Student', 'photo@example.test');
    const response = await register(
      app,
      multipart(body, { bytes: pngBytes, name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(201);
    const user = await userRow(app, 'photo@example.test');
    expect(user.avatarPath).toMatch(new RegExp(`^avatars/${user.id}-[0-9a-f]{16}\\.png$`));
    // A student's photo is served with the key its owner is given (avatar-access.test.ts).
    const key = photoKey(app.config.jwtSecret, user.id, user.avatarPath ?? '');
    const avatar = await app.inject({ url: `/api/v1/users/${user.id}/avatar?key=${key}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.equals(pngBytes)).toBe(true);
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
    const bytes = Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)]);
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

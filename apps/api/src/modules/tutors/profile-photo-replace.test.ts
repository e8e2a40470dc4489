import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { samplePhoto } from '../../test/photos';
import { findUserById } from '../auth/auth.repo';

function photoBody(file: Buffer, type: string) {
  const boundary = 'photo-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('replacing a profile photo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const filesOf = (userId: string) =>
    readdirSync(path.join(app.config.dataDir, 'uploads', 'avatars')).filter((name) =>
      name.startsWith(userId),
    );

  it('leaves only the new file on disk, whatever the types, and serves the new one', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const upload = async (file: Buffer, type: string) => {
      const { payload, contentType } = photoBody(file, type);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/tutor/profile/photo',
        headers: { authorization: tutor.authorization, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    const png = await samplePhoto({ format: 'png' });
    const jpeg = await samplePhoto({ format: 'jpeg', width: 300 });
    // Each photo is two files, its two sizes (auth/profile-photo.ts); only the last one's stay.
    const storedPath = async () => (await findUserById(app.db, tutor.user.id))?.avatarPath ?? '';
    const storedFiles = async () => {
      const name = path.basename(await storedPath());
      return [name, name.replace(/\.webp$/, '-small.webp')].sort();
    };
    await upload(png, 'image/png');
    await upload(jpeg, 'image/jpeg');
    expect(filesOf(tutor.user.id).sort()).toEqual(await storedFiles());
    await upload(png, 'image/png');
    await upload(png, 'image/png');
    expect(filesOf(tutor.user.id).sort()).toEqual(await storedFiles());
    const served = await app.inject({ url: `/api/v1/users/${tutor.user.id}/avatar` });
    expect(served.headers['content-type']).toBe('image/webp');
    const onDisk = readFileSync(path.join(app.config.dataDir, 'uploads', await storedPath()));
    expect(served.rawPayload.equals(onDisk)).toBe(true);
  });
});

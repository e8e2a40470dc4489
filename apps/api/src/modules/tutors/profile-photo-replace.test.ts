import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

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
    await upload(png, 'image/png');
    await upload(jpeg, 'image/jpeg');
    expect(filesOf(tutor.user.id)).toHaveLength(1);
    await upload(png, 'image/png');
    await upload(png, 'image/png');
    expect(filesOf(tutor.user.id)).toHaveLength(1);
    const served = await app.inject({ url: `/api/v1/users/${tutor.user.id}/avatar` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});

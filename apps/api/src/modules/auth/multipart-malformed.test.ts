import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../test/fixtures';
import { buildTestApp } from '../../test/build-test-app';

/**
 * Bodies that claim to be multipart but are not well formed: the client's fault, so 400. Each
 * case is built around one part's headers, a text field for the signup and a file for the photo.
 */
function malformed(part: string): Array<[string, string, string]> {
  const body = `--x\r\n${part}\r\n\r\n1\r\n--x--\r\n`;
  return [
    ['no boundary', 'multipart/form-data', body],
    ['a wrong boundary', 'multipart/form-data; boundary=other', body],
    ['an empty boundary', 'multipart/form-data; boundary=', body],
    [
      'a part without a name',
      'multipart/form-data; boundary=x',
      `--x\r\n${part.replace(/; name="\w+"/, '')}\r\n\r\n1\r\n--x--\r\n`,
    ],
    ['a cut body', 'multipart/form-data; boundary=x', `--x\r\n${part}\r\n\r\n1`],
    ['a cut header', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-da`],
    ['no parts at all', 'multipart/form-data; boundary=x', '--x--\r\n'],
    ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001garbage'],
  ];
}
const signupCases = malformed('Content-Disposition: form-data; name="FullName"');
// An empty boundary reads as many parts, and the photo route's one-part limit answers 413 first.
const photoCases = malformed(
  'Content-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png',
).filter(([name]) => name !== 'an empty boundary');

describe('malformed multipart bodies', () => {
  let app: FastifyInstance;
  let authorization: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ authorization } = await createUserWithToken(app, 'Tutor'));
  });
  afterAll(() => app.close());

  it.each(signupCases)(
    'answer a signup with %s with 400 in the envelope',
    async (_name, type, body) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ succeeded: false, data: null });
    },
  );

  it.each(photoCases)(
    'answer a photo upload with %s with 400 in the envelope',
    async (_name, type, body) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/tutor/profile/photo',
        headers: { 'content-type': type, authorization },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ succeeded: false, data: null });
    },
  );
});

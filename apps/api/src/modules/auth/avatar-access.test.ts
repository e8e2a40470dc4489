import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { samplePhoto } from '../../test/photos';
import {
  lastEmail,
  linkTo,
  loginRequest,
  multipart,
  register,
  signupBody,
  userRow,
} from './test-helpers';

/** Only tutors' photos are public; a student's or a parent's is for its owner. */
describe("who can see a user's photo", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signUpWithPhoto(role: 'Student' | 'Tutor', email: string) {
    const signup = await register(
      app,
      multipart(await signupBody(app, role, email), { bytes: await samplePhoto() }),
    );
    expect(signup.statusCode).toBe(201);
    const link = linkTo(await lastEmail(app, email, 'Confirm'), '/email-confirmation');
    await app.inject({ url: `/api/v1/email/confirm${link.search}` });
    const login = await loginRequest(app, email, 'secret-pass1');
    return { user: await userRow(app, email), avatarUrl: login.json().data.userModel.avatarUrl };
  }

  it("keeps a student's photo from anyone who only knows the id", async () => {
    const { user, avatarUrl } = await signUpWithPhoto('Student', 'photo-student@example.test');
    const byId = await app.inject({ url: `/api/v1/users/${user.id}/avatar` });
    expect(byId.statusCode).toBe(404);
    const guessed = await app.inject({ url: `/api/v1/users/${user.id}/avatar?key=guess` });
    expect(guessed.statusCode).toBe(404);
    // The owner's own address (from their login) shows it, privately cached.
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/users/${user.id}/avatar\\?key=`));
    const own = await app.inject({ url: avatarUrl });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=300');
  });

  it("shows a tutor's photo to everyone", async () => {
    const { user, avatarUrl } = await signUpWithPhoto('Tutor', 'photo-tutor@example.test');
    expect(avatarUrl).toBe(`/api/v1/users/${user.id}/avatar`);
    const response = await app.inject({ url: avatarUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

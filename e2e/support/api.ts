import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Logs in over the API, as the app does, for the parts of a story that happen in someone else's
 * account: the answer's user id and the Authorization header for further calls.
 */
export async function bearer(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { userModel: { id: string }; jwtResult: { accessToken: string } };
  };
  return {
    id: data.userModel.id,
    headers: { authorization: `Bearer ${data.jwtResult.accessToken}` },
  };
}

/** The envelope's `data` of a successful answer; a failed one fails the test with its body. */
export async function dataOf<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

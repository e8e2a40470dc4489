import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, dataOf } from './api';
import { demoOperator, demoOperatorCode } from './operator';
import { onePixelPng } from './signup';

/**
 * Since issue 29 only an approved tutor is listed and bookable (decision 0026). These helpers do
 * over the API what a new tutor and an operator do in the app: the tutor completes and submits
 * the application, the demo operator signs in with the second factor and approves it.
 */

type Headers = { authorization: string };

/** The smallest PDF the server takes as one: its content is read from the first bytes. */
export const tinyPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

/** The application's answers, in the tutor's own words. */
export const applicationAnswers = {
  subjects: 'Mathematics for grades 4 to 9: fractions, algebra and geometry.',
  qualifications: 'BSc Mathematics, Cairo University; a teaching diploma.',
  experience: 'Six years teaching in a language school and online.',
};

/** The signed-in tutor's application, complete: photo, answers, both documents; submitted. */
export async function submittedApplicationOverApi(request: APIRequestContext, tutor: Headers) {
  await dataOf(
    await request.put('/api/v1/account/photo', {
      headers: tutor,
      multipart: { photo: onePixelPng },
    }),
  );
  await dataOf(
    await request.put('/api/v1/tutor-application', { headers: tutor, data: applicationAnswers }),
  );
  for (const kind of ['identity', 'qualification'] as const) {
    await dataOf(
      await request.post('/api/v1/tutor-application/documents', {
        params: { kind },
        headers: tutor,
        multipart: { kind, file: tinyPdf(`${kind}.pdf`) },
      }),
    );
  }
  await dataOf(await request.post('/api/v1/tutor-application/submit', { headers: tutor }));
}

/** Per worker: the demo operator's session, so a time step's code is spent once. */
let operatorSession: Headers | undefined;

/**
 * The demo operator signed in over the API: the password step, then the code of the server's
 * time step. A code is accepted once (another worker or spec may have used this step's): then it
 * waits for the next step.
 */
export async function operatorOverApi(request: APIRequestContext): Promise<Headers> {
  if (operatorSession) return operatorSession;
  let usedStep = -1;
  let headers: Headers | undefined;
  await expect(async () => {
    const { code, step } = await demoOperatorCode(request);
    expect(step, 'this time step’s code was used already').toBeGreaterThan(usedStep);
    const { challenge } = await dataOf<{ challenge: string }>(
      await request.post('/api/v1/operator/auth/password', {
        data: { email: demoOperator.email, password: demoOperator.password },
      }),
    );
    const answer = await request.post('/api/v1/operator/auth/verify', {
      data: { challenge, code },
    });
    if (answer.status() === 401) {
      usedStep = step;
      throw new Error(`code refused: ${await answer.text()}`);
    }
    const { jwtResult } = await dataOf<{ jwtResult: { accessToken: string } }>(answer);
    headers = { authorization: `Bearer ${jwtResult.accessToken}` };
  }).toPass({ timeout: 75_000, intervals: [1_000] });
  operatorSession = headers;
  return headers!;
}

/** The operator approves a submitted application (signing in again if the session ended). */
export async function approveOverApi(request: APIRequestContext, tutorId: string) {
  const url = `/api/v1/operator/tutor-applications/${tutorId}/approve`;
  let answer = await request.post(url, { headers: await operatorOverApi(request) });
  if (answer.status() === 401) {
    operatorSession = undefined;
    answer = await request.post(url, { headers: await operatorOverApi(request) });
  }
  await dataOf(answer);
}

/**
 * A tutor who signed up (in the app or over the API) made approved, as the operator would:
 * the tutor submits a complete application, the operator approves it. Answers the tutor's id
 * and Authorization header.
 */
export async function approvedTutorOverApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const tutor = await bearer(request, credentials.email, credentials.password);
  await submittedApplicationOverApi(request, tutor.headers);
  await approveOverApi(request, tutor.id);
  return tutor;
}

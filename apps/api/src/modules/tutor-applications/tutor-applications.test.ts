import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, operatorAuditLog, tutorApplications, users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { createOperatorWithToken, createUserWithToken } from '../../test/fixtures';
import { confirmedAccount, userRow } from '../auth/test-helpers';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

const operator = (app: FastifyInstance) => createOperatorWithToken(app);

function documentForm(
  file: Buffer,
  options: { kind?: string; name?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  if (options.kind !== undefined) form.append('kind', options.kind);
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'application/octet-stream' }),
    options.name ?? 'scan.pdf',
  );
  return form;
}

describe('tutor applications', () => {
  let app: FastifyInstance;
  let reviewer: Awaited<ReturnType<typeof operator>>;
  beforeAll(async () => {
    app = await buildTestApp();
    reviewer = await operator(app);
  });
  afterAll(() => app.close());

  const as = (authorization: string) => ({ authorization });
  const upload = (
    authorization: string,
    file: Buffer,
    options: Parameters<typeof documentForm>[1],
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/documents',
      headers: as(authorization),
      payload: documentForm(file, options),
    });
  const own = async (authorization: string) =>
    (await app.inject({ url: '/api/v1/tutor-application', headers: as(authorization) })).json()
      .data;
  const answers = {
    subjects: 'Mathematics for grades 4 to 9',
    qualifications: 'BSc Mathematics, Cairo University',
    experience: 'Five years at a school in Giza',
  };
  async function setPhoto(tutorId: string) {
    await app.db
      .update(users)
      .set({ avatarPath: 'avatars/fixture.png' })
      .where(eq(users.id, tutorId));
  }
  /** A tutor with everything a submission needs, submitted. */
  async function submittedTutor(language: 'en' | 'ar' = 'en') {
    const tutor = await createUserWithToken(app, 'Tutor', { preferredLanguage: language });
    await setPhoto(tutor.user.id);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/tutor-application',
      headers: as(tutor.authorization),
      payload: answers,
    });
    expect((await upload(tutor.authorization, pdf, { kind: 'identity' })).statusCode).toBe(201);
    expect(
      (await upload(tutor.authorization, png, { kind: 'qualification', name: 'degree.png' }))
        .statusCode,
    ).toBe(201);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/submit',
      headers: as(tutor.authorization),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return tutor;
  }

  it('makes a draft application in the signup transaction of a tutor', async () => {
    await confirmedAccount(app, 'Tutor', 'applicant@example.test');
    const user = await userRow(app, 'applicant@example.test');
    const [row] = await app.db
      .select()
      .from(tutorApplications)
      .where(eq(tutorApplications.tutorId, user?.id ?? ''));
    expect(row?.status).toBe('draft');
  });

  it('leads a tutor from an empty draft to a submission, saying what is missing', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const first = await own(tutor.authorization);
    expect(first).toMatchObject({ status: 'draft', editable: true, documents: [], history: [] });
    expect(first.missing).toEqual([
      'photo',
      'subjects',
      'qualifications',
      'experience',
      'identityDocument',
      'qualificationDocument',
    ]);

    const tooLong = await app.inject({
      method: 'PUT',
      url: '/api/v1/tutor-application',
      headers: as(tutor.authorization),
      payload: { ...answers, experience: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/tutor-application',
      headers: as(tutor.authorization),
      payload: answers,
    });
    expect(saved.json().data.answers).toEqual(answers);

    const early = await app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/submit',
      headers: as(tutor.authorization),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.code).toBe('application_incomplete');
    expect(Object.keys(early.json().error.details).sort()).toEqual([
      'identityDocument',
      'photo',
      'qualificationDocument',
    ]);

    const identity = await upload(tutor.authorization, pdf, {
      kind: 'identity',
      name: 'passport.png',
    });
    expect(identity.statusCode).toBe(201);
    // Typed by its content, whatever the name says.
    expect(identity.json().data).toMatchObject({ kind: 'identity', mediaType: 'application/pdf' });
    await upload(tutor.authorization, png, { kind: 'qualification' });
    await setPhoto(tutor.user.id);
    expect((await own(tutor.authorization)).missing).toEqual([]);

    const submitted = await app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/submit',
      headers: as(tutor.authorization),
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', editable: false });
    expect(submitted.json().data.history.map((event: { status: string }) => event.status)).toEqual([
      'submitted',
    ]);

    // Under review, nothing changes.
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/v1/tutor-application',
      headers: as(tutor.authorization),
      payload: answers,
    });
    expect(edit.statusCode).toBe(409);
    expect((await upload(tutor.authorization, pdf, { kind: 'identity' })).statusCode).toBe(409);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/v1/tutor-application/documents/${identity.json().data.id}`,
      headers: as(tutor.authorization),
    });
    expect(removal.statusCode).toBe(409);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/submit',
      headers: as(tutor.authorization),
    });
    expect(again.statusCode).toBe(409);
  });

  it('checks documents by their content and size, stores them privately, and removes them', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const text = await upload(tutor.authorization, Buffer.from('not a document'), {
      kind: 'identity',
      name: 'id.pdf',
      type: 'application/pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_document');
    expect(
      (await upload(tutor.authorization, webp, { kind: 'identity', name: 'id.png' })).statusCode,
    ).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(tutor.authorization, big, { kind: 'identity' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('document_too_large');
    expect((await upload(tutor.authorization, pdf, { kind: 'passport' })).statusCode).toBe(400);
    expect((await upload(tutor.authorization, pdf, {})).statusCode).toBe(400);

    const stored = await upload(tutor.authorization, pdf, { kind: 'identity', name: 'my id.pdf' });
    expect(stored.statusCode).toBe(201);
    const folder = path.join(app.config.dataDir, 'private', 'tutor-documents', tutor.user.id);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    // Refused files left nothing behind.
    expect(existsSync(path.join(app.config.dataDir, 'uploads', 'tutor-documents'))).toBe(false);
    // Nothing under the public uploads route reaches it.
    const guess = await app.inject({
      url: `/uploads/tutor-documents/${tutor.user.id}/${files[0]}`,
    });
    expect(guess.headers['content-type'] ?? '').not.toContain('application/pdf');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/tutor-application/documents/${stored.json().data.id}`,
      headers: as(tutor.authorization),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.documents).toEqual([]);
    expect(readdirSync(folder)).toEqual([]);
    // Another tutor's document is not yours to remove.
    const other = await createUserWithToken(app, 'Tutor');
    const theirs = await upload(other.authorization, png, { kind: 'qualification' });
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/v1/tutor-application/documents/${theirs.json().data.id}`,
      headers: as(tutor.authorization),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists applications for operators with filters, search, sort and pages', async () => {
    const a = await submittedTutor();
    await app.db.update(users).set({ fullName: 'Zainab Findable' }).where(eq(users.id, a.user.id));
    const b = await submittedTutor();
    const list = async (query: Record<string, string>) => {
      const response = await app.inject({
        url: '/api/v1/operator/tutor-applications',
        query,
        headers: as(reviewer.authorization),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const submitted = await list({
      status: 'submitted',
      sort: 'submitted',
      order: 'asc',
      pageSize: '50',
    });
    const ids = submitted.items.map((item: { tutorId: string }) => item.tutorId);
    expect(ids.indexOf(a.user.id)).toBeLessThan(ids.indexOf(b.user.id));
    expect(submitted.items.every((item: { status: string }) => item.status === 'submitted')).toBe(
      true,
    );
    expect(
      submitted.items.find((item: { tutorId: string }) => item.tutorId === a.user.id),
    ).toMatchObject({
      fullName: 'Zainab Findable',
      documentCount: 2,
    });
    const found = await list({ search: 'zainab find' });
    expect(found.items.map((item: { tutorId: string }) => item.tutorId)).toEqual([a.user.id]);
    expect(found.total).toBe(1);
    const byEmail = await list({ search: b.user.email.toUpperCase() });
    expect(byEmail.items.map((item: { tutorId: string }) => item.tutorId)).toEqual([b.user.id]);
    const paged = await list({ status: 'submitted', pageSize: '1', page: '2' });
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const refused = await app.inject({
      url: '/api/v1/operator/tutor-applications',
      query: { status: 'maybe' },
      headers: as(reviewer.authorization),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('approves with the audit log and an email in the tutor language; the profile says what was checked', async () => {
    const tutor = await submittedTutor('ar');
    const detail = await app.inject({
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}`,
      headers: as(reviewer.authorization),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ status: 'submitted', answers });
    expect(detail.json().data.documents).toHaveLength(2);

    const document = detail
      .json()
      .data.documents.find((d: { kind: string }) => d.kind === 'qualification');
    const file = await app.inject({
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/documents/${document.id}`,
      headers: as(reviewer.authorization),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="degree\.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
    const opened = await app.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'tutor_document.download'),
          eq(operatorAuditLog.subjectId, tutor.user.id),
        ),
      );
    expect(opened).toMatchObject([
      { operatorId: reviewer.user.id, details: { documentId: document.id, kind: 'qualification' } },
    ]);
    const ownDocument = await app.inject({
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/documents/${document.id}`,
      headers: as(tutor.authorization),
    });
    expect(ownDocument.statusCode).toBe(403);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/approve`,
      headers: as(reviewer.authorization),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect(approved.json().data.identityCheckedAt).not.toBeNull();
    expect(approved.json().data.qualificationsCheckedAt).not.toBeNull();
    expect(approved.json().data.history.at(-1)).toMatchObject({
      status: 'approved',
      actorName: reviewer.user.fullName,
    });

    const audit = await app.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.subjectId, tutor.user.id),
          eq(operatorAuditLog.action, 'tutor_application.approve'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operatorId).toBe(reviewer.user.id);
    const [email] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, tutor.user.email));
    expect(email?.subject).toBe('تمت الموافقة على طلبك للتدريس في نبراس');

    // A second decision finds nothing to decide.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/reject`,
      headers: as(reviewer.authorization),
      payload: { reason: 'Too late' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('application_not_submitted');
    expect((await own(tutor.authorization)).status).toBe('approved');
  });

  it('rejects with a reason the tutor reads; the tutor fixes and submits again', async () => {
    const tutor = await submittedTutor('en');
    const noReason = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/reject`,
      headers: as(reviewer.authorization),
      payload: { reason: '   ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/reject`,
      headers: as(reviewer.authorization),
      payload: { reason: 'The identity document is unreadable.' },
    });
    expect(rejected.statusCode).toBe(200);
    const mine = await own(tutor.authorization);
    expect(mine).toMatchObject({
      status: 'rejected',
      editable: true,
      rejectionReason: 'The identity document is unreadable.',
    });
    const [email] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, tutor.user.email));
    expect(email?.subject).toBe('Your Nibras tutor application needs changes');
    expect(email?.text).toContain('The identity document is unreadable.');
    const [audit] = await app.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.subjectId, tutor.user.id),
          eq(operatorAuditLog.action, 'tutor_application.reject'),
        ),
      );
    expect(audit?.reason).toBe('The identity document is unreadable.');

    expect((await upload(tutor.authorization, png, { kind: 'identity' })).statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/tutor-application/submit',
      headers: as(tutor.authorization),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'submitted', rejectionReason: null });
    expect(again.json().data.history.map((event: { status: string }) => event.status)).toEqual([
      'submitted',
      'rejected',
      'submitted',
    ]);
  });

  it('a decision on a draft answers 409, an unknown tutor 404', async () => {
    const draft = await createUserWithToken(app, 'Tutor');
    await own(draft.authorization);
    const approve = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${draft.user.id}/approve`,
      headers: as(reviewer.authorization),
    });
    expect(approve.statusCode).toBe(409);
    const missing = await app.inject({
      url: '/api/v1/operator/tutor-applications/00000000-0000-4000-8000-000000000000',
      headers: as(reviewer.authorization),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses every operator route to the anonymous (401) and to every other role (403)', async () => {
    const tutor = await submittedTutor();
    const [document] = (await own(tutor.authorization)).documents;
    const base = `/api/v1/operator/tutor-applications`;
    const routes = [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/${tutor.user.id}` },
      { method: 'GET' as const, url: `${base}/${tutor.user.id}/documents/${document.id}` },
      { method: 'POST' as const, url: `${base}/${tutor.user.id}/approve` },
      {
        method: 'POST' as const,
        url: `${base}/${tutor.user.id}/reject`,
        payload: { reason: 'No' },
      },
    ];
    const others = await Promise.all(
      (['Student', 'Parent', 'Tutor'] as const).map((role) => createUserWithToken(app, role)),
    );
    // An operator without a second factor is not an operator yet.
    const passwordOnly = await createUserWithToken(app, 'Operator');
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
      for (const other of others) {
        const response = await app.inject({ ...route, headers: as(other.authorization) });
        expect(response.statusCode, `${other.user.userType} ${route.url}`).toBe(403);
      }
      const weak = await app.inject({ ...route, headers: as(passwordOnly.authorization) });
      expect(weak.statusCode, route.url).toBe(401);
    }
    expect((await own(tutor.authorization)).status).toBe('submitted');
  });

  it('keeps the tutor routes to tutors', async () => {
    const parent = await createUserWithToken(app, 'Parent');
    for (const route of [
      { method: 'GET' as const, url: '/api/v1/tutor-application' },
      { method: 'PUT' as const, url: '/api/v1/tutor-application', payload: answers },
      { method: 'POST' as const, url: '/api/v1/tutor-application/submit' },
    ]) {
      expect((await app.inject(route)).statusCode).toBe(401);
      expect((await app.inject({ ...route, headers: as(parent.authorization) })).statusCode).toBe(
        403,
      );
    }
  });
});

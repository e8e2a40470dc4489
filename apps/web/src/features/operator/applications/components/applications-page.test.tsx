import type {
  OperatorApplication,
  OperatorApplicationRow,
} from '@nibras/contracts/tutor-applications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from '@/lib/api-client';
import { envelope, fakeApi, renderPage, spyOnToasts, switchLanguage } from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { ApplicationsPage } from './applications-page';

const tutorId = '5f0b9a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const documentId = '6a1c0b2f-3d4e-4f60-9b0c-1d2e3f4a5b6c';

const row: OperatorApplicationRow = {
  tutorId,
  fullName: 'Huda Salem',
  email: 'huda@example.test',
  status: 'submitted',
  submittedAt: '2031-05-20T09:00:00.000Z',
  updatedAt: '2031-05-20T09:00:00.000Z',
  documentCount: 2,
};

const application: OperatorApplication = {
  tutorId,
  status: 'submitted',
  answers: {
    subjects: 'Mathematics for secondary school',
    qualifications: 'BSc Mathematics, Cairo University',
    experience: 'Six years in a school in Alexandria',
  },
  documents: [
    {
      id: documentId,
      kind: 'identity',
      mediaType: 'application/pdf',
      byteSize: 120_000,
      originalName: 'passport.pdf',
      uploadedAt: '2031-05-19T08:00:00.000Z',
    },
  ],
  rejectionReason: null,
  submittedAt: '2031-05-20T09:00:00.000Z',
  decidedAt: null,
  identityCheckedAt: null,
  qualificationsCheckedAt: null,
  profile: {
    fullName: 'Huda Salem',
    email: 'huda@example.test',
    preferredLanguage: 'ar',
    avatarUrl: null,
    signedUpAt: '2031-05-18T08:00:00.000Z',
    headline: 'Patient maths tutor',
    bio: null,
    educationalBackground: 'BSc Mathematics',
    yearsOfExperience: 6,
    languagesSpoken: ['ar', 'en'],
  },
  history: [
    {
      status: 'rejected',
      reason: 'The passport scan is blurred.',
      at: '2031-05-19T12:00:00.000Z',
      actorName: 'Mona Operator',
    },
    { status: 'submitted', reason: null, at: '2031-05-20T09:00:00.000Z', actorName: null },
  ],
};

const pageOf = (items: OperatorApplicationRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

/** The API of one application that the test decides on; it remembers the decision. */
function fakeApplicationsApi() {
  let current = application;
  const decided = (status: 'approved' | 'rejected', reason: string | null) => {
    current = {
      ...current,
      status,
      rejectionReason: reason,
      decidedAt: '2031-05-21T10:00:00.000Z',
      history: [
        ...current.history,
        { status, reason, at: '2031-05-21T10:00:00.000Z', actorName: 'Mona Operator' },
      ],
    };
    return { body: envelope(current, `The application is ${status}.`) };
  };
  return fakeApi({
    'GET /api/v1/operator/tutor-applications': () => ({
      body: envelope(pageOf([{ ...row, status: current.status }])),
    }),
    [`GET /api/v1/operator/tutor-applications/${tutorId}`]: () => ({ body: envelope(current) }),
    [`GET /api/v1/operator/tutor-applications/${tutorId}/documents/${documentId}`]: () =>
      new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      }),
    [`POST /api/v1/operator/tutor-applications/${tutorId}/reject`]: ({ init }) =>
      decided('rejected', (JSON.parse(String(init.body)) as { reason: string }).reason),
    [`POST /api/v1/operator/tutor-applications/${tutorId}/approve`]: () =>
      decided('approved', null),
  });
}

beforeEach(async () => {
  await switchLanguage('en');
  configureApiAuth({ accessToken: () => 'operator-token', onUnauthorized: () => {} });
});
afterEach(() => {
  configureApiAuth({ accessToken: () => null, onUnauthorized: () => {} });
  vi.restoreAllMocks();
});

describe('the console’s tutor applications tab', () => {
  it('lists the submitted applications, shows one in full and downloads its document', async () => {
    const api = fakeApplicationsApi();
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications');

    const table = await screen.findByRole('table', { name: 'Tutor applications' });
    expect(await within(table).findByText('huda@example.test')).toBeInTheDocument();
    const [listed] = api.mock.calls.find(([path]) => path.includes('tutor-applications?')) ?? [];
    expect(listed).toContain('status=submitted');

    await user.click(within(table).getByRole('button', { name: 'Open Huda Salem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of Huda Salem' });
    expect(await within(dialog).findByText('Mathematics for secondary school')).toBeVisible();
    expect(within(dialog).getByText('Patient maths tutor')).toBeVisible();
    expect(within(dialog).getByText('The passport scan is blurred.')).toBeVisible();
    expect(within(dialog).getByText(/by Mona Operator/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Download passport.pdf' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled(), patience);
    const [, sent] = api.mock.calls.find(([path]) => path.includes('/documents/')) ?? [];
    expect(sent?.headers).toMatchObject({
      authorization: 'Bearer operator-token',
      accept: 'application/pdf',
    });
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it('searches and shows every status when asked', async () => {
    const api = fakeApplicationsApi();
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications');
    await screen.findByRole('table', { name: 'Tutor applications' });

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.type(screen.getByLabelText('Search by name or email'), 'huda');
    await vi.waitFor(() => {
      const [last] =
        api.mock.calls.filter(([path]) => path.includes('tutor-applications?')).at(-1) ?? [];
      expect(last).toContain('search=huda');
      expect(last).not.toContain('status=');
    }, patience);
  });

  it('rejects only with a reason, which is sent and shown', async () => {
    spyOnToasts();
    const api = fakeApplicationsApi();
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications?status=');
    const table = await screen.findByRole('table', { name: 'Tutor applications' });
    await user.click(await within(table).findByRole('button', { name: 'Open Huda Salem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of Huda Salem' });

    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Reason (the tutor reads it)'),
      'The certificate is missing its stamp.',
    );
    await user.click(reject);
    expect(await within(dialog).findByText('Rejected', { selector: 'p' })).toBeVisible();
    expect(within(dialog).getAllByText('The certificate is missing its stamp.')).not.toHaveLength(
      0,
    );
    const [, sent] = api.mock.calls.find(([path]) => path.endsWith('/reject')) ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({
      reason: 'The certificate is missing its stamp.',
    });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves a submitted application', async () => {
    spyOnToasts();
    const api = fakeApplicationsApi();
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications');
    const table = await screen.findByRole('table', { name: 'Tutor applications' });
    await user.click(await within(table).findByRole('button', { name: 'Open Huda Salem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of Huda Salem' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Approved', { selector: 'p' })).toBeVisible();
    expect(api.mock.calls.some(([path]) => path.endsWith('/approve'))).toBe(true);
  });

  it('speaks Arabic, and rejects with a reason in Arabic', async () => {
    await switchLanguage('ar');
    spyOnToasts();
    const api = fakeApplicationsApi();
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications');
    const table = await screen.findByRole('table', { name: 'طلبات المعلّمين' });
    await user.click(await within(table).findByRole('button', { name: 'فتح Huda Salem' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب Huda Salem' });
    expect(await within(dialog).findByRole('heading', { name: 'الإجابات' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'تنزيل passport.pdf' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await user.type(within(dialog).getByLabelText('السبب (يطّلع عليه المعلّم)'), 'الختم غير واضح');
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    expect(await within(dialog).findByText('مرفوض', { selector: 'p' })).toBeVisible();
    const [, sent] = api.mock.calls.find(([path]) => path.endsWith('/reject')) ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ reason: 'الختم غير واضح' });
  });

  it('approves in Arabic', async () => {
    await switchLanguage('ar');
    spyOnToasts();
    const api = fakeApplicationsApi();
    const user = userEvent.setup();
    renderPage(<ApplicationsPage />, '/operator/applications');
    const table = await screen.findByRole('table', { name: 'طلبات المعلّمين' });
    await user.click(await within(table).findByRole('button', { name: 'فتح Huda Salem' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب Huda Salem' });
    await user.click(await within(dialog).findByRole('button', { name: 'قبول' }));
    expect(await within(dialog).findByText('مقبول', { selector: 'p' })).toBeVisible();
    expect(api.mock.calls.some(([path]) => path.endsWith('/approve'))).toBe(true);
  });
});

import type { ChangeRequest } from '@nibras/contracts/booking';
import type { FamilyChangeRequest } from '@nibras/contracts/change-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  spyOnToasts,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { booking, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { ParentChangeRequests } from './parent-change-requests';

const list = 'GET /api/v1/family/change-requests';
const title = 'Requests from your children';

const request = (overrides: Partial<ChangeRequest> = {}): FamilyChangeRequest => ({
  request: {
    id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    kind: 'move',
    status: 'open',
    start: '2031-06-03T14:00:00.000Z',
    reason: 'Exam that day',
    answerReason: null,
    requestedBy: { id: 'child-login', fullName: 'Sara Hassan' },
    createdAt: '2031-05-21T10:00:00.000Z',
    closedAt: null,
    ...overrides,
  },
  booking: booking({ status: 'confirmed' }),
});

const sent = (api: ReturnType<typeof fakeApi>, suffix: string) => {
  const call = api.mock.calls.find(([input]) => String(input).endsWith(suffix));
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

describe('a parent’s answers to their children’s requests (issue 31)', () => {
  it('shows nothing when no request is open', async () => {
    const api = fakeApi({ [list]: () => ({ body: envelope([]) }) });
    renderPage(<ParentChangeRequests />, '/dashboard/parent');
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), patience);
    expect(screen.queryByRole('region', { name: title })).toBeNull();
  });

  it('approves a move, which leaves the list', async () => {
    spyOnToasts();
    let open = [request()];
    const api = fakeApi({
      [list]: () => ({ body: envelope(open) }),
      [`POST /api/v1/bookings/${bookingId}/change-request/approve`]: () => {
        open = [];
        return { body: envelope(booking({ id: 'moved' })) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ParentChangeRequests />, '/dashboard/parent');
    const section = await screen.findByRole('region', { name: title });
    expect(
      within(section).getByText('Sara Hassan asks to move: Math with Layla Haddad'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/New time asked for: .*June 3/)).toBeInTheDocument();
    expect(within(section).getByText('Reason: Exam that day')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(sent(api, '/change-request/approve')).toEqual({}), patience);
    await vi.waitFor(
      () => expect(screen.queryByRole('region', { name: title })).toBeNull(),
      patience,
    );
  });

  it('declines with a reason, by keyboard, and shows a refusal of the API', async () => {
    const api = fakeApi({
      [list]: () => ({ body: envelope([request({ kind: 'cancel', start: null })]) }),
      [`POST /api/v1/bookings/${bookingId}/change-request/decline`]: () => ({
        status: 404,
        body: failure('change_request_not_found', 'gone'),
      }),
    });
    const user = userEvent.setup();
    renderPage(<ParentChangeRequests />, '/dashboard/parent');
    const section = await screen.findByRole('region', { name: title });
    expect(
      within(section).getByText('Sara Hassan asks to cancel: Math with Layla Haddad'),
    ).toBeInTheDocument();
    within(section).getByRole('button', { name: 'Decline' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'You promised');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(
      () => expect(sent(api, '/change-request/decline')).toEqual({ reason: 'You promised' }),
      patience,
    );
    expect(
      await within(dialog).findByText('There is no open request about this session.'),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({ [list]: () => ({ body: envelope([request()]) }) });
    renderPage(<ParentChangeRequests />, '/dashboard/parent');
    const section = await screen.findByRole('region', { name: 'طلبات أبنائك' });
    expect(within(section).getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { logInAs } from '@/features/family/test-fixtures';
import { InviteStudent } from './invite-student';

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('inviting a student account', () => {
  it('sends the invitation, says the same whether or not the account exists, and lists it', async () => {
    let pending: { id: string; email: string; createdAt: string }[] = [];
    const api = fakeApi({
      'GET /api/v1/parent/invitations': () => ({ body: envelope(pending) }),
      'POST /api/v1/parent/invitations': () => {
        pending = [{ id: 'inv-1', email: 'yusuf@example.com', createdAt: '2026-06-01T10:00:00Z' }];
        return { status: 202, body: envelope(null) };
      },
      'DELETE /api/v1/parent/invitations/inv-1': () => {
        pending = [];
        return { body: envelope(null) };
      },
    });
    const user = userEvent.setup();
    renderPage(<InviteStudent />, '/dashboard/parent');
    const region = screen.getByRole('region', { name: 'Link a student account' });
    expect(await within(region).findByText('No pending invitations.')).toBeInTheDocument();

    const email = within(region).getByLabelText("Student's email");
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.click(within(region).getByRole('button', { name: 'Send invitation' }));
    expect(await within(region).findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'yusuf@example.com');
    await user.click(within(region).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(region).findByText(
        'If a student account uses \u2068yusuf@example.com\u2069, they will see your invitation on their dashboard.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('');
    const posted = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ email: 'yusuf@example.com' });

    await user.click(
      await within(region).findByRole('button', {
        name: 'Cancel the invitation to yusuf@example.com',
      }),
    );
    await waitFor(() =>
      expect(within(region).getByText('No pending invitations.')).toBeInTheDocument(),
    );
  });
});

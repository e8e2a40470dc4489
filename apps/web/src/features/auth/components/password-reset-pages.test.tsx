import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  fakeApi,
  failure,
  renderPage,
  switchLanguage,
  spyOnToasts,
} from '@/test/app-fakes';
import { RequestResetPage } from './request-reset-page';
import { ResetPasswordPage } from './reset-password-page';

beforeEach(() => {
  spyOnToasts();
  return switchLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the request-reset page', () => {
  it('checks the email with the messages of docs/shared/SPEC.md', async () => {
    const api = fakeApi({});
    renderPage(<RequestResetPage />, '/request-reset-password');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sara@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('confirms with the same words for any address, and clears the form', async () => {
    const sent = 'If this email is registered, a password reset link has been sent.';
    fakeApi({ 'POST /api/v1/auth/request-password-reset': () => ({ body: envelope(null, sent) }) });
    renderPage(<RequestResetPage />, '/request-reset-password');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(toast.success).toHaveBeenCalledWith(sent);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows a refusal as a toast and inline', async () => {
    fakeApi({
      'POST /api/v1/auth/request-password-reset': () => ({
        status: 429,
        body: failure('rate_limited', 'Too many attempts.'),
      }),
    });
    renderPage(<RequestResetPage />, '/request-reset-password');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send reset link.');
    expect(alert).toHaveTextContent('Too many attempts.');
    expect(toast.error).toHaveBeenCalledWith('Too many attempts.');
  });
});

describe('the reset-password page', () => {
  it('sends a visitor without a token to request a new link', async () => {
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(await screen.findByTestId('path')).toHaveTextContent('/request-reset-password');
    expect(toast.error).toHaveBeenCalledWith(
      'Invalid or missing token. Please use the link sent to your email.',
      expect.anything(),
    );
  });

  it('checks the passwords with the messages of docs/shared/SPEC.md', async () => {
    fakeApi({});
    renderPage(<ResetPasswordPage />, '/reset-password?token=tok');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'def');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('sends the token with the new password, toasts, and goes to /login', async () => {
    const api = fakeApi({
      'PATCH /api/v1/auth/reset-password': () => ({
        body: envelope(null, 'Your password has been reset successfully!'),
      }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=tok%2B1');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm new password'), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(toast.success).toHaveBeenCalledWith('Your password has been reset successfully!');
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'tok+1',
      newPassword: 'newsecret',
      confirmNewPassword: 'newsecret',
    });
  });

  it('explains a spent link inline and offers a new one', async () => {
    fakeApi({
      'PATCH /api/v1/auth/reset-password': () => ({
        status: 400,
        body: failure('reset_token_invalid', 'This reset link is invalid or has expired.'),
      }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=old');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm new password'), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/request-reset-password',
    );
    expect(toast.error).toHaveBeenCalledWith('This reset link is invalid or has expired.');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { showServerFieldErrors } from './server-field-errors';

const invalid = (details: Record<string, string>) =>
  new ApiRequestError(
    400,
    { code: 'validation_failed', message: 'Invalid', details },
    null,
    'Invalid',
  );

describe("the server's field messages", () => {
  it('go under the fields the form shows, or under every field the answer names', () => {
    const error = invalid({ email: 'Taken', password: 'Too short', hidden: 'Not on this form' });
    const setError = vi.fn();
    expect(showServerFieldErrors(setError, error, ['email', 'password'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }],
      ['password', { type: 'server', message: 'Too short' }],
    ]);
    const everyField = vi.fn();
    showServerFieldErrors(everyField, error);
    expect(everyField).toHaveBeenCalledTimes(3);
  });

  it('place nothing for an answer that is not a 400 with details', () => {
    const setError = vi.fn();
    const conflict = new ApiRequestError(409, { code: 'email_taken', message: 'Taken' }, null, 'x');
    expect(showServerFieldErrors(setError, conflict)).toBe(false);
    expect(showServerFieldErrors(setError, new Error('offline'))).toBe(false);
    expect(showServerFieldErrors(setError, invalid({ other: 'x' }), ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

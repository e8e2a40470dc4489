import type { Register } from '@nibras/contracts/auth';
import { describe, expect, it } from 'vitest';
import { registerFormData } from './register';

const signup = {
  FullName: 'Sara Ahmed',
  Email: 'sara@example.com',
  Password: 'secret1',
  ConfirmPassword: 'secret1',
  PhoneNumber: '+201001234567',
  UserType: 1,
} as Register;

describe('registerFormData', () => {
  it('sends the page to return to after the email is confirmed', () => {
    const form = registerFormData({
      signup,
      photo: null,
      returnTo: '/book-session?tutor=t1&start=2031-06-01T09:00:00Z',
    });
    expect(form.get('ReturnTo')).toBe('/book-session?tutor=t1&start=2031-06-01T09:00:00Z');
  });

  it.each([null, '//evil.example', 'https://evil.example/x'])(
    'sends no return path for %s',
    (returnTo) => {
      expect(registerFormData({ signup, photo: null, returnTo }).has('ReturnTo')).toBe(false);
    },
  );
});

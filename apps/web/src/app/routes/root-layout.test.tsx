import { describe, expect, it } from 'vitest';
import { showsFooter } from './root-layout';

describe('showsFooter', () => {
  it.each(['/', '/courses', '/contact', '/signup', '/signup/tutor', '/book-session', '/nowhere'])(
    'shows the footer on %s',
    (pathname) => expect(showsFooter(pathname)).toBe(true),
  );

  it.each([
    '/login',
    '/dashboard',
    '/dashboard/tutor',
    '/dashboard/tutor/all-tutor-subjects',
    '/dashboard/parent',
    '/dashboard/child',
  ])('hides the footer on %s', (pathname) => expect(showsFooter(pathname)).toBe(false));

  it('hides it however the router was reached: trailing slash or other letter case', () => {
    expect(showsFooter('/login/')).toBe(false);
    expect(showsFooter('/Login')).toBe(false);
    expect(showsFooter('/Dashboard/Parent/')).toBe(false);
  });

  it('does not mistake look-alike paths for the hidden ones', () => {
    expect(showsFooter('/login-help')).toBe(true);
    expect(showsFooter('/dashboards')).toBe(true);
  });
});

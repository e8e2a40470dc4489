import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { renderPage, sampleUsers, switchLanguage } from '@/test/app-fakes';
import { ChildDashboard, ParentDashboard } from './role-dashboards';

describe('the agenda and the way to book', () => {
  afterEach(() => useSession.getState().clearSession());

  it.each([
    ['Parent', ParentDashboard, '/dashboard/parent'],
    ['Student', ChildDashboard, '/dashboard/child'],
  ] as const)(
    'gives a %s a "Book a session" button and shows the family part and past bookings given',
    async (role, Dashboard, path) => {
      await switchLanguage('en');
      useSession.getState().setSession({
        userModel: sampleUsers[role],
        accessToken: 'token',
        accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
      });
      renderPage(
        <Dashboard family={<p>Math on Monday</p>} past={<p>Science last week</p>} />,
        path,
      );
      expect(screen.getAllByRole('link', { name: 'Book a session' })[0]).toHaveAttribute(
        'href',
        '/book-session',
      );
      expect(screen.getByText('Math on Monday')).toBeInTheDocument();
      // The family part shows the bookings, so there is no second agenda.
      expect(screen.queryByRole('region', { name: 'Upcoming sessions' })).not.toBeInTheDocument();
      expect(screen.getByText('Science last week')).toBeInTheDocument();
    },
  );
});

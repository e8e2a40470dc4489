import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { renderPage, sampleUsers, switchLanguage } from '@/test/app-fakes';
import { TutorDashboard } from './tutor-dashboard';

const parts = {
  requests: <p>Two requests</p>,
  agenda: <p>Math today</p>,
  notesNeeded: <p>Notes for Sara</p>,
  earnings: <p>$90.00 this month</p>,
  checklist: <p>Add a photo</p>,
  reviews: <p>Five stars</p>,
  past: <p>Science last week</p>,
};

describe('the tutor dashboard', () => {
  beforeEach(async () => {
    await switchLanguage('en');
    useSession.getState().setSession({
      userModel: sampleUsers.Tutor,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
  });
  afterEach(() => useSession.getState().clearSession());

  it('shows every part of the tutor’s day the route gives it', () => {
    renderPage(<TutorDashboard {...parts} />, '/dashboard/tutor');
    for (const text of Object.values(parts)) {
      expect(screen.getByText(text.props.children as string)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: /Omar/ })).toBeInTheDocument();
    // A tutor does not book lessons.
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument();
  });

  it('leads to the subjects, the weekly hours and the profile editor', () => {
    renderPage(<TutorDashboard {...parts} />, '/dashboard/tutor');
    expect(screen.getByRole('link', { name: /Manage my subjects/ })).toHaveAttribute(
      'href',
      '/dashboard/tutor/all-tutor-subjects',
    );
    expect(screen.getByRole('link', { name: /Set my hours/ })).toHaveAttribute(
      'href',
      '/dashboard/tutor/availability',
    );
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/dashboard/tutor/profile'),
    ).toBe(true);
  });

  it.each([
    ['feminine', 'لوحة المعلّمة', 'معلّمة'],
    ['masculine', 'لوحة المعلّم', 'معلّم'],
    [null, 'لوحة التدريس', 'حساب تدريس'],
  ] as const)(
    'speaks of a tutor who asked to be addressed as %s in that form in Arabic',
    async (addressAs, board, role) => {
      await switchLanguage('ar');
      useSession.setState({ userModel: { ...sampleUsers.Tutor, addressAs } });
      renderPage(<TutorDashboard {...parts} />, '/dashboard/tutor');
      expect(screen.getByText(board)).toBeInTheDocument();
      expect(screen.getByText(role)).toBeInTheDocument();
    },
  );

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    renderPage(<TutorDashboard {...parts} />, '/dashboard/tutor');
    expect(screen.getByRole('link', { name: /تحديد ساعاتي/ })).toBeInTheDocument();
  });

  it('names the account’s language in the page’s language, not in its own', async () => {
    useSession.getState().setSession({
      userModel: { ...sampleUsers.Tutor, preferredLanguage: 'en' },
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    await switchLanguage('ar');
    renderPage(<TutorDashboard {...parts} />, '/dashboard/tutor');
    expect(screen.getByText('الإنجليزية')).toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
    await switchLanguage('en');
    expect(await screen.findByText('English')).toBeInTheDocument();
  });
});

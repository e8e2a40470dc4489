import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { OwnReviews } from './own-reviews';
import { ProfileChecklist } from './profile-checklist';

const keys = ['photo', 'headline', 'bio', 'subjects', 'hours', 'application'] as const;
const checklist = (done: readonly string[], listed: boolean) =>
  envelope({
    items: keys.map((key) => ({ key, done: done.includes(key) })),
    listed,
    applicationStatus: done.includes('application') ? 'approved' : 'draft',
  });

beforeEach(async () => {
  await switchLanguage('en');
  useSession.getState().setSession({
    userModel: sampleUsers.Tutor,
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the profile checklist', () => {
  it('gives a new tutor first steps, each with a link to the page that fills it in', async () => {
    fakeApi({ 'GET /api/v1/tutor/checklist': () => ({ body: checklist([], false) }) });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    const section = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(section).getByText('0 of 6 done')).toBeInTheDocument();
    const links = {
      'Add a photo': '/dashboard/tutor/profile',
      'Write a headline': '/dashboard/tutor/profile',
      'Write your bio': '/dashboard/tutor/profile',
      'Price a subject': '/dashboard/tutor/all-tutor-subjects',
      'Set my hours': '/dashboard/tutor/availability',
      'Complete my application': '/dashboard/tutor/application',
      'Open my application': '/dashboard/tutor/application',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(section).getByText(/Without weekly hours no family can book you/)).toBeVisible();
    // Not approved yet: the application is what stands between the tutor and families.
    expect(
      within(section).getByText('Not yet listed: finish and submit your application.'),
    ).toBeVisible();
    // Not listed: the public page would say "not found", so it is not offered.
    expect(
      within(section).queryByRole('link', { name: /See my profile as families see it/ }),
    ).not.toBeInTheDocument();
  });

  it('ticks what is done and links a listed tutor to their public profile', async () => {
    fakeApi({
      'GET /api/v1/tutor/checklist': () => ({
        body: checklist(['photo', 'bio', 'subjects', 'hours', 'application'], true),
      }),
    });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    const section = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(section).getByText('5 of 6 done')).toBeInTheDocument();
    expect(within(section).getByText('A profile photo')).toHaveTextContent('(done)');
    expect(within(section).getByText('A headline')).toHaveTextContent('(not done yet)');
    expect(within(section).queryByRole('link', { name: 'Add a photo' })).not.toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'See my profile as families see it' }),
    ).toHaveAttribute('href', `/tutors/${sampleUsers.Tutor.id}`);
  });

  it('says an approved tutor without weekly hours is not in search, though public', async () => {
    fakeApi({
      'GET /api/v1/tutor/checklist': () => ({
        body: checklist(['photo', 'headline', 'bio', 'subjects', 'application'], false),
      }),
    });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    const section = await screen.findByRole('region', { name: 'Your first steps' });
    expect(
      within(section).getByText(/Families cannot find you in search until you set your weekly/),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Set my hours' })).toHaveAttribute(
      'href',
      '/dashboard/tutor/availability',
    );
    expect(
      within(section).getByRole('link', { name: 'See my profile as families see it' }),
    ).toHaveAttribute('href', `/tutors/${sampleUsers.Tutor.id}`);
  });

  it('says when everything is in place', async () => {
    fakeApi({ 'GET /api/v1/tutor/checklist': () => ({ body: checklist(keys, true) }) });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    expect(await screen.findByText('Everything is in place.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('explains a failure and asks again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/tutor/checklist': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: failure('database_unavailable', 'Try later') }
          : { body: checklist([], false) };
      },
    });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your checklist could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0 of 6 done')).toBeInTheDocument();
  });

  it('counts in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/tutor/checklist': () => ({ body: checklist(['bio', 'hours'], false) }),
    });
    renderPage(<ProfileChecklist />, '/dashboard/tutor');
    // Digits as Intl writes them for Arabic (Latin in current CLDR, Arabic-Indic in older).
    expect(await screen.findByText(/^أنجزت (2|٢) من (6|٦)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أضف صورة' })).toBeInTheDocument();
  });
});

describe("the tutor's own reviews", () => {
  it('shows the rating and the newest reviews', async () => {
    fakeApi({
      'GET /api/v1/tutor/reviews': () => ({
        body: envelope({
          rating: { average: 4.5, count: 2 },
          reviews: [
            {
              id: 'r1',
              authorName: 'Layla',
              rating: 5,
              comment: 'Omar explains fractions so clearly.',
              createdAt: '2031-06-02T10:00:00.000Z',
              removed: false,
            },
          ],
        }),
      }),
    });
    renderPage(<OwnReviews />, '/dashboard/tutor');
    expect(await screen.findByText('Omar explains fractions so clearly.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('img', { name: /Rated 4.5 out of 5/ })).toBeInTheDocument();
  });

  it('says so before the first review', async () => {
    fakeApi({
      'GET /api/v1/tutor/reviews': () => ({
        body: envelope({ rating: { average: null, count: 0 }, reviews: [] }),
      }),
    });
    renderPage(<OwnReviews />, '/dashboard/tutor');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { HomePage } from './home-page';

/** Without a query client: the home page asks the API for nothing (issue 35), or useQuery throws. */
function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('invites parents to start, with the free session and the app one click away', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Start your child’s learning journey' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nibras · Live 1:1 tutoring that lights the way');
    const book = screen.getAllByRole('link', { name: 'Book a free session' });
    expect(book.length).toBeGreaterThan(0);
    // The free trial is already chosen when the booking opens.
    for (const link of book) expect(link).toHaveAttribute('href', '/book-session?trial=1');

    const download = screen.getByRole('link', { name: 'Download the mobile app' });
    const target = download.getAttribute('href')?.slice(1) ?? '';
    const appSection = document.getElementById(target);
    expect(appSection).not.toBeNull();
    // The app is this web app, installed from the browser (issue 33): no store badges. With no
    // install prompt from the browser (Safari on iPhone, jsdom), the button shows the steps.
    expect(within(appSection as HTMLElement).queryByText(/App Store|Google Play/)).toBeNull();
    const install = within(appSection as HTMLElement).getByRole('button', {
      name: 'Install the app',
    });
    expect(install).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Choose “Add to Home Screen”')).not.toBeVisible();
    fireEvent.click(install);
    expect(install).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Choose “Add to Home Screen”')).toBeVisible();
  });

  it('gives the four reasons to choose Nibras', () => {
    renderHome();
    const why = screen.getByRole('region', { name: 'Learning that lights the way' });
    const titles = within(why)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'STEM and AI curriculum',
      'Live 1:1 online classes',
      'Top teachers in English and Arabic',
      'A long-term tech career plan',
    ]);
  });

  it('lists the seven core subjects, each opening the courses with that subject chosen', () => {
    renderHome();
    const grid = screen.getByRole('region', { name: 'Every subject, taught live' });
    // By catalog slug, which /courses reads as the subject's id (use-search-filters.ts).
    const links = [
      ['Arabic', 'arabic'],
      ['English', 'english'],
      ['Math', 'math'],
      ['Science', 'science'],
      ['Social Studies', 'social-studies'],
      ['Computer', 'computer'],
      ['French', 'french'],
    ] as const;
    for (const [subject, slug] of links) {
      expect(within(grid).getByRole('link', { name: new RegExp(`^${subject}`) })).toHaveAttribute(
        'href',
        `/courses?subject=${slug}`,
      );
    }
    expect(within(grid).getByRole('link', { name: /^See all courses/ })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('draws its three pictures from the one drawings file, hidden from screen readers', () => {
    renderHome();
    // Not JavaScript of the first load (issue 35): each is a <use> of illustrations.svg.
    const drawn = [...document.querySelectorAll('svg.illustration')].map((svg) => [
      svg.getAttribute('aria-hidden'),
      svg.getAttribute('viewBox'),
      svg.querySelector('use')?.getAttribute('href'),
    ]);
    expect(drawn).toEqual([
      ['true', '0 0 560 480', expect.stringMatching(/illustrations\.svg\b.*#hero$/)],
      ['true', '0 0 480 400', expect.stringMatching(/illustrations\.svg\b.*#growth-path$/)],
      ['true', '0 0 260 420', expect.stringMatching(/illustrations\.svg\b.*#phone$/)],
    ]);
  });

  it('reads in Arabic and names the page in the title', async () => {
    await i18n.changeLanguage('ar');
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ابدأ رحلة طفلك في التعلّم' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'احجز حصة مجانية' })[0]).toHaveAttribute(
      'href',
      '/book-session?trial=1',
    );
    expect(document.title).toBe('نبراس · دروس فردية مباشرة تُنير الطريق');
  });
});

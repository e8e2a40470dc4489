import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { HomePage } from './home-page';

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

describe('HomePage', () => {
  it('invites parents to start, with the free session and the app one click away', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Start your child’s learning journey' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nibras · Live 1:1 tutoring that lights the way');
    const book = screen.getAllByRole('link', { name: 'Book a free session' });
    expect(book.length).toBeGreaterThan(0);
    for (const link of book) expect(link).toHaveAttribute('href', '/book-session');

    const download = screen.getByRole('link', { name: 'Download the mobile app' });
    const target = download.getAttribute('href')?.slice(1) ?? '';
    const appSection = document.getElementById(target);
    expect(appSection).not.toBeNull();
    expect(
      within(appSection as HTMLElement).getByRole('link', { name: 'Download on the App Store' }),
    ).toBeInTheDocument();
    expect(
      within(appSection as HTMLElement).getByRole('link', { name: 'Get it on Google Play' }),
    ).toBeInTheDocument();
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

  it('lists the seven core subjects, each leading to the courses', () => {
    renderHome();
    const grid = screen.getByRole('region', { name: 'Every subject, taught live' });
    for (const subject of [
      'Arabic',
      'English',
      'Math',
      'Science',
      'Social Studies',
      'Computer',
      'French',
    ]) {
      expect(within(grid).getByRole('link', { name: new RegExp(`^${subject}`) })).toHaveAttribute(
        'href',
        '/courses',
      );
    }
  });

  it('reads in Arabic and names the page in the title', async () => {
    await i18n.changeLanguage('ar');
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ابدأ رحلة طفلك في التعلّم' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'احجز حصة مجانية' })[0]).toHaveAttribute(
      'href',
      '/book-session',
    );
    expect(document.title).toBe('نبراس · دروس فردية مباشرة تُنير الطريق');
  });
});

import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Footer } from './footer';

/** Without a query client: the footer asks the API for nothing (issue 35), or useQuery throws. */
function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it('runs the copyright from 2018 to the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© 2018–${year} Nibras. All rights reserved.`)).toBeInTheDocument();
  });

  it('moves the end year on with the calendar', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderFooter();
    expect(screen.getByText('© 2018–2031 Nibras. All rights reserved.')).toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    await i18n.changeLanguage('ar');
    renderFooter();
    expect(screen.getByText('© 2018–2031 نبراس. جميع الحقوق محفوظة.')).toBeInTheDocument();
    expect(screen.getByText('دروس فردية مباشرة تُنير الطريق')).toBeInTheDocument();
  });

  it('shows the tagline, five social links, the subjects, Terms and Privacy', () => {
    renderFooter();
    expect(screen.getByText('Live 1:1 tutoring that lights the way')).toBeInTheDocument();

    const social = ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube'].map((network) =>
      screen.getByRole('link', { name: `Nibras on ${network}` }),
    );
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }

    const subjects = screen.getByRole('heading', { name: 'Online tutoring' }).nextElementSibling;
    expect(subjects).not.toBeNull();
    const names = within(subjects as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['English', 'Math', 'Biology', 'Science', 'French']);

    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('opens the courses with each subject chosen, by its catalog slug', () => {
    renderFooter();
    const subjects = screen.getByRole('heading', { name: 'Online tutoring' })
      .nextElementSibling as HTMLElement;
    // /courses turns the slug into the subject's id (use-search-filters.ts).
    expect(within(subjects).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/courses?subject=english',
    );
    expect(within(subjects).getByRole('link', { name: 'Biology' })).toHaveAttribute(
      'href',
      '/courses?subject=biology',
    );
  });

  it('fills every column with a page that exists', () => {
    renderFooter();
    const hrefs = (name: string) => {
      const list = screen.getByRole('heading', { name }).nextElementSibling as HTMLElement;
      return within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(hrefs('For families')).toEqual([
      ['Find a tutor', '/courses'],
      ['Book a free session', '/book-session'],
      ['Create a family account', '/signup/parent'],
    ]);
    expect(hrefs('For tutors')).toEqual([
      ['Become a tutor', '/signup/tutor'],
      ['Tutor login', '/login'],
    ]);
    expect(hrefs('Help')).toEqual([
      ['Contact us', '/contact'],
      ['How booking works', '/terms#booking'],
      ['How we use your data', '/privacy#summary'],
    ]);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toBe('/coming-soon');
    }
  });
});

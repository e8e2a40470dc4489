import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, switchLanguage } from '@/test/app-fakes';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** Each entry of the table of contents must lead to a section titled as it says. */
function expectContentsMatchSections() {
  const contents = screen.getByRole('navigation');
  const entries = within(contents).getAllByRole('link');
  expect(entries.length).toBeGreaterThan(5);
  for (const entry of entries) {
    const id = entry.getAttribute('href')?.replace(/^#/, '') ?? '';
    const section = document.getElementById(id);
    expect(section, id).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      entry.textContent ?? '',
    );
  }
  return entries;
}

beforeEach(async () => {
  await switchLanguage('en');
});

describe('the legal pages', () => {
  it('privacy: says what is stored, with a table of contents and the date of the last change', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Nibras');
    expect(screen.getByText('November 27, 2026')).toHaveAttribute('datetime', '2026-11-27');
    const entries = expectContentsMatchSections();
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#cookies', '#payments', '#keeping', '#children']),
    );
    const cookies = document.getElementById('cookies') as HTMLElement;
    expect(cookies).toHaveTextContent('nibras_refresh');
    expect(cookies).toHaveTextContent('preferredLanguage and preferredTheme');
    expect(document.getElementById('payments')).toHaveTextContent(
      'Nibras never sees or stores card numbers.',
    );
    expect(
      within(document.getElementById('keeping') as HTMLElement).getByRole('link', {
        name: 'Go to your profile',
      }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
  });

  it('terms: the same frame, leading tutors to their signup', () => {
    renderPage(<TermsPage />, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expectContentsMatchSections();
    expect(screen.getByRole('link', { name: 'Become a tutor' })).toHaveAttribute(
      'href',
      '/signup/tutor',
    );
  });

  it('reads in Arabic, dates included', async () => {
    await switchLanguage('ar');
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByText('27 نوفمبر 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeInTheDocument();
    expectContentsMatchSections();
  });
});

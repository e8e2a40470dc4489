import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18next, as a page load has: the detector runs once, when it starts. */
async function openPage(address: string) {
  vi.resetModules();
  window.history.replaceState(null, '', address);
  const { default: i18n } = await import('i18next');
  const { initI18n, setLanguage } = await import('./i18n');
  await initI18n();
  return { i18n, setLanguage };
}

describe('a link with ?lng= (every emailed link)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens its page in its language and keeps the language the reader saved', async () => {
    localStorage.setItem('preferredLanguage', 'ar');
    const page = await openPage('/sessions/1?lng=en');
    expect(page.i18n.language).toBe('en');
    expect(localStorage.getItem('preferredLanguage')).toBe('ar');
    // The next page without the link's language is in the reader's own.
    const next = await openPage('/dashboard/parent');
    expect(next.i18n.language).toBe('ar');
  });

  it('saves a switch made on that page: that is the reader’s choice', async () => {
    localStorage.setItem('preferredLanguage', 'ar');
    const page = await openPage('/sessions/1?lng=en');
    page.setLanguage('ar');
    await vi.waitFor(() => expect(page.i18n.language).toBe('ar'));
    page.setLanguage('en');
    await vi.waitFor(() => expect(localStorage.getItem('preferredLanguage')).toBe('en'));
  });

  it('is kept when the browser had saved no language yet', async () => {
    await openPage('/email-confirmation?token=x&lng=ar');
    expect(localStorage.getItem('preferredLanguage')).toBe('ar');
  });
});

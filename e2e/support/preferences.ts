import type { Page } from '@playwright/test';

/** Opens a page with a saved language and theme, as a returning visitor would have them. */
export async function visitWith(
  page: Page,
  url: string,
  preferences: { language?: 'en' | 'ar'; theme?: 'light' | 'dark' },
) {
  await page.addInitScript((prefs) => {
    if (prefs.language) localStorage.setItem('preferredLanguage', prefs.language);
    if (prefs.theme) localStorage.setItem('preferredTheme', prefs.theme);
  }, preferences);
  await page.goto(url);
}

import type { Page } from '@playwright/test';

/** Every console error and uncaught error of the page from now on (a hydration mismatch logs one). */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

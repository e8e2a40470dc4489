import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { sharedMessages } from '@nibras/contracts/i18n/shared-messages';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { announce } from '@/components/ui/live-announcer';
import { bundleTexts, collectResources } from '@/lib/i18n';
import { apiServer } from './app-fakes';

// findBy* and waitFor wait for a condition; the default second is too short on a busy machine
// (the first lazy route of a file can take longer to load: 10 s were not enough for
// router.test.tsx at a load average of 22 on two cores). A hang still fails, later.
configure({ asyncUtilTimeout: 30_000 });

// A worker runs its files one after another in one page and keeps the modules they loaded
// (isolate: false, vite.config.ts). Each file starts as a fresh tab would: nothing stored, the
// language detected again, nothing announced.
beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.isInitialized) await i18n.changeLanguage();
  announce('');
});

// An unexpected console.error is a bug somewhere: fail the test that caused it. The test's tree
// is unmounted first, so that a failed check leaves nothing mounted for the next test or file.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});

// Every request goes to Mock Service Worker; one that no test answers is an error.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
// Every text up front: a test renders right after initI18n() with no text still loading.
bundleTexts(
  collectResources(
    import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
    sharedMessages,
  ),
);

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait for a condition; the default second is too short on a busy machine
// (the first lazy route of a file can take longer to load). A hang still fails, later.
configure({ asyncUtilTimeout: 10_000 });

// An unexpected console.error is a bug somewhere: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});

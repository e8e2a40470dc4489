import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug somewhere: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});

// A deprecated use of a library fails the test that made it, rather than a warning that scrolls
// by: node-postgres, for one, deprecates queries queued on a busy connection (db/reads.ts), and
// its next major version refuses them.
process.throwDeprecation = true;

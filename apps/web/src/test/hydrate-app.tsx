import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { App, type AppProps } from '@/app/app';

/**
 * Hydrates the whole app into a page's server-drawn HTML, as main.tsx does, inside act. React
 * reports a mismatch with console.error, which fails the test (setup.ts), or to `recoverable`.
 * The act environment is stubbed, not set: a worker's next files run without it (isolate:
 * false), once the caller's file has `vi.unstubAllGlobals()` after unmounting `root`.
 */
export async function hydrateApp(container: HTMLElement, router: AppProps['router']) {
  const recoverable = vi.fn();
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { root: root as Root, recoverable };
}

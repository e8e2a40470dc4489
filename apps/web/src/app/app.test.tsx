import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { App } from './app';

beforeAll(() => initI18n());

describe('App', () => {
  it('shows a toast raised while the page first renders, before the Toaster has loaded', async () => {
    function Page() {
      useEffect(() => {
        toast.error('The reset link is missing its token.');
      }, []);
      return <h1>Reset</h1>;
    }
    const router = createMemoryRouter([{ path: '/', Component: Page }]);
    render(<App router={router} />);
    expect(screen.getByRole('heading', { name: 'Reset' })).toBeInTheDocument();
    expect(await screen.findByText('The reset link is missing its token.')).toBeInTheDocument();
  });
});

import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/app-fakes';
import { useSearchFilters } from './use-search-filters';

describe('useSearchFilters', () => {
  it('keeps both of two filters chosen before the page has drawn the first', async () => {
    fakeApi({ 'GET /api/v1/subjects': () => ({ body: envelope([]) }) });
    let update: ReturnType<typeof useSearchFilters>['update'] = () => {};
    function Page() {
      update = useSearchFilters().update;
      return null;
    }
    const router = createMemoryRouter([{ path: '/courses', element: <Page /> }], {
      initialEntries: ['/courses?sort=price&page=2'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => {
      update({ days: '5' });
      update({ times: 'morning' });
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('days')).toBe('5');
    expect(params.get('times')).toBe('morning');
    expect(params.get('sort')).toBe('price');
    // A change of filters starts again from the first page.
    expect(params.has('page')).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, switchLanguage } from '@/test/app-fakes';
import { catalog } from '@/test/catalog-fakes';
import { useCatalogCascade, type CatalogChoice } from './use-catalog-cascade';

function renderCascade(choice: CatalogChoice) {
  const onChange = vi.fn<(next: CatalogChoice) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCatalogCascade(choice, onChange), { wrapper });
  return { result, onChange };
}

beforeEach(() => switchLanguage('en'));

describe('the system → level → grade cascade', () => {
  it('lists each step once the step above is chosen, and asks nothing before', async () => {
    const api = fakeApi(catalog);
    const { result } = renderCascade({ systemId: 1, levelId: null, gradeId: null });
    await waitFor(() => expect(result.current.levels.data).toHaveLength(1));
    expect(result.current.systems.data).toHaveLength(2);
    expect(result.current.grades.fetchStatus).toBe('idle');
    expect(api.mock.calls.map(([path]) => path)).not.toContain(expect.stringContaining('/grades'));
  });

  it('clears the steps below the one that changes', () => {
    fakeApi(catalog);
    const { result, onChange } = renderCascade({ systemId: 1, levelId: 10, gradeId: 100 });
    result.current.chooseSystem(2);
    expect(onChange).toHaveBeenLastCalledWith({ systemId: 2, levelId: null, gradeId: null });
    result.current.chooseLevel(11);
    expect(onChange).toHaveBeenLastCalledWith({ systemId: 1, levelId: 11, gradeId: null });
    result.current.chooseGrade(null);
    expect(onChange).toHaveBeenLastCalledWith({ systemId: 1, levelId: 10, gradeId: null });
  });
});

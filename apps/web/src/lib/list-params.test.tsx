import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './list-params';

function listAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListParams({ status: 'submitted', sort: 'created', search: '' }), {
    wrapper,
  });
}

describe('a list kept in the address', () => {
  it('reads the defaults, and asks the server only for what differs', () => {
    const { result } = listAt('/operator/applications');
    expect(result.current.params).toEqual({ status: 'submitted', sort: 'created', search: '' });
    expect(result.current.query).toBe('status=submitted&sort=created');
  });

  it('keeps "all" (an empty value) for a filter whose default is not empty', () => {
    const { result } = listAt('/operator/applications?page=3');
    act(() => result.current.change({ status: '' }));
    expect(result.current.params.status).toBe('');
    expect(result.current.query).toBe('sort=created');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const { result } = listAt('/operator/applications?page=3');
    act(() => result.current.change({ search: 'amal' }));
    expect(result.current.query).toBe('status=submitted&sort=created&search=amal');
    act(() => result.current.change({ page: '2' }));
    expect(result.current.query).toContain('search=amal');
  });
});

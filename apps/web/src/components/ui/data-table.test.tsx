import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

type Row = { id: string; name: string; created: string };

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { key: 'created', header: 'Created', cell: (row) => row.created, sortable: true },
  { key: 'note', header: 'Note', cell: () => '—' },
];

const labels = {
  sortBy: (column: string) => `Sort by ${column}`,
  empty: 'Nothing to review',
  loading: 'Loading…',
  previous: 'Previous',
  next: 'Next',
  where: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

function table(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const props = {
    caption: 'Applications',
    columns,
    rows: [
      { id: '1', name: 'Amal', created: '1 Nov' },
      { id: '2', name: 'Omar', created: '2 Nov' },
    ],
    rowKey: (row: Row) => row.id,
    sort: 'created',
    order: 'desc' as const,
    onSort: vi.fn(),
    page: 1,
    pageSize: 2,
    total: 5,
    onPage: vi.fn(),
    loading: false,
    labels,
    ...overrides,
  };
  render(<DataTable<Row> {...props} />);
  return props;
}

describe('the server-driven table', () => {
  it('says which column orders the rows, and asks for the other direction or column on a click', async () => {
    const props = table();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      'none',
      'descending',
      null,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Created' }));
    expect(props.onSort).toHaveBeenLastCalledWith('created', 'asc');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(props.onSort).toHaveBeenLastCalledWith('name', 'desc');
  });

  it('pages through what the server counted', async () => {
    const props = table();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onPage).toHaveBeenCalledWith(2);
  });

  it('says when nothing matches, and that rows are on their way', () => {
    table({ rows: [], total: 0 });
    expect(screen.getByText('Nothing to review')).toBeTruthy();
  });

  it('announces the first load without showing an empty table', () => {
    table({ rows: undefined, loading: true });
    const grid = screen.getByRole('table');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(within(grid).getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Nothing to review')).toBeNull();
  });
});

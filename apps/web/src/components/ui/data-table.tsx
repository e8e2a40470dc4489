import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { Skeleton } from './skeleton';

export type SortOrder = 'asc' | 'desc';

export type DataColumn<Row> = {
  /** The sort key the server knows, for a sortable column; otherwise any unique name. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  className?: string;
};

export type DataTableLabels = {
  /** Read by screen readers on a sortable header: "Sort by {{column}}". */
  sortBy: (column: string) => string;
  empty: string;
  loading: string;
  previous: string;
  next: string;
  where: (page: number, pages: number) => string;
};

/**
 * A table whose rows, order and pages come from the server: the caller keeps `sort`, `order` and
 * `page` (in the address, see lib/list-params.ts) and asks again when they change. Headers of
 * sortable columns are buttons with `aria-sort` on their cell; a page on its way keeps the rows
 * it had and says it is busy.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  order,
  onSort,
  page,
  pageSize,
  total,
  onPage,
  loading,
  labels,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  sort: string;
  order: SortOrder;
  onSort: (key: string, order: SortOrder) => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  loading: boolean;
  labels: DataTableLabels;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table aria-busy={loading} className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
            <tr>
              {columns.map((column) => {
                const sorted = column.sortable && sort === column.key;
                const ariaSort = sorted
                  ? order === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
                    className={`px-3 py-2 text-start font-semibold ${column.className ?? ''}`}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() =>
                          onSort(column.key, sorted && order === 'desc' ? 'asc' : 'desc')
                        }
                        aria-label={labels.sortBy(column.header)}
                        className="inline-flex items-center gap-1 rounded-md hover:text-indigo-800 focus-visible:outline-2 dark:hover:text-amber-300"
                      >
                        {column.header}
                        <SortIcon sorted={Boolean(sorted)} order={order} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows === undefined ? (
              <LoadingRows columns={columns.length} label={labels.loading} />
            ) : rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  className="px-3 py-6 text-slate-600 dark:text-slate-300"
                >
                  {labels.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="bg-white dark:bg-slate-950">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 align-top text-slate-800 dark:text-slate-100 ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        labels={{
          previous: labels.previous,
          next: labels.next,
          where: labels.where(page, pages),
        }}
      />
    </div>
  );
}

function SortIcon({ sorted, order }: { sorted: boolean; order: SortOrder }) {
  const Icon = !sorted ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden className={`size-3.5 ${sorted ? '' : 'opacity-50'}`} />;
}

function LoadingRows({ columns, label }: { columns: number; label: string }) {
  return (
    <>
      <tr>
        <td colSpan={columns} className="sr-only">
          {label}
        </td>
      </tr>
      {[0, 1, 2].map((index) => (
        <tr key={index}>
          {Array.from({ length: columns }, (_, cell) => (
            <td key={cell} className="px-3 py-3">
              <Skeleton className="h-4 w-full" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

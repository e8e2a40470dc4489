import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@/components/ui/data-table';
import { useCountFormat } from '@/lib/count-format';

/** The words of every console table, in the reader's language. */
export function useTableLabels(empty: string): DataTableLabels {
  const { t } = useTranslation('operator');
  const counted = useCountFormat();
  return {
    sortBy: (column) => t('table.sortBy', { column }),
    empty,
    loading: t('table.loading'),
    previous: t('table.previous'),
    next: t('table.next'),
    where: (page, pages) => t('table.where', { page: counted(page).n, pages: counted(pages).n }),
  };
}

import { disputeKinds, disputeStatuses } from '@nibras/contracts/booking';
import type { OperatorDisputeSummary } from '@nibras/contracts/disputes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type SortOrder } from '@/components/ui/data-table';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useListParams } from '@/lib/list-params';
import { useFormatMoney } from '@/lib/money';
import { ConsolePage } from '@/features/operator/components/console-page';
import { FilterSelect, useConsoleTime } from '@/features/operator/components/console-controls';
import { useTableLabels } from '@/features/operator/components/table-labels';
import { useOperatorDisputes } from '@/features/operator/disputes/api/get-disputes';
import { DisputeDetail } from './dispute-detail';

/** Disputes and no-show claims: the queue, and one dispute at a time to decide. */
export function DisputesPage() {
  const { t } = useTranslation('operator');
  const labels = useTableLabels(t('disputes.empty'));
  const money = useFormatMoney();
  const time = useConsoleTime();
  const errorText = useErrorText();
  const { params, change, query } = useListParams({
    status: 'open',
    kind: '',
    sort: 'created',
    order: 'asc',
    page: '1',
  });
  const disputes = useOperatorDisputes(query);
  const [opened, setOpened] = useState<OperatorDisputeSummary | null>(null);
  const columns: DataColumn<OperatorDisputeSummary>[] = [
    {
      key: 'created',
      header: t('disputes.created'),
      sortable: true,
      cell: (row) => time(row.createdAt),
    },
    { key: 'kind', header: t('disputes.kind'), cell: (row) => t(`disputes.kinds.${row.kind}`) },
    { key: 'session', header: t('disputes.session'), cell: (row) => time(row.sessionStart) },
    {
      key: 'people',
      header: t('disputes.people'),
      cell: (row) => (
        <>
          <span dir="auto" className="block">
            {row.openedBy.fullName}
          </span>
          <span dir="auto" className="block text-xs text-slate-600 dark:text-slate-300">
            {row.tutor.fullName}
          </span>
        </>
      ),
    },
    { key: 'amount', header: t('disputes.amount'), cell: (row) => money(row.amount, row.currency) },
    {
      key: 'status',
      header: t('disputes.status'),
      cell: (row) => t(`disputes.statuses.${row.status}`),
    },
    {
      key: 'open',
      header: t('disputes.open'),
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpened(row)}>
          {t('disputes.open')}
          <span className="sr-only"> {row.openedBy.fullName}</span>
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.disputes')} description={t('disputes.description')}>
      <div className="mb-4 grid max-w-xl gap-4 sm:grid-cols-2">
        <FilterSelect
          label={t('disputes.status')}
          value={params.status}
          onChange={(status) => change({ status })}
          allLabel={t('disputes.allStatuses')}
          options={disputeStatuses.map((value) => ({
            value,
            label: t(`disputes.statuses.${value}`),
          }))}
        />
        <FilterSelect
          label={t('disputes.kind')}
          value={params.kind}
          onChange={(kind) => change({ kind })}
          allLabel={t('disputes.allKinds')}
          options={disputeKinds.map((value) => ({ value, label: t(`disputes.kinds.${value}`) }))}
        />
      </div>
      {disputes.isError ? (
        <FormAlert tone="error">{errorText(disputes.error)}</FormAlert>
      ) : (
        <DataTable
          caption={t('console.tabs.disputes')}
          columns={columns}
          rows={disputes.data?.items}
          rowKey={(row) => row.id}
          sort={params.sort}
          order={params.order as SortOrder}
          onSort={(sort, order) => change({ sort, order })}
          page={Number(params.page)}
          pageSize={disputes.data?.pageSize ?? 20}
          total={disputes.data?.total ?? 0}
          onPage={(page) => change({ page: String(page) })}
          loading={disputes.isFetching}
          labels={labels}
        />
      )}
      {opened && (
        <ActionDialog
          open
          wide
          onOpenChange={(open) => !open && setOpened(null)}
          title={t('disputes.detailTitle', { when: time(opened.sessionStart) })}
          description={t('disputes.detailDescription', {
            family: opened.openedBy.fullName,
            tutor: opened.tutor.fullName,
            opened: time(opened.createdAt),
          })}
        >
          <DisputeDetail id={opened.id} />
        </ActionDialog>
      )}
    </ConsolePage>
  );
}

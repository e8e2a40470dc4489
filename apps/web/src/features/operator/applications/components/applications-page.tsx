import {
  tutorApplicationStatuses,
  type OperatorApplicationRow,
} from '@nibras/contracts/tutor-applications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type SortOrder } from '@/components/ui/data-table';
import { ActionDialog } from '@/components/ui/dialog';
import { useCountFormat } from '@/lib/count-format';
import { useErrorText } from '@/lib/error-text';
import { useListParams } from '@/lib/list-params';
import { ConsolePage } from '@/features/operator/components/console-page';
import {
  FilterSelect,
  useConsoleTime,
  WrittenField,
} from '@/features/operator/components/console-controls';
import { useTableLabels } from '@/features/operator/components/table-labels';
import { useOperatorApplications } from '@/features/operator/applications/api/applications';
import { ApplicationDetail } from './application-detail';

/** Tutors' applications: the queue to review, and one application at a time to decide. */
export function ApplicationsPage() {
  const { t } = useTranslation('operator');
  const labels = useTableLabels(t('applications.empty'));
  const time = useConsoleTime();
  const counted = useCountFormat();
  const errorText = useErrorText();
  const { params, change, query } = useListParams({
    status: 'submitted',
    search: '',
    sort: 'submitted',
    order: 'asc',
    page: '1',
  });
  const applications = useOperatorApplications(query);
  const [search, setSearch] = useState(params.search);
  // Typing settles before the server is asked again.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== params.search) change({ search });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, params.search, change]);
  const [opened, setOpened] = useState<OperatorApplicationRow | null>(null);
  const columns: DataColumn<OperatorApplicationRow>[] = [
    {
      key: 'submitted',
      header: t('applications.submittedAt'),
      sortable: true,
      cell: (row) => (row.submittedAt ? time(row.submittedAt) : '—'),
    },
    {
      key: 'tutor',
      header: t('applications.tutor'),
      cell: (row) => (
        <>
          <span dir="auto" className="block font-medium">
            {row.fullName}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">{row.email}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('applications.status'),
      cell: (row) => t(`applications.statuses.${row.status}`),
    },
    {
      key: 'documents',
      header: t('applications.documents'),
      cell: (row) => counted(row.documentCount).n,
    },
    {
      key: 'updated',
      header: t('applications.updatedAt'),
      sortable: true,
      cell: (row) => time(row.updatedAt),
    },
    {
      key: 'open',
      header: t('applications.open'),
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpened(row)}>
          {t('applications.open')}
          <span className="sr-only"> {row.fullName}</span>
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.applications')} description={t('applications.description')}>
      <div className="mb-4 grid max-w-xl gap-4 sm:grid-cols-2">
        <FilterSelect
          label={t('applications.status')}
          value={params.status}
          onChange={(status) => change({ status })}
          allLabel={t('applications.allStatuses')}
          options={tutorApplicationStatuses.map((value) => ({
            value,
            label: t(`applications.statuses.${value}`),
          }))}
        />
        <WrittenField
          label={t('applications.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {applications.isError ? (
        <FormAlert tone="error">{errorText(applications.error)}</FormAlert>
      ) : (
        <DataTable
          caption={t('console.tabs.applications')}
          columns={columns}
          rows={applications.data?.items}
          rowKey={(row) => row.tutorId}
          sort={params.sort}
          order={params.order as SortOrder}
          onSort={(sort, order) => change({ sort, order })}
          page={Number(params.page)}
          pageSize={applications.data?.pageSize ?? 20}
          total={applications.data?.total ?? 0}
          onPage={(page) => change({ page: String(page) })}
          loading={applications.isFetching}
          labels={labels}
        />
      )}
      {opened && (
        <ActionDialog
          open
          wide
          onOpenChange={(open) => !open && setOpened(null)}
          title={t('applications.detailTitle', { name: opened.fullName })}
          description={t('applications.detailDescription', {
            email: opened.email,
            when: opened.submittedAt ? time(opened.submittedAt) : '—',
          })}
        >
          <ApplicationDetail tutorId={opened.tutorId} />
        </ActionDialog>
      )}
    </ConsolePage>
  );
}

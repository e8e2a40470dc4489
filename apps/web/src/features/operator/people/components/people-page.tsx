import { personStatuses, type PersonRow } from '@nibras/contracts/people';
import { userTypeNames } from '@nibras/contracts/roles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { controlBaseClass, labelClass } from '@/components/form/field-styles';
import { Button } from '@/components/ui/button';
import { DataTable, type SortOrder } from '@/components/ui/data-table';
import { useErrorText } from '@/lib/error-text';
import { useListParams } from '@/lib/list-params';
import { ConsolePage } from '@/features/operator/components/console-page';
import { useTableLabels } from '@/features/operator/components/table-labels';
import { useChangeSuspension, usePeople, usePerson } from '@/features/operator/people/api/people';

/** Find any account by name or email, role and status; open one to suspend or lift it. */
export function PeoplePage() {
  const { t } = useTranslation('operator');
  const { params, change, query } = useListParams({
    q: '',
    role: '',
    status: '',
    sort: 'created',
    order: 'desc',
    page: '1',
  });
  const people = usePeople(query);
  const labels = useTableLabels(t('people.empty'));
  const [open, setOpen] = useState<string | null>(null);
  const fieldId = useId();
  const columns = [
    {
      key: 'name',
      header: t('people.columns.name'),
      sortable: true,
      cell: (row: PersonRow) => <bdi>{row.fullName}</bdi>,
    },
    { key: 'email', header: t('people.columns.email'), cell: (row: PersonRow) => row.email },
    {
      key: 'role',
      header: t('people.columns.role'),
      cell: (row: PersonRow) => t(`people.roles.${row.userType}`),
    },
    {
      key: 'status',
      header: t('people.columns.status'),
      cell: (row: PersonRow) => t(`people.statuses.${row.status}`),
    },
    {
      key: 'created',
      header: t('people.columns.created'),
      sortable: true,
      cell: (row: PersonRow) => new Date(row.createdAt).toLocaleDateString(),
    },
    {
      key: 'open',
      header: t('people.columns.action'),
      cell: (row: PersonRow) => (
        <Button variant="ghost" onClick={() => setOpen(row.id)}>
          {t('people.open')}
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.people')}>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${fieldId}-q`} className={labelClass}>
            {t('people.search')}
          </label>
          <input
            id={`${fieldId}-q`}
            type="search"
            defaultValue={params.q}
            onChange={(event) => change({ q: event.target.value })}
            className={`${controlBaseClass} mt-1.5`}
          />
        </div>
        <label className={labelClass}>
          {t('people.role')}
          <select
            value={params.role}
            onChange={(event) => change({ role: event.target.value })}
            className={`${controlBaseClass} mt-1.5`}
          >
            <option value="">{t('people.any')}</option>
            {userTypeNames.map((role) => (
              <option key={role} value={role}>
                {t(`people.roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t('people.status')}
          <select
            value={params.status}
            onChange={(event) => change({ status: event.target.value })}
            className={`${controlBaseClass} mt-1.5`}
          >
            <option value="">{t('people.any')}</option>
            {personStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`people.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption={t('console.tabs.people')}
        columns={columns}
        rows={people.data?.items}
        rowKey={(row) => row.id}
        sort={params.sort}
        order={params.order as SortOrder}
        onSort={(sort, order) => change({ sort, order })}
        page={Number(params.page)}
        pageSize={people.data?.pageSize ?? 20}
        total={people.data?.total ?? 0}
        onPage={(page) => change({ page: String(page) })}
        loading={people.isFetching}
        labels={labels}
      />
      {open && <PersonPanel id={open} onClose={() => setOpen(null)} />}
    </ConsolePage>
  );
}

function PersonPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const person = usePerson(id);
  const changeSuspension = useChangeSuspension();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const data = person.data;
  if (!data) return <p role="status">{t('table.loading')}</p>;
  const action = data.status === 'suspended' ? 'lift' : 'suspend';
  const submit = () => {
    if (action === 'suspend' && !window.confirm(t('people.confirmSuspend'))) return;
    changeSuspension.mutate(
      { id, action, reason },
      {
        onSuccess: () => {
          setReason('');
          toast.success(t('people.done'));
        },
      },
    );
  };
  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="text-lg font-semibold">
          <bdi>{data.fullName}</bdi> · {t(`people.roles.${data.userType}`)}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('people.close')}
        </Button>
      </div>
      <p className="mt-2">{data.email}</p>
      <p className="mt-1">
        {t('people.counts', {
          bookings: data.counts.bookings,
          upcoming: data.counts.upcomingBookings,
          about: data.counts.reportsAbout,
          made: data.counts.reportsMade,
        })}
      </p>
      {data.suspensionReason && (
        <p dir="auto" className="mt-1 font-medium text-red-800 dark:text-red-300">
          {t('people.suspendedBecause', { reason: data.suspensionReason })}
        </p>
      )}
      {data.status !== 'deleted' && (
        <div className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${fieldId}-reason`} className={labelClass}>
            {t('people.reason')}
          </label>
          <textarea
            id={`${fieldId}-reason`}
            dir="auto"
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlBaseClass}
          />
          {changeSuspension.isError && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errorText(changeSuspension.error)}
            </p>
          )}
          <div>
            <Button
              variant={action === 'suspend' ? 'accent' : 'secondary'}
              disabled={!reason.trim() || changeSuspension.isPending}
              onClick={submit}
            >
              {t(`people.${action}`)}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

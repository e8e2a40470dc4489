import type { AuditLogEntry } from '@nibras/contracts/audit-log';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field-styles';
import { DataTable, type DataColumn, type SortOrder } from '@/components/ui/data-table';
import { useListParams } from '@/lib/list-params';
import { ConsolePage } from '@/features/operator/components/console-page';
import { useTableLabels } from '@/features/operator/components/table-labels';
import { useAuditLog, useOperators } from '@/features/operator/audit-log/api/get-audit-log';

const defaults = {
  sort: 'createdAt',
  order: 'desc',
  page: '1',
  pageSize: '20',
  operatorId: '',
  action: '',
  subjectType: '',
  subjectId: '',
  fromDay: '',
  toDay: '',
};

/** Every operator action, filtered, sorted and paged by the server; nobody can change it. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('operator');
  const { params, change } = useListParams(defaults);
  const labels = useTableLabels(t('auditLog.empty'));
  const operators = useOperators();
  // Days are the operator's calendar days in UTC, as the log's times are shown.
  const query = useMemo(() => {
    const search = new URLSearchParams();
    for (const key of [
      'sort',
      'order',
      'page',
      'pageSize',
      'operatorId',
      'action',
      'subjectType',
      'subjectId',
    ] as const) {
      if (params[key]) search.set(key, params[key]);
    }
    if (params.fromDay) search.set('from', `${params.fromDay}T00:00:00Z`);
    if (params.toDay) search.set('to', `${params.toDay}T23:59:59.999Z`);
    return search.toString();
  }, [params]);
  const log = useAuditLog(query);
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    [i18n.resolvedLanguage],
  );

  const columns: DataColumn<AuditLogEntry>[] = [
    {
      key: 'createdAt',
      header: t('auditLog.columns.time'),
      sortable: true,
      cell: (row) => (
        <time dateTime={row.createdAt}>{timeFormat.format(new Date(row.createdAt))}</time>
      ),
    },
    {
      key: 'operator',
      header: t('auditLog.columns.operator'),
      cell: (row) => <bdi>{row.operator.fullName}</bdi>,
    },
    {
      key: 'action',
      header: t('auditLog.columns.action'),
      sortable: true,
      cell: (row) => (
        <code dir="ltr" className="text-xs">
          {row.action}
        </code>
      ),
    },
    {
      key: 'subject',
      header: t('auditLog.columns.subject'),
      cell: (row) => (
        <span dir="ltr" className="text-xs break-all">
          {row.subjectType} · {row.subjectId}
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('auditLog.columns.reason'),
      cell: (row) => (row.reason ? <bdi>{row.reason}</bdi> : '—'),
    },
  ];

  const textFilter = (key: 'action' | 'subjectType' | 'subjectId') => (
    <div>
      <label htmlFor={`audit-${key}`} className={labelClass}>
        {t(`auditLog.filters.${key}`)}
      </label>
      <input
        id={`audit-${key}`}
        dir="ltr"
        className={controlClass}
        defaultValue={params[key]}
        onChange={(event) => change({ [key]: event.target.value.trim() })}
      />
    </div>
  );

  return (
    <ConsolePage title={t('console.tabs.auditLog')} description={t('auditLog.description')}>
      <form
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="audit-operator" className={labelClass}>
            {t('auditLog.filters.operator')}
          </label>
          <select
            id="audit-operator"
            className={controlClass}
            value={params.operatorId}
            onChange={(event) => change({ operatorId: event.target.value })}
          >
            <option value="">{t('auditLog.filters.anyOperator')}</option>
            {operators.data?.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.fullName}
              </option>
            ))}
          </select>
        </div>
        {textFilter('action')}
        {textFilter('subjectType')}
        {textFilter('subjectId')}
        <div>
          <label htmlFor="audit-from" className={labelClass}>
            {t('auditLog.filters.from')}
          </label>
          <input
            id="audit-from"
            type="date"
            dir="ltr"
            className={controlClass}
            value={params.fromDay}
            onChange={(event) => change({ fromDay: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="audit-to" className={labelClass}>
            {t('auditLog.filters.to')}
          </label>
          <input
            id="audit-to"
            type="date"
            dir="ltr"
            className={controlClass}
            value={params.toDay}
            onChange={(event) => change({ toDay: event.target.value })}
          />
        </div>
      </form>
      {log.isError && <p role="alert">{t('auditLog.failed')}</p>}
      <DataTable
        caption={t('console.tabs.auditLog')}
        columns={columns}
        rows={log.data?.items}
        rowKey={(row) => String(row.id)}
        sort={params.sort}
        order={params.order as SortOrder}
        onSort={(sort, order) => change({ sort, order })}
        page={log.data?.page ?? Number(params.page)}
        pageSize={log.data?.pageSize ?? Number(params.pageSize)}
        total={log.data?.total ?? 0}
        onPage={(page) => change({ page: String(page) })}
        loading={log.isFetching}
        labels={labels}
      />
    </ConsolePage>
  );
}

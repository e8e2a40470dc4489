import {
  reportActions,
  reportStatuses,
  type OperatorReportRow,
  type ReportAction,
} from '@nibras/contracts/reports';
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
import {
  useDecideReport,
  useOperatorReport,
  useOperatorReports,
} from '@/features/operator/reports/api/reports';

/** Every report, filtered and paged on the server; one opens with its content in context. */
export function ReportsPage() {
  const { t } = useTranslation('operator');
  const { params, change, query } = useListParams({
    status: 'open',
    sort: 'created',
    order: 'desc',
    page: '1',
  });
  const reports = useOperatorReports(query);
  const labels = useTableLabels(t('reports.empty'));
  const [open, setOpen] = useState<string | null>(null);
  const shared = (key: string) => t(key as never, { ns: 'shared' });
  const columns = [
    {
      key: 'created',
      header: t('reports.columns.created'),
      sortable: true,
      cell: (row: OperatorReportRow) => new Date(row.createdAt).toLocaleString(),
    },
    {
      key: 'subject',
      header: t('reports.columns.subject'),
      cell: (row: OperatorReportRow) => shared(`reports.subjects.${row.subject}`),
    },
    {
      key: 'reason',
      header: t('reports.columns.reason'),
      cell: (row: OperatorReportRow) => shared(`reports.reasons.${row.reason}`),
    },
    {
      key: 'reported',
      header: t('reports.columns.reported'),
      cell: (row: OperatorReportRow) => <bdi>{row.reported?.fullName ?? '—'}</bdi>,
    },
    {
      key: 'open',
      header: t('reports.columns.action'),
      cell: (row: OperatorReportRow) => (
        <Button variant="ghost" onClick={() => setOpen(row.id)}>
          {t('reports.open')}
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.reports')}>
      <label className={labelClass}>
        {t('reports.status')}
        <select
          value={params.status}
          onChange={(event) => change({ status: event.target.value })}
          className={`${controlBaseClass} mt-1.5 max-w-xs`}
        >
          {reportStatuses.map((status) => (
            <option key={status} value={status}>
              {shared(`reports.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <DataTable
        caption={t('console.tabs.reports')}
        columns={columns}
        rows={reports.data?.items}
        rowKey={(row) => row.id}
        sort={params.sort}
        order={params.order as SortOrder}
        onSort={(sort, order) => change({ sort, order })}
        page={Number(params.page)}
        pageSize={reports.data?.pageSize ?? 20}
        total={reports.data?.total ?? 0}
        onPage={(page) => change({ page: String(page) })}
        loading={reports.isFetching}
        labels={labels}
      />
      {open && <ReportDetail id={open} onClose={() => setOpen(null)} />}
    </ConsolePage>
  );
}

function ReportDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const report = useOperatorReport(id);
  const decide = useDecideReport();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const fieldId = useId();
  const data = report.data;
  if (!data) return <p role="status">{t('table.loading')}</p>;
  const context = data.context;
  const act = (action: ReportAction) => {
    if (action === 'suspend' && !window.confirm(t('reports.confirmSuspend'))) return;
    decide.mutate(
      { id, action, reason, note },
      { onSuccess: () => toast.success(t('reports.decided')) },
    );
  };
  const hideable = data.subject === 'message' || data.subject === 'review';
  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="text-lg font-semibold">
          {t('reports.detail', { name: data.reported?.fullName ?? '—' })}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('reports.close')}
        </Button>
      </div>
      <p className="mt-2">
        {t('reports.reporterWords', { name: data.reporter?.fullName ?? t('reports.automatic') })}
      </p>
      <p dir="auto" className="mt-1 whitespace-pre-wrap">
        {data.details ?? '—'}
      </p>
      {context?.subject === 'message' && (
        <ol className="mt-3 flex flex-col gap-1" aria-label={t('reports.context')}>
          {context.messages.map((message) => (
            <li
              key={message.id}
              className={message.reported ? 'font-semibold text-red-800 dark:text-red-300' : ''}
            >
              <bdi>{message.sender.fullName}</bdi>: <bdi>{message.body}</bdi>
              {message.hidden && ` (${t('reports.hidden')})`}
            </li>
          ))}
        </ol>
      )}
      {context?.subject === 'review' && (
        <p dir="auto" className="mt-3">
          {context.rating}/5 — {context.comment}
        </p>
      )}
      {context?.subject === 'tutor' && (
        <p dir="auto" className="mt-3">
          {context.headline} — {context.briefBio}
        </p>
      )}
      {context?.subject === 'booking' && (
        <ol className="mt-3" aria-label={t('reports.context')}>
          {context.history.map((event) => (
            <li key={`${event.type}-${event.at}`}>
              {new Date(event.at).toLocaleString()}: {event.type} {event.actor ?? ''}
            </li>
          ))}
        </ol>
      )}
      {data.status === 'open' ? (
        <div className="mt-4 flex flex-col gap-3">
          <label htmlFor={`${fieldId}-reason`} className={labelClass}>
            {t('reports.reason')}
          </label>
          <textarea
            id={`${fieldId}-reason`}
            dir="auto"
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlBaseClass}
          />
          <label htmlFor={`${fieldId}-note`} className={labelClass}>
            {t('reports.note')}
          </label>
          <textarea
            id={`${fieldId}-note`}
            dir="auto"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlBaseClass}
          />
          {decide.isError && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errorText(decide.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {reportActions
              .filter((action) => action !== 'hide' || hideable)
              .filter((action) => action !== 'suspend' || !data.reportedSuspended)
              .map((action) => (
                <Button
                  key={action}
                  variant={action === 'suspend' ? 'accent' : 'secondary'}
                  disabled={!reason.trim() || decide.isPending}
                  onClick={() => act(action)}
                >
                  {t(`reports.actions.${action}`)}
                </Button>
              ))}
          </div>
        </div>
      ) : (
        <p className="mt-4 font-medium">
          {t(`reports.outcome` as never, {
            outcome: data.outcome
              ? t(`reports.outcomes.${data.outcome}` as never, { ns: 'shared' })
              : '',
          })}
        </p>
      )}
    </section>
  );
}

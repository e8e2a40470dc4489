import { payoutStatuses, type OperatorPayout } from '@nibras/contracts/payouts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type SortOrder } from '@/components/ui/data-table';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useListParams } from '@/lib/list-params';
import { useFormatMoney } from '@/lib/money';
import {
  useDecidePayout,
  type PayoutDecision,
} from '@/features/operator/payouts/api/decide-payout';
import { useOperatorPayouts } from '@/features/operator/payouts/api/get-operator-payouts';
import { ConsolePage } from '@/features/operator/components/console-page';
import {
  FilterSelect,
  useConsoleTime,
  WrittenField,
} from '@/features/operator/components/console-controls';
import { useTableLabels } from '@/features/operator/components/table-labels';

type Asking = { payout: OperatorPayout; kind: 'paid' | 'refuse' } | null;

/** What an operator writes before a payout is marked paid (the reference) or refused (why). */
function DecisionDialog({ asking, onClose }: { asking: Asking; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const money = useFormatMoney();
  const decide = useDecidePayout();
  const [text, setText] = useState('');
  if (!asking) return null;
  const { payout, kind } = asking;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision: PayoutDecision =
      kind === 'paid' ? { kind, transferReference: text } : { kind, reason: text };
    decide.mutate(
      { id: payout.id, decision },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          setText('');
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(kind === 'paid' ? 'payouts.markPaidTitle' : 'payouts.refuseTitle')}
      description={t('payouts.dialogFor', {
        amount: money(payout.amount, payout.currency),
        tutor: payout.tutor.fullName,
      })}
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {kind === 'paid' && (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t('payouts.sendTo', { iban: payout.iban, holder: payout.holderName })}
          </p>
        )}
        <WrittenField
          label={t(kind === 'paid' ? 'payouts.reference' : 'payouts.reason')}
          multiline={kind === 'refuse'}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {decide.isError && <FormAlert tone="error">{errorText(decide.error)}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={decide.isPending || text.trim() === ''}>
            {t(kind === 'paid' ? 'payouts.markPaid' : 'payouts.refuse')}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}

/** Tutors' payouts: approve, send the transfer and mark it paid with its reference, or refuse. */
export function PayoutsPage() {
  const { t } = useTranslation('operator');
  const labels = useTableLabels(t('payouts.empty'));
  const money = useFormatMoney();
  const time = useConsoleTime();
  const errorText = useErrorText();
  const { params, change, query } = useListParams({
    status: 'requested',
    sort: 'requested',
    order: 'asc',
    page: '1',
  });
  const payouts = useOperatorPayouts(query);
  const decide = useDecidePayout();
  const [asking, setAsking] = useState<Asking>(null);
  const approve = (payout: OperatorPayout) =>
    decide.mutate(
      { id: payout.id, decision: { kind: 'approve' } },
      { onSuccess: ({ message }) => message && toast.success(message) },
    );
  const columns: DataColumn<OperatorPayout>[] = [
    {
      key: 'requested',
      header: t('payouts.requestedAt'),
      sortable: true,
      cell: (row) => time(row.requestedAt),
    },
    {
      key: 'tutor',
      header: t('payouts.tutor'),
      cell: (row) => (
        <>
          <span dir="auto" className="font-medium">
            {row.tutor.fullName}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {row.tutor.email}
          </span>
        </>
      ),
    },
    { key: 'amount', header: t('payouts.amount'), cell: (row) => money(row.amount, row.currency) },
    {
      key: 'account',
      header: t('payouts.account'),
      cell: (row) => (
        <>
          <span dir="ltr" className="font-mono text-xs">
            {row.iban}
          </span>
          <span dir="auto" className="block text-xs">
            {row.holderName}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('payouts.status'),
      cell: (row) => (
        <>
          {t(`payouts.statuses.${row.status}`)}
          {row.transferReference && (
            <span className="block text-xs" dir="auto">
              {t('payouts.referenceIs', { reference: row.transferReference })}
            </span>
          )}
          {row.refusalReason && (
            <span className="block text-xs" dir="auto">
              {row.refusalReason}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('payouts.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          {row.status === 'requested' && (
            <Button size="md" onClick={() => approve(row)} disabled={decide.isPending}>
              {t('payouts.approve')}
            </Button>
          )}
          {row.status === 'approved' && (
            <Button onClick={() => setAsking({ payout: row, kind: 'paid' })}>
              {t('payouts.markPaid')}
            </Button>
          )}
          {(row.status === 'requested' || row.status === 'approved') && (
            <Button variant="secondary" onClick={() => setAsking({ payout: row, kind: 'refuse' })}>
              {t('payouts.refuse')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.payouts')} description={t('payouts.description')}>
      <div className="mb-4 max-w-xs">
        <FilterSelect
          label={t('payouts.status')}
          value={params.status}
          onChange={(status) => change({ status })}
          allLabel={t('payouts.allStatuses')}
          options={payoutStatuses.map((status) => ({
            value: status,
            label: t(`payouts.statuses.${status}`),
          }))}
        />
      </div>
      {decide.isError && !asking && <FormAlert tone="error">{errorText(decide.error)}</FormAlert>}
      {payouts.isError ? (
        <FormAlert tone="error">{errorText(payouts.error)}</FormAlert>
      ) : (
        <DataTable
          caption={t('console.tabs.payouts')}
          columns={columns}
          rows={payouts.data?.items}
          rowKey={(row) => row.id}
          sort={params.sort}
          order={params.order as SortOrder}
          onSort={(sort, order) => change({ sort, order })}
          page={Number(params.page)}
          pageSize={payouts.data?.pageSize ?? 20}
          total={payouts.data?.total ?? 0}
          onPage={(page) => change({ page: String(page) })}
          loading={payouts.isFetching}
          labels={labels}
        />
      )}
      <DecisionDialog asking={asking} onClose={() => setAsking(null)} />
    </ConsolePage>
  );
}

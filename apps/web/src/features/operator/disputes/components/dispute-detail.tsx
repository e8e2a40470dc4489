import {
  disputeOutcomes,
  type DisputeOutcomeName,
  type OperatorDisputeDetail,
} from '@nibras/contracts/disputes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useConsoleTime, WrittenField } from '@/features/operator/components/console-controls';
import { useDecideDispute } from '@/features/operator/disputes/api/decide-dispute';
import { useOperatorDispute } from '@/features/operator/disputes/api/get-dispute';

const headingClass = 'text-base font-semibold text-slate-900 dark:text-white';

function DecisionForm({ dispute }: { dispute: OperatorDisputeDetail }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const decide = useDecideDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcomeName>('family');
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState('');
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { outcome, reason, ...(outcome === 'part' ? { familyRefund: refund } : {}) },
      { onSuccess: ({ message }) => message && toast.success(message) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('disputes.outcome')}
        </legend>
        <div className="mt-2 flex flex-col gap-2">
          {disputeOutcomes.map((value) => (
            <label
              key={value}
              className="flex items-center gap-2 text-slate-800 dark:text-slate-100"
            >
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="size-4 accent-indigo-700 dark:accent-amber-400"
              />
              {t(`disputes.outcomes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome === 'part' && (
        <WrittenField
          label={`${t('disputes.familyRefund')} (${dispute.currency})`}
          inputMode="decimal"
          required
          value={refund}
          onChange={(event) => setRefund(event.target.value)}
        />
      )}
      <WrittenField
        label={t('disputes.reason')}
        multiline
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {decide.isError && <FormAlert tone="error">{errorText(decide.error)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={decide.isPending || reason.trim() === ''}>
          {t('disputes.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Everything an operator weighs before deciding: both sides' words, the log, the money. */
export function DisputeDetail({ id }: { id: string }) {
  const { t } = useTranslation('operator');
  const money = useFormatMoney();
  const time = useConsoleTime();
  const dispute = useOperatorDispute(id);
  if (dispute.isPending) return <LoadingLine label={t('disputes.loading')} />;
  if (dispute.isError) {
    return <LoadFailure message={t('disputes.loading')} onRetry={() => void dispute.refetch()} />;
  }
  const data = dispute.data;
  const amount = (value: string) => money(value, data.currency);
  return (
    <div className="mt-4 flex flex-col gap-5">
      <section>
        <h3 className={headingClass}>{t('disputes.familyWords')}</h3>
        <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-100">
          {data.reason || '—'}
        </p>
        <h3 className={`${headingClass} mt-3`}>{t('disputes.tutorWords')}</h3>
        <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-100">
          {data.tutorAnswer ?? t('disputes.noAnswer')}
        </p>
      </section>
      <section>
        <h3 className={headingClass}>{t('disputes.money')}</h3>
        <ul className="mt-1 text-sm text-slate-800 dark:text-slate-100">
          <li>{t('disputes.held', { amount: amount(data.money.held) })}</li>
          <li>{t('disputes.charged', { amount: amount(data.money.charged) })}</li>
          <li>{t('disputes.tutorPending', { amount: amount(data.money.tutorPending) })}</li>
          <li className="font-semibold">
            {t('disputes.atStake', { amount: amount(data.money.atStake) })}
          </li>
        </ul>
      </section>
      <section>
        <h3 className={headingClass}>{t('disputes.history')}</h3>
        <ol className="mt-1 text-sm text-slate-800 dark:text-slate-100">
          {data.history.map((event) => (
            <li key={`${event.at}-${event.toStatus}`}>
              {time(event.at)} · {t(`disputes.eventStatus.${event.toStatus}`)}
              {event.actor && <> · {t('disputes.by', { name: event.actor.fullName })}</>}
              {event.reason && (
                <span dir="auto" className="block text-slate-600 dark:text-slate-300">
                  {event.reason}
                </span>
              )}
            </li>
          ))}
        </ol>
        <h3 className={`${headingClass} mt-3`}>{t('disputes.joins')}</h3>
        {data.joins.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('disputes.noJoins')}</p>
        ) : (
          <ul className="mt-1 text-sm text-slate-800 dark:text-slate-100">
            {data.joins.map((join) => (
              <li key={`${join.userId}-${join.at}`}>
                {time(join.at)} · <span dir="auto">{join.fullName}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className={headingClass}>{t('disputes.decide')}</h3>
        <div className="mt-2">
          {data.status === 'open' ? (
            <DecisionForm dispute={data} />
          ) : (
            <div className="rounded-xl bg-slate-50 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              <p className="font-semibold">{t(`disputes.statuses.${data.status}`)}</p>
              <p className="mt-1 text-sm">
                {t('disputes.decided', {
                  when: data.resolvedAt ? time(data.resolvedAt) : '',
                  name: data.resolvedBy?.fullName ?? '',
                  refund: amount(data.familyRefund ?? '0.00'),
                })}
              </p>
              {data.resolution && (
                <p dir="auto" className="mt-2 whitespace-pre-line">
                  {data.resolution}
                </p>
              )}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

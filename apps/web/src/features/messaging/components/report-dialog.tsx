import {
  messageReportReasons,
  messagingLimits,
  type MessageReportReason,
} from '@nibras/contracts/messaging';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../../lib/count-format';
import { toast } from 'sonner';
import { controlBaseClass, labelClass } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { ActionDialog } from '../../../components/ui/dialog';
import { useReportMessage } from '../api/report-message';
import { useFailureText } from '../hooks/use-failure-text';
import { mutedClass } from './styles';

/** Reports a message to the operators: a reason, and details if the reporter wants to add any. */
export function ReportDialog({
  messageId,
  open,
  onOpenChange,
}: {
  messageId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('messaging');
  const counted = useCountFormat();
  const errorText = useFailureText('details');
  const report = useReportMessage();
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [details, setDetails] = useState('');
  const id = useId();

  const close = (next: boolean) => {
    if (!next) {
      report.reset();
      setReason(null);
      setDetails('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const trimmed = details.trim();
    report.mutate(
      { messageId, input: { reason, ...(trimmed ? { details: trimmed } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          close(false);
        },
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      title={t('report.title')}
      description={t('report.description')}
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset>
          <legend className={labelClass}>{t('report.reason')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {messageReportReasons.map((candidate) => (
              <label
                key={candidate}
                className="flex items-center gap-2 text-slate-800 dark:text-slate-100"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={candidate}
                  checked={reason === candidate}
                  onChange={() => setReason(candidate)}
                  className="size-4 accent-indigo-700 dark:accent-amber-400"
                />
                {t(`report.reasons.${candidate}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-details`} className={labelClass}>
            {t('report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            dir="auto"
            rows={3}
            value={details}
            maxLength={messagingLimits.reportDetailsMax}
            aria-describedby={`${id}-count`}
            onChange={(event) => setDetails(event.target.value)}
            className={`${controlBaseClass} mt-1.5`}
          />
          <p id={`${id}-count`} className={`mt-1 ${mutedClass}`}>
            {t('report.detailsCounter', {
              used: counted(details.length).n,
              ...counted(messagingLimits.reportDetailsMax),
            })}
          </p>
        </div>
        {report.isError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errorText(report.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={!reason || report.isPending}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}

import {
  reportLimits,
  reportReasons,
  type ReportReason,
  type ReportSubject,
} from '@nibras/contracts/report-terms';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCountFormat } from '@/lib/count-format';
import { useErrorText } from '@/lib/error-text';
import { useSendReport } from '@/lib/reports';
import { controlBaseClass, labelClass } from '@/components/form/field-styles';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';

/** Which reasons fit which subject: a message is no fake profile, a profile no harassment. */
const reasonsOf: Record<ReportSubject, readonly ReportReason[]> = {
  tutor: ['fake_profile', 'inappropriate', 'safety', 'spam', 'other'],
  review: ['inappropriate', 'harassment', 'spam', 'other'],
  message: ['spam', 'harassment', 'inappropriate', 'off_platform', 'safety', 'other'],
  booking: reportReasons,
};

/**
 * Reports something to the operators: a reason, and details if the reporter wants to add any.
 * One dialog for a tutor's profile, a review, a message and a session.
 */
export function ReportDialog({
  subject,
  id,
  open,
  onOpenChange,
}: {
  subject: ReportSubject;
  id: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const counted = useCountFormat();
  const errorText = useErrorText();
  const report = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const fieldId = useId();

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
      { subject, id, reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          close(false);
        },
      },
    );
  };

  const failure =
    report.error instanceof ApiRequestError && report.error.status === 400
      ? report.error.error?.details?.details
      : undefined;

  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      title={t(`report.title.${subject}`)}
      description={t('report.description')}
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset>
          <legend className={labelClass}>{t('report.reason')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {reasonsOf[subject].map((candidate) => (
              <label
                key={candidate}
                className="flex items-center gap-2 text-slate-800 dark:text-slate-100"
              >
                <input
                  type="radio"
                  name={`${fieldId}-reason`}
                  value={candidate}
                  checked={reason === candidate}
                  onChange={() => setReason(candidate)}
                  className="size-4 accent-indigo-700 dark:accent-amber-400"
                />
                {t(`reports.reasons.${candidate}`, { ns: 'shared' })}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${fieldId}-details`} className={labelClass}>
            {t('report.details')}
          </label>
          <textarea
            id={`${fieldId}-details`}
            dir="auto"
            rows={3}
            value={details}
            maxLength={reportLimits.detailsMax}
            aria-describedby={`${fieldId}-count`}
            onChange={(event) => setDetails(event.target.value)}
            className={`${controlBaseClass} mt-1.5`}
          />
          <p id={`${fieldId}-count`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('report.detailsCounter', {
              used: counted(details.length).n,
              ...counted(reportLimits.detailsMax),
            })}
          </p>
        </div>
        {report.isError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {failure || errorText(report.error)}
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

import type { ReportSubject } from '@nibras/contracts/report-terms';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** A small "Report" button that opens the dialog; `label` names what it reports for a screen reader. */
export function ReportButton({
  subject,
  id,
  label,
  className = '',
}: {
  subject: ReportSubject;
  id: string | number;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // The dialog's code comes with the first click: the button sits on public first loads.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={label}
        className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs text-slate-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:text-red-300 dark:focus-visible:outline-amber-400 ${className}`}
      >
        <Flag className="size-3" aria-hidden />
        {t('report.button')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} id={id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

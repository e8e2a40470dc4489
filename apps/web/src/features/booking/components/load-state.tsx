import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** While a list loads: a polite status line. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="mt-4 text-slate-600 dark:text-slate-300">
      {label}
    </p>
  );
}

/** A list that did not load: why, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('book.retry')}
      </Button>
    </div>
  );
}

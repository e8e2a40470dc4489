import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { panelSurface } from '@/components/ui/panel';

/** While something loads: a polite status line. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-300">
      {label}
    </p>
  );
}

/** Something that did not load: why, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('family');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('children.retry')}
      </Button>
    </div>
  );
}

export const panelClass = `${panelSurface} p-5 sm:p-6`;
export const mutedClass = 'text-sm text-slate-600 dark:text-slate-300';

import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: the message of docs/shared/SPEC.md section 8 and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
      <span className="font-medium">{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
      >
        <RotateCw className="size-4" aria-hidden />
        {t('catalogPicker.retry')}
      </button>
    </p>
  );
}

/** A quiet line while a list loads. */
export function LoadingLine({ label }: { label: string }) {
  return <p className="text-slate-600 dark:text-slate-300">{label}</p>;
}

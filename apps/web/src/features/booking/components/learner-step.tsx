import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChildren } from '@/lib/family/get-children';
import { LoadFailed, Loading } from './load-state';
import { optionClass } from './styles';

/**
 * For a parent: which of their children the booking is for. Booking a free trial, a child who
 * has had theirs with this tutor cannot be chosen, and says so.
 */
export function LearnerStep({
  chosen,
  trialUsedBy = new Set(),
  onChoose,
}: {
  chosen: string | null;
  trialUsedBy?: ReadonlySet<string>;
  onChoose: (childId: string) => void;
}) {
  const { t } = useTranslation('booking');
  const children = useChildren(true);
  if (children.isPending) return <Loading label={t('learner.loading')} />;
  if (children.isError) {
    return <LoadFailed message={t('learner.failed')} onRetry={() => void children.refetch()} />;
  }
  if (children.data.length === 0) {
    return <p className="mt-4 text-slate-700 dark:text-slate-200">{t('learner.none')}</p>;
  }
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {children.data.map((child) => (
        <li key={child.id}>
          <button
            type="button"
            aria-pressed={child.id === chosen}
            aria-describedby={trialUsedBy.has(child.id) ? `trial-used-${child.id}` : undefined}
            disabled={trialUsedBy.has(child.id)}
            className={`${optionClass} disabled:cursor-not-allowed disabled:opacity-70`}
            onClick={() => onChoose(child.id)}
          >
            <UserRound aria-hidden className="size-6 text-indigo-700 dark:text-amber-300" />
            <span className="flex flex-col items-start">
              <bdi>{child.name}</bdi>
              {trialUsedBy.has(child.id) && (
                <span id={`trial-used-${child.id}`} className="text-sm font-normal">
                  {t('learner.trialUsed')}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

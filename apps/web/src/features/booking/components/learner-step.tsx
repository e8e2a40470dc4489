import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChildren } from '../../../lib/family/get-children';
import { LoadFailed, Loading } from './load-state';
import { optionClass } from './styles';

/** For a parent: which of their children the booking is for. */
export function LearnerStep({
  chosen,
  onChoose,
}: {
  chosen: string | null;
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
            className={optionClass}
            onClick={() => onChoose(child.id)}
          >
            <UserRound aria-hidden className="size-6 text-indigo-700 dark:text-amber-300" />
            <bdi>{child.name}</bdi>
          </button>
        </li>
      ))}
    </ul>
  );
}

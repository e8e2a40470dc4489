import type { Child } from '@nibras/contracts/family';
import { ClipboardPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The details a signup on the way to a booking may leave out (issue 30, decision 0027). */
const laterDetails = ['age', 'schoolName', 'learningGoals', 'preferredLearningTime'] as const;
type LaterDetail = (typeof laterDetails)[number];

const labelKeys = {
  age: 'form.age',
  schoolName: 'child.school',
  learningGoals: 'child.goals',
  preferredLearningTime: 'child.time',
} as const satisfies Record<LaterDetail, string>;

/** What the parent has not told of the child yet, in the order the page asks for it. */
export function missingDetailsOf(child: Child): LaterDetail[] {
  return laterDetails.filter((detail) => {
    const value = child[detail];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/**
 * An invitation to complete what booking did not need: each missing detail with one sentence on
 * why it helps, and a button to the child's form. Nothing when every detail is there.
 */
export function ChildMissingDetails({
  child,
  onComplete,
}: {
  child: Child;
  onComplete: () => void;
}) {
  const { t } = useTranslation('family');
  const missing = missingDetailsOf(child);
  if (missing.length === 0) return null;
  const headingId = `missing-${child.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/40 dark:bg-slate-900"
    >
      <h4 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('complete.title', { name: child.name })}
      </h4>
      <p className="text-slate-700 dark:text-slate-200">{t('complete.intro')}</p>
      <ul className="flex flex-col gap-2">
        {missing.map((detail) => (
          <li key={detail} className="text-slate-700 dark:text-slate-200">
            <span className="font-semibold text-slate-900 dark:text-white">
              {t(labelKeys[detail])}
            </span>
            {t('complete.separator')}
            {t(`complete.why.${detail}`)}
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          aria-label={t('complete.actionLabel', { name: child.name })}
          onClick={onComplete}
        >
          <ClipboardPen aria-hidden className="size-4" />
          {t('complete.action')}
        </Button>
      </div>
    </section>
  );
}

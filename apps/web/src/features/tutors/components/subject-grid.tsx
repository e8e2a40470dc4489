import type { Subject } from '@nibras/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Every subject as a card; choosing one narrows the tutors below to those who teach it. On
 * phones the cards are one row that scrolls sideways, so the tutors start on the first screen.
 */
export function SubjectGrid({
  subjects,
  selected,
  onSelect,
}: {
  subjects: Subject[];
  selected: string | undefined;
  onSelect: (subjectId: string) => void;
}) {
  const { t } = useTranslation('tutors');
  // Until the app runs on a page drawn by the server, the cards take no choice (decision 0022):
  // aria-disabled rather than disabled, so that the row that scrolls on phones keeps keyboard
  // stops (a scrollable region must have some).
  const hydrated = useHydrated();
  return (
    <ul
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-6"
      aria-label={t('subjects.label')}
      data-testid="subject-grid"
    >
      {subjects.map((subject) => {
        const active = selected === String(subject.id);
        return (
          <li key={subject.id} className="w-40 shrink-0 snap-start md:w-auto">
            <button
              type="button"
              aria-pressed={active}
              aria-disabled={hydrated ? undefined : true}
              onClick={() => onSelect(active ? '' : String(subject.id))}
              className={`flex h-full w-full items-center gap-3 rounded-2xl border p-3 text-start text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300 ${
                active
                  ? 'border-indigo-700 bg-indigo-700 text-white dark:border-amber-400 dark:bg-amber-400 dark:text-slate-950'
                  : 'border-slate-200 bg-white text-slate-900 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:border-amber-300/60 dark:hover:bg-slate-800'
              }`}
            >
              <span
                className={`rounded-xl p-2 ${active ? 'bg-white/15' : 'bg-indigo-100 text-indigo-800 dark:bg-amber-400/15 dark:text-amber-300'}`}
              >
                <SubjectIcon name={subject.icon} />
              </span>
              {subject.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

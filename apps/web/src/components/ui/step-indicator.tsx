import { Check } from 'lucide-react';

/** Where the user is in a multi-step form (signup, booking): done, current and coming steps. */
export function StepIndicator({
  titles,
  current,
  label,
  doneLabel,
}: {
  titles: string[];
  current: number;
  /** The name of the list of steps, e.g. "Signup steps". */
  label: string;
  /** Said after a step already done, e.g. "done". */
  doneLabel: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-start gap-2">
        {titles.map((title, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={title}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-2 text-center"
            >
              <span
                className={`flex size-9 items-center justify-center rounded-full text-sm font-bold ${
                  done || active
                    ? 'bg-indigo-700 text-white dark:bg-amber-300 dark:text-slate-950'
                    : 'border border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
                }`}
              >
                {done ? <Check className="size-5" aria-hidden /> : index + 1}
              </span>
              <span
                className={`text-xs font-medium sm:text-sm ${
                  active ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'
                }`}
              >
                {title}
                {done && <span className="sr-only"> ({doneLabel})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

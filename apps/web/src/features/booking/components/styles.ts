/** The booking pages' panels and choice buttons; controls and labels are the shared ones. */
export const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export const headingClass = 'text-xl font-semibold text-slate-900 outline-none dark:text-white';

export const mutedClass = 'text-sm text-slate-600 dark:text-slate-300';

/** A large option to pick (a subject, a child): one click chooses it and moves on. */
export const optionClass =
  'flex w-full items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-start font-medium text-slate-900 transition-colors hover:border-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:border-amber-300 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

export const textLinkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-amber-300 dark:focus-visible:outline-amber-300';

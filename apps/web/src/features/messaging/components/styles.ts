export const panelClass =
  'rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

export const mutedClass = 'text-sm text-slate-600 dark:text-slate-300';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300';

export const textLinkClass = `font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300 ${focusRing}`;

export const badgeClass =
  'inline-flex min-w-6 items-center justify-center rounded-full bg-indigo-700 px-1.5 text-xs font-bold text-white dark:bg-amber-400 dark:text-slate-950';

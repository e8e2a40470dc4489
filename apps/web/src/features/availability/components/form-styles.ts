/**
 * The hours editor's panels and buttons (its controls are the shared compact ones);
 * labels, hints and errors look as in every form (components/form/field-styles).
 */
export const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
export const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-red-300 dark:focus-visible:outline-amber-300';
export const textButtonClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-amber-300 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

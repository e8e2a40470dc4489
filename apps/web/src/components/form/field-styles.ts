/**
 * Shared look of every form control; red borders mark an invalid field. The base has no outer
 * margin, for a control placed inside a wrapper of its own.
 */
export const controlBaseClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm outline-none transition-colors placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-amber-300 dark:focus:ring-amber-300/30 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:aria-[invalid=true]:border-red-400';

export const controlClass = `mt-1.5 ${controlBaseClass}`;

export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-100';
export const hintClass = 'mt-1.5 text-sm text-slate-600 dark:text-slate-300';
export const errorClass = 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-300';

/** A compact control for dense layouts: a search sidebar, a week of time selects in a row. */
export const compactControlClass =
  'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:focus:border-amber-300 dark:focus:ring-amber-300/30 dark:aria-[invalid=true]:border-red-400';

export const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:focus:border-amber-300 dark:focus:ring-amber-300/30';
export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-100';
export const chipClass =
  'inline-flex cursor-pointer items-center rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 has-checked:border-indigo-700 has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-amber-400 dark:has-checked:bg-amber-400 dark:has-checked:text-slate-950 dark:has-focus-visible:outline-amber-300';

/** An inline link in running text, in both themes, with a visible keyboard focus. */
export const textLinkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-amber-300 dark:focus-visible:outline-amber-300';

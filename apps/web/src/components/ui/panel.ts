/**
 * The product's raised surface: one radius, border and background in both themes. Each panel
 * adds its own padding and layout.
 */
export const panelSurface =
  'rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

import { panelSurface } from '@/components/ui/panel';

/** The money page's panels and quiet text; controls, labels and links are the shared ones. */
export const panelClass = `${panelSurface} p-5 sm:p-6`;

export const mutedClass = 'text-sm text-slate-600 dark:text-slate-300';

export const sectionHeadingClass = 'text-lg font-semibold text-slate-900 dark:text-white';

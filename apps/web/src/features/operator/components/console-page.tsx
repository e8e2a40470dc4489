import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/** One section of the console: its title (also the document's), a line on what it is for, its body. */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section aria-labelledby="console-page-title">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1
            id="console-page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {title}
          </h1>
          {description && (
            <p className="mt-1 max-w-prose text-slate-600 dark:text-slate-300">{description}</p>
          )}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/** One card of /profile, named by its heading for screen readers' landmarks. */
export function ProfileSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const border =
    tone === 'danger'
      ? 'border-red-200 dark:border-red-900/70'
      : 'border-slate-200 dark:border-slate-800';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-5 sm:p-6 dark:bg-slate-900 ${border}`}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

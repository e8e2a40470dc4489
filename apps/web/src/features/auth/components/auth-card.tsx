import type { ReactNode } from 'react';

/** The frame of every account page: a centred card with its heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-10 sm:py-16 dark:from-slate-900 dark:to-slate-950">
      <div
        className={`mx-auto rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900 ${
          wide ? 'max-w-3xl' : 'max-w-md'
        }`}
      >
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

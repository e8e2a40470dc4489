import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';

/** A centred message with a way home: used by the 404 page and by pages still being built. */
export function StatusPage({
  title,
  body,
  action,
  illustration,
}: {
  title: string;
  body: string;
  action: { to: string; label: string };
  illustration?: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {illustration}
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{body}</p>
      <ButtonLink to={action.to} size="lg" className="mt-2">
        {action.label}
      </ButtonLink>
    </section>
  );
}

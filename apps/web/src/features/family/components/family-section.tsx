import { directionOf, isLanguage } from '@nibras/contracts/i18n/languages';
import { UserRoundPlus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChildren } from '@/lib/family/get-children';
import { useChosenChild } from '@/features/family/hooks/use-chosen-child';
import { AddChildDialog } from './child-form-dialog';
import { ChildPanel, type ChildBookingSlots } from './child-panel';
import { InviteStudent } from './invite-student';
import { LoadFailed, Loading, mutedClass, panelClass } from './load-state';

const childTabClass =
  'inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-700 data-[state=active]:bg-indigo-700 data-[state=active]:text-white dark:border-slate-600 dark:text-slate-100 dark:hover:border-amber-300 dark:focus-visible:outline-amber-300 dark:data-[state=active]:border-amber-400 dark:data-[state=active]:bg-amber-400 dark:data-[state=active]:text-slate-950';

/**
 * A parent's family: every child as a tab (the chosen one is in the URL), each with their
 * bookings, progress and details; adding a child; linking a student account by invitation.
 */
export function FamilySection({ bookings }: { bookings: ChildBookingSlots }) {
  const { t, i18n } = useTranslation('family');
  const children = useChildren();
  const [adding, setAdding] = useState(false);
  const ids = children.data?.map((child) => child.id) ?? [];
  const [chosen, choose] = useChosenChild(ids);
  const language = i18n.resolvedLanguage;
  const dir = directionOf(isLanguage(language) ? language : 'en');

  let body;
  if (children.isPending) body = <Loading label={t('children.loading')} />;
  else if (children.isError) {
    body = <LoadFailed message={t('children.failed')} onRetry={() => void children.refetch()} />;
  } else if (children.data.length === 0) {
    body = <p className="text-slate-700 dark:text-slate-200">{t('children.empty')}</p>;
  } else {
    body = (
      <Tabs.Root
        value={chosen ?? undefined}
        onValueChange={choose}
        dir={dir}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={t('children.switcher')} className="flex flex-wrap gap-2">
          {children.data.map((child) => (
            <Tabs.Trigger key={child.id} value={child.id} className={childTabClass}>
              <bdi>{child.name}</bdi>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {children.data.map((child) => (
          <Tabs.Content key={child.id} value={child.id} className="focus-visible:outline-none">
            <ChildPanel
              child={child}
              bookings={bookings}
              onRemoved={() => {
                const next = children.data.find((other) => other.id !== child.id);
                if (next) choose(next.id);
              }}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="family-children" className={panelClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2
              id="family-children"
              className="text-xl font-semibold text-slate-900 dark:text-white"
            >
              {t('children.title')}
            </h2>
            <p className={mutedClass}>
              {children.data
                ? t('children.count', { count: children.data.length })
                : t('children.intro')}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserRoundPlus aria-hidden className="size-5" />
            {t('children.add')}
          </Button>
        </div>
        <div className="mt-5">{body}</div>
      </section>
      <InviteStudent />
      {adding && (
        <AddChildDialog open onOpenChange={setAdding} onSaved={(child) => choose(child.id)} />
      )}
    </div>
  );
}

import type { Child } from '@nibras/contracts/family';
import { directionOf, isLanguage } from '@nibras/contracts/i18n/languages';
import { CalendarPlus, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { useGradePath } from '@/lib/catalog/find-grade';
import { EditChildDialog } from './child-form-dialog';
import { ChildAllowance } from './child-allowance';
import { ChildDetails } from './child-details';
import { ChildLoginDialog } from './child-login-dialog';
import { ChildMissingDetails } from './child-missing-details';
import { PastNotes } from './past-notes';
import { ProgressView } from './progress-view';
import { RemoveChildDialog } from './remove-child-dialog';

/** The booking feature's lists for one child, put in by the route. */
export type ChildBookingSlots = {
  upcoming: (childId: string) => ReactNode;
  past: (childId: string) => ReactNode;
};

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=active]:bg-indigo-700 data-[state=active]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300 dark:data-[state=active]:bg-amber-400 dark:data-[state=active]:text-slate-950';

type Dialog = 'edit' | 'login' | 'remove' | null;

/**
 * One child: what to do for them (book, edit, a login, remove) and three views: their bookings,
 * their progress, and what the parent told us.
 */
export function ChildPanel({
  child,
  bookings,
  onRemoved,
}: {
  child: Child;
  bookings: ChildBookingSlots;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation('family');
  const [dialog, setDialog] = useState<Dialog>(null);
  const language = i18n.resolvedLanguage;
  const dir = directionOf(isLanguage(language) ? language : 'en');
  const name = child.name;
  const grade = useGradePath(child.gradeId).data?.grade.name;
  const closeDialog = (open: boolean) => !open && setDialog(null);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
            <bdi>{name}</bdi>
          </h3>
          <p className="text-slate-700 dark:text-slate-200">
            {child.age !== null && t('child.age', { count: child.age })}
            {child.age !== null && grade && ' · '}
            {grade && <bdi>{grade}</bdi>}
          </p>
        </div>
        <ButtonLink to={`/book-session?child=${encodeURIComponent(child.id)}`}>
          <CalendarPlus aria-hidden className="size-5" />
          {t('child.book', { name })}
        </ButtonLink>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          aria-label={t('child.editLabel', { name })}
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden className="size-4" />
          {t('child.edit')}
        </Button>
        {!child.login && (
          <Button variant="ghost" onClick={() => setDialog('login')}>
            <KeyRound aria-hidden className="size-4" />
            {t('child.giveLogin', { name })}
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={t('child.removeLabel', { name })}
          onClick={() => setDialog('remove')}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('child.remove')}
        </Button>
      </div>
      <ChildMissingDetails child={child} onComplete={() => setDialog('edit')} />
      <Tabs.Root defaultValue="sessions" dir={dir} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('child.tabs', { name })} className="flex flex-wrap gap-2">
          <Tabs.Trigger value="sessions" className={tabClass}>
            {t('child.sessionsTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="progress" className={tabClass}>
            {t('child.progressTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabClass}>
            {t('child.profileTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sessions" className="flex flex-col gap-6 focus-visible:outline-none">
          <section aria-labelledby={`upcoming-${child.id}`}>
            <h4
              id={`upcoming-${child.id}`}
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              {t('sessions.upcoming')}
            </h4>
            <div className="mt-3">{bookings.upcoming(child.id)}</div>
          </section>
          {bookings.past(child.id)}
          <PastNotes child={child} />
        </Tabs.Content>
        <Tabs.Content value="progress" className="focus-visible:outline-none">
          <ProgressView child={child} />
        </Tabs.Content>
        <Tabs.Content value="profile" className="flex flex-col gap-6 focus-visible:outline-none">
          <ChildDetails child={child} />
          {child.login && <ChildAllowance child={child} />}
        </Tabs.Content>
      </Tabs.Root>
      {dialog === 'edit' && <EditChildDialog child={child} open onOpenChange={closeDialog} />}
      {dialog === 'login' && <ChildLoginDialog child={child} open onOpenChange={closeDialog} />}
      {dialog === 'remove' && (
        <RemoveChildDialog
          child={child}
          open
          onOpenChange={closeDialog}
          onRemoved={() => {
            setDialog(null);
            onRemoved();
          }}
        />
      )}
    </div>
  );
}

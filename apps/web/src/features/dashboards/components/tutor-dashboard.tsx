import { Banknote, CalendarClock, UserRoundPen, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnGenderContext } from '@/lib/address-as';
import { DashboardFrame } from './dashboard-frame';

/**
 * What the route puts in a tutor's dashboard: the booking feature's requests, agenda, bookings
 * needing notes, earnings and past bookings, and the tutors feature's checklist and reviews.
 */
export type TutorParts = {
  requests: ReactNode;
  agenda: ReactNode;
  notesNeeded: ReactNode;
  earnings: ReactNode;
  checklist: ReactNode;
  reviews: ReactNode;
  past: ReactNode;
  messages?: ReactNode;
};

/**
 * A tutor's day at a glance: requests to answer and the bookings ahead first, then what needs
 * notes, the profile checklist and reviews beside them, and earnings under them.
 */
export function TutorDashboard({ past, messages, ...parts }: TutorParts) {
  const { t } = useTranslation('dashboard');
  const context = useOwnGenderContext();
  return (
    <DashboardFrame
      past={past}
      messages={messages}
      title={t('tutor.title', { context })}
      intro={t('tutor.intro')}
      main={
        <div className="flex flex-col gap-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              {parts.requests}
              {parts.agenda}
              {parts.notesNeeded}
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              {parts.checklist}
              {parts.reviews}
            </div>
          </div>
          {parts.earnings}
        </div>
      }
      nextSteps={[
        {
          icon: WalletCards,
          title: t('tutor.subjects.title'),
          body: t('tutor.subjects.body'),
          to: '/dashboard/tutor/all-tutor-subjects',
          action: t('tutor.subjects.action'),
        },
        {
          icon: Banknote,
          title: t('tutor.money.title'),
          body: t('tutor.money.body'),
          to: '/dashboard/tutor/money',
          action: t('tutor.money.action'),
        },
        {
          icon: CalendarClock,
          title: t('tutor.availability.title'),
          body: t('tutor.availability.body'),
          to: '/dashboard/tutor/availability',
          action: t('tutor.availability.action'),
        },
        {
          icon: UserRoundPen,
          title: t('profile.title'),
          body: t('tutor.profileBody'),
          to: '/dashboard/tutor/profile',
          action: t('profile.action'),
        },
      ]}
    />
  );
}

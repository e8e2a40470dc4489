import { BookOpenCheck, CalendarPlus, Compass, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnGenderContext } from '@/lib/address-as';
import { DashboardFrame } from './dashboard-frame';

/**
 * What the route puts in a family's dashboard: the family feature's part (a parent's children
 * with their bookings and progress, a child's classes and learning), and for a child the past
 * bookings.
 */
type FamilyParts = { family: ReactNode; past?: ReactNode; messages?: ReactNode };

export function ParentDashboard(parts: FamilyParts) {
  const { t } = useTranslation('dashboard');
  const context = useOwnGenderContext();
  return (
    <DashboardFrame
      {...parts}
      title={t('parent.title', { context })}
      intro={t('parent.intro')}
      bookAction={t('bookSession')}
      nextSteps={[
        {
          icon: Compass,
          title: t('parent.findTutor.title'),
          body: t('parent.findTutor.body'),
          to: '/courses',
          action: t('parent.findTutor.action'),
        },
        {
          icon: CalendarPlus,
          title: t('parent.book.title'),
          body: t('parent.book.body'),
          to: '/book-session',
          action: t('parent.book.action'),
        },
      ]}
    />
  );
}

export function ChildDashboard(parts: FamilyParts) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardFrame
      {...parts}
      title={t('child.title')}
      intro={t('child.intro')}
      bookAction={t('bookSession')}
      nextSteps={[
        {
          icon: BookOpenCheck,
          title: t('child.courses.title'),
          body: t('child.courses.body'),
          to: '/courses',
          action: t('child.courses.action'),
        },
        {
          icon: UserRoundPen,
          title: t('profile.title'),
          body: t('child.profileBody'),
          to: '/profile',
          action: t('profile.action'),
        },
      ]}
    />
  );
}

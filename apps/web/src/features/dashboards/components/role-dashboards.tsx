import {
  BookOpenCheck,
  CalendarClock,
  CalendarPlus,
  Compass,
  UserRoundPen,
  WalletCards,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from './dashboard-frame';

/** What the route puts in a dashboard: the upcoming sessions and the past ones. */
type SessionLists = { agenda: ReactNode; past: ReactNode };

export function TutorDashboard(sessions: SessionLists) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardFrame
      {...sessions}
      title={t('tutor.title')}
      intro={t('tutor.intro')}
      nextSteps={[
        {
          icon: WalletCards,
          title: t('tutor.subjects.title'),
          body: t('tutor.subjects.body'),
          to: '/dashboard/tutor/all-tutor-subjects',
          action: t('tutor.subjects.action'),
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

/**
 * What the route puts in a family's dashboard: the family feature's part (a parent's children
 * with their sessions and progress, a child's classes and learning), and for a child the past
 * sessions.
 */
type FamilyParts = { family: ReactNode; past?: ReactNode };

export function ParentDashboard(parts: FamilyParts) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardFrame
      {...parts}
      title={t('parent.title')}
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

import type { BookingDetail } from '@nibras/contracts/booking';
import { dashboardPathOf } from '@nibras/contracts/roles';
import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/layout/status-page';
import { Container } from '@/components/ui/container';
import { ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useBooking } from '@/features/booking/api/get-booking';

/** The caller's own dashboard, for "back" links of the booking pages. */
export function useDashboardPath() {
  const userType = useSession((state) => state.userModel?.userType);
  return userType ? dashboardPathOf[userType] : '/';
}

/**
 * Loads one booking for a page: a status while it loads, "not found" for a booking that does
 * not exist or is someone else's (the API answers 404 or 403 alike), else the page.
 */
export function BookingLoad({
  id,
  children,
}: {
  id: string;
  children: (booking: BookingDetail, checkedAt: number) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const dashboard = useDashboardPath();
  const booking = useBooking(id);
  if (booking.isPending) {
    return (
      <Container className="py-10">
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t('session.loading')}
        </p>
      </Container>
    );
  }
  if (booking.isError) {
    const status = booking.error instanceof ApiRequestError ? booking.error.status : 0;
    const missing = status === 404 || status === 403 || status === 400;
    return (
      <StatusPage
        title={missing ? t('session.notFound') : t('session.failed')}
        body={missing ? t('session.notFoundBody') : t('session.failedBody')}
        action={{ to: dashboard, label: t('session.backToDashboard') }}
        illustration={<CalendarX aria-hidden className="size-16 text-amber-400" />}
      />
    );
  }
  return children(booking.data, booking.dataUpdatedAt);
}

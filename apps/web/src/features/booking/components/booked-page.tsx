import { genderContext } from '@nibras/contracts/address-as';
import type { BookingDetail } from '@nibras/contracts/booking';
import { CalendarCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { CalendarButton } from './calendar-button';
import { BookingFacts } from './booking-facts';
import { BookingLoad, useDashboardPath } from './booking-load';
import { panelClass } from './styles';

function Booked({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const dashboard = useDashboardPath();
  const confirmed = booking.status === 'confirmed';
  const title = confirmed ? t('booked.confirmedTitle') : t('booked.requestedTitle');
  usePageTitle(title);
  const Icon = confirmed ? CalendarCheck : Send;
  return (
    <Container className="max-w-3xl py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <Icon aria-hidden className="size-8" />
        </span>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="max-w-xl text-slate-700 dark:text-slate-200">
          {confirmed
            ? t('booked.confirmedBody')
            : t('booked.requestedBody', { context: genderContext(booking.tutor.addressAs) })}
        </p>
        {booking.payment?.status === 'awaiting_approval' && (
          <p className="max-w-xl font-medium text-slate-800 dark:text-slate-100">
            {t('booked.awaitingApproval')}
          </p>
        )}
      </div>
      <section
        aria-label={`${format.subjectName(booking.subject)} · ${format.when(booking.start)}`}
        className={`${panelClass} mt-8`}
      >
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {format.subjectName(booking.subject)}
        </h2>
        <BookingFacts booking={booking} />
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <CalendarButton bookingId={booking.id} />
        <ButtonLink to={`/sessions/${booking.id}`}>{t('booked.viewSession')}</ButtonLink>
        <ButtonLink to={dashboard} variant="ghost">
          {t('booked.dashboard')}
        </ButtonLink>
      </div>
    </Container>
  );
}

/** /sessions/:id/booked: right after booking, what happens next and what to do with it. */
export function BookedPage() {
  const { id = '' } = useParams();
  return <BookingLoad id={id}>{(booking) => <Booked booking={booking} />}</BookingLoad>;
}

import { activeBookingStatuses, type BookingDetail } from '@nibras/contracts/booking';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { usePageTitle } from '../../../lib/page-title';
import { useIsTutorOf } from '../hooks/use-is-tutor-of';
import { useBookingFormat } from '../hooks/use-booking-format';
import { CalendarButton } from './calendar-button';
import { JoinButton } from './join-button';
import { BookingActions } from './booking-actions';
import { BookingFacts } from './booking-facts';
import { BookingHistory } from './booking-history';
import { BookingLoad, useDashboardPath } from './booking-load';
import { BookingNotes } from './booking-notes';
import { BookingReview } from './booking-review';
import { PaymentFacts } from './payment-facts';
import { StatusBadge } from './status-badge';
import { panelClass, textLinkClass } from './styles';

const isActive = (status: BookingDetail['status']) =>
  (activeBookingStatuses as readonly string[]).includes(status);

/** What the route adds beside the title: the messaging feature's way to the other side. */
type MessageAction = (bookingId: string, asTutor: boolean) => ReactNode;

function BookingView({
  booking,
  checkedAt,
  messageAction,
}: {
  booking: BookingDetail;
  checkedAt: number;
  messageAction?: MessageAction;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const dashboard = useDashboardPath();
  const asTutor = useIsTutorOf(booking);
  const joinable = booking.status === 'confirmed';
  const hasActions = booking.allowedActions.length > 0 || isActive(booking.status);
  const hasSide = joinable || hasActions;
  const subject = format.subjectName(booking.subject);
  usePageTitle(`${subject} · ${format.when(booking.start)}`);
  return (
    <Container className="py-10">
      <Link to={dashboard} className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('session.backToDashboard')}
      </Link>
      <header className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{subject}</h1>
        <StatusBadge status={booking.status} asTutor={asTutor} />
        {booking.trial && (
          <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-400/15 dark:text-sky-100">
            {t('session.free')}
          </span>
        )}
        {messageAction && <div className="ms-auto">{messageAction(booking.id, asTutor)}</div>}
      </header>
      {/* On a phone: the facts, then what to do now, then the notes and the history. */}
      <div className={`mt-8 grid gap-6 ${hasSide ? 'lg:grid-cols-[1fr_22rem]' : ''}`}>
        <section aria-label={t('session.title')} className={`${panelClass} min-w-0`}>
          <BookingFacts booking={booking} />
          <PaymentFacts booking={booking} checkedAt={checkedAt} asTutor={asTutor} />
        </section>
        {hasSide && (
          <aside className="flex flex-col gap-6 self-start lg:row-span-2">
            {joinable && (
              <div className={panelClass}>
                <JoinButton booking={booking} checkedAt={checkedAt} />
              </div>
            )}
            {hasActions && (
              <section aria-labelledby="booking-actions" className={panelClass}>
                <h2
                  id="booking-actions"
                  className="text-lg font-semibold text-slate-900 dark:text-white"
                >
                  {t('actions.title')}
                </h2>
                <div className="mt-3 flex flex-col gap-3">
                  <BookingActions booking={booking} checkedAt={checkedAt} />
                  {isActive(booking.status) && <CalendarButton bookingId={booking.id} />}
                </div>
              </section>
            )}
          </aside>
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <BookingNotes booking={booking} />
          <BookingReview booking={booking} />
          <BookingHistory history={booking.history} />
        </div>
      </div>
    </Container>
  );
}

/** /sessions/:id: one booking for its participants, and everything they may do with it. */
export function BookingDetailPage({ messageAction }: { messageAction?: MessageAction }) {
  const { id = '' } = useParams();
  return (
    <BookingLoad id={id}>
      {(booking, checkedAt) => (
        <BookingView booking={booking} checkedAt={checkedAt} messageAction={messageAction} />
      )}
    </BookingLoad>
  );
}

import { genderContext } from '@nibras/contracts/address-as';
import { activeBookingStatuses, type BookingDetail } from '@nibras/contracts/booking';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { ReportButton } from '@/components/report/report-button';
import { Link, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { CalendarButton } from './calendar-button';
import { JoinButton } from './join-button';
import { VisitButtons, visitSteps } from './visit-buttons';
import { BookingActions } from './booking-actions';
import { ChangeRequestPanel, hasChangeRequestPanel } from './change-request-panel';
import { BookingDisputePanel } from './booking-dispute';
import { BookingFacts } from './booking-facts';
import { BookingHistory } from './booking-history';
import { BookingLoad, useDashboardPath } from './booking-load';
import { BookingNotes } from './booking-notes';
import { BookingReview } from './booking-review';
import { TrialBadge } from './learner-facts';
import { PaymentFacts } from './payment-facts';
import { BookWeeklyLink, SeriesPanel, WeeklyBadge } from './series-panel';
import { isOverUnmarked, StatusBadge } from './status-badge';
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
  const { t: common } = useTranslation('common');
  const format = useBookingFormat();
  const dashboard = useDashboardPath();
  const asTutor = useIsTutorOf(booking);
  const over = isOverUnmarked(booking);
  const joinable = booking.status === 'confirmed' && !over && booking.mode === 'online';
  const steps = visitSteps(booking);
  const visited =
    booking.mode === 'in-person' &&
    (steps.arrive || steps.finish || booking.visits.arrivedAt !== null);
  const hasActions =
    booking.allowedActions.length > 0 ||
    (isActive(booking.status) && !over) ||
    hasChangeRequestPanel(booking);
  const hasSide =
    joinable ||
    visited ||
    hasActions ||
    over ||
    booking.seriesId != null ||
    (!asTutor && booking.status === 'completed');
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
        <StatusBadge status={booking.status} asTutor={asTutor} over={over} />
        {booking.trial && <TrialBadge />}
        {booking.seriesId && <WeeklyBadge />}
        <div className="ms-auto flex items-center gap-3">
          {messageAction?.(booking.id, asTutor)}
          <ReportButton subject="booking" id={booking.id} label={common('report.title.booking')} />
        </div>
      </header>
      {/* On a phone: the facts, then what to do now, then the notes and the history. */}
      <div className={`mt-8 grid gap-6 ${hasSide ? 'lg:grid-cols-[1fr_22rem]' : ''}`}>
        <section aria-label={t('session.title')} className={`${panelClass} min-w-0`}>
          <BookingFacts booking={booking} />
          <PaymentFacts booking={booking} checkedAt={checkedAt} asTutor={asTutor} />
        </section>
        {hasSide && (
          <aside className="flex flex-col gap-6 self-start lg:row-span-2">
            {over && (
              <section
                aria-labelledby="booking-over"
                className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-400/40 dark:bg-amber-400/10"
              >
                <h2 id="booking-over" className="font-semibold text-slate-900 dark:text-white">
                  {asTutor ? t('session.overTutorTitle') : t('session.overFamilyTitle')}
                </h2>
                <p className="mt-1 text-sm text-slate-800 dark:text-slate-100">
                  {asTutor
                    ? t('session.overTutorBody', { name: isolate(booking.learner.firstName) })
                    : t('session.overFamilyBody', {
                        context: genderContext(booking.tutor.addressAs),
                      })}
                </p>
              </section>
            )}
            {joinable && (
              <div className={panelClass}>
                <JoinButton booking={booking} />
              </div>
            )}
            {visited && (
              <section aria-labelledby="booking-visit" className={panelClass}>
                <h2
                  id="booking-visit"
                  className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
                >
                  {t('visit.title')}
                </h2>
                <VisitButtons booking={booking} />
              </section>
            )}
            {booking.seriesId && <SeriesPanel booking={booking} />}
            {!asTutor && booking.status === 'completed' && (
              <div className={panelClass}>
                <BookWeeklyLink booking={booking} checkedAt={checkedAt} />
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
                  <ChangeRequestPanel booking={booking} checkedAt={checkedAt} />
                  {isActive(booking.status) && !over && <CalendarButton bookingId={booking.id} />}
                </div>
              </section>
            )}
          </aside>
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <BookingDisputePanel booking={booking} />
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

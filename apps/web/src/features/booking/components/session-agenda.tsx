import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookings } from '../api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { SessionRow } from './session-row';
import { mutedClass, textLinkClass } from './styles';

const agendaSize = 10;

/**
 * A dashboard's agenda: the caller's upcoming sessions, or one child's for a parent (with
 * reschedule and cancel in place). A tutor sees the requests waiting for an answer first.
 */
export function SessionAgenda({ side, childId }: { side: 'tutor' | 'family'; childId?: string }) {
  const { t } = useTranslation('booking');
  const sessions = useBookings('upcoming', 1, agendaSize, childId);
  if (sessions.isPending) return <Loading label={t('agenda.loading')} />;
  if (sessions.isError) {
    return <LoadFailed message={t('agenda.failed')} onRetry={() => void sessions.refetch()} />;
  }
  const { items, total } = sessions.data;
  const checkedAt = sessions.dataUpdatedAt;
  if (items.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        {side === 'tutor' ? t('agenda.emptyTutor') : t('agenda.emptyFamily')}
      </p>
    );
  }
  const waiting =
    side === 'tutor' ? items.filter((booking) => booking.allowedActions.includes('confirm')) : [];
  const rest = items.filter((booking) => !waiting.includes(booking));
  return (
    <div className="flex flex-col gap-6">
      {side === 'tutor' && (
        <div aria-labelledby="agenda-requests" role="region">
          <h3 id="agenda-requests" className="font-semibold text-slate-900 dark:text-white">
            {t('agenda.requests')}
          </h3>
          <p className={mutedClass}>{t('agenda.requestsCount', { count: waiting.length })}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {waiting.map((booking) => (
              <SessionRow key={booking.id} booking={booking} checkedAt={checkedAt} />
            ))}
          </ul>
        </div>
      )}
      {rest.length > 0 && (
        <div aria-labelledby="agenda-coming" role="region">
          <h3 id="agenda-coming" className="font-semibold text-slate-900 dark:text-white">
            {t('agenda.comingUp')}
          </h3>
          <ul className="mt-3 flex flex-col gap-3">
            {rest.map((booking) => (
              <SessionRow
                key={booking.id}
                booking={booking}
                checkedAt={checkedAt}
                familyActions={childId ? ['reschedule', 'cancel'] : undefined}
              />
            ))}
          </ul>
        </div>
      )}
      {total > items.length && (
        <Link to="/sessions" className={`${textLinkClass} self-end text-sm`}>
          {t('agenda.allSessions')}
        </Link>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookings } from '../api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { SessionRow } from './session-row';
import { textLinkClass } from './styles';

const agendaSize = 10;

/**
 * A family's agenda: the caller's upcoming sessions, or one child's for a parent (with
 * reschedule and cancel in place). A tutor's dashboard has TutorRequests and TutorAgenda.
 */
export function SessionAgenda({ childId }: { childId?: string }) {
  const { t } = useTranslation('booking');
  const sessions = useBookings('upcoming', 1, agendaSize, childId);
  if (sessions.isPending) return <Loading label={t('agenda.loading')} />;
  if (sessions.isError) {
    return <LoadFailed message={t('agenda.failed')} onRetry={() => void sessions.refetch()} />;
  }
  const { items, total } = sessions.data;
  const checkedAt = sessions.dataUpdatedAt;
  if (items.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">{t('agenda.emptyFamily')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <div aria-labelledby="agenda-coming" role="region">
        <h3 id="agenda-coming" className="font-semibold text-slate-900 dark:text-white">
          {t('agenda.comingUp')}
        </h3>
        <ul className="mt-3 flex flex-col gap-3">
          {items.map((booking) => (
            <SessionRow
              key={booking.id}
              booking={booking}
              checkedAt={checkedAt}
              familyActions={childId ? ['reschedule', 'cancel'] : undefined}
            />
          ))}
        </ul>
      </div>
      {total > items.length && (
        <Link to="/sessions" className={`${textLinkClass} self-end text-sm`}>
          {t('agenda.allSessions')}
        </Link>
      )}
    </div>
  );
}

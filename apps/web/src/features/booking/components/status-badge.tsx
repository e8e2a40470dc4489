import type { Booking, BookingStatus } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';

const tones: Record<BookingStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  completed: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-400/20 dark:text-indigo-100',
  declined: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  no_show: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
};

/**
 * Confirmed, and its time is over (on the server's clock): it waits for the tutor to mark it
 * completed or a no-show. Neither "Confirmed" nor "Join" is true of it any more.
 */
export function isOverUnmarked(booking: Pick<Booking, 'status' | 'ended'>): boolean {
  return booking.status === 'confirmed' && booking.ended;
}

/**
 * A booking's status as a coloured label; the words carry it, the colour only helps. A request
 * waits for the tutor: to the tutor it is a new request. A confirmed booking whose time is over
 * has ended; to the tutor it is still to mark.
 */
export function StatusBadge({
  status,
  asTutor,
  over = false,
}: {
  status: BookingStatus;
  asTutor: boolean;
  /** Confirmed and over (isOverUnmarked). */
  over?: boolean;
}) {
  const { t } = useTranslation('booking');
  const ended = over && status === 'confirmed';
  const label = ended
    ? asTutor
      ? t('status.toMark')
      : t('status.ended')
    : status === 'requested' && asTutor
      ? t('status.newRequest')
      : t(`status.${status}`);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${ended ? tones.requested : tones[status]}`}
    >
      {label}
    </span>
  );
}

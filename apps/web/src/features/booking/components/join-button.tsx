import type { Booking } from '@nibras/contracts/booking';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useJoinLesson } from '@/features/booking/api/join-lesson';
import { useErrorText } from '@/lib/error-text';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass, textLinkClass } from './styles';

/**
 * "Join": enabled only while the classroom is open (the server's word, read again every 30
 * seconds); it asks for the room and opens it in a new tab. A link stays in case the browser
 * blocked the tab.
 */
export function JoinButton({
  booking,
  compact = false,
  big = false,
}: {
  booking: Pick<Booking, 'id' | 'classroom' | 'status' | 'ended' | 'mode'>;
  compact?: boolean;
  /** Extra large, for a child's dashboard. */
  big?: boolean;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const errorText = useErrorText();
  const join = useJoinLesson(booking.id);
  const [room, setRoom] = useState<string | null>(null);
  const { classroom } = booking;
  // Once the session is over there is nothing to join: no button that cannot work.
  // Nor for a lesson in person: there is no classroom to open.
  if (booking.status !== 'confirmed' || booking.ended || booking.mode === 'in-person') return null;

  const open = () =>
    join.mutate(undefined, {
      onSuccess: ({ url }) => {
        setRoom(url);
        window.open(url, '_blank', 'noopener,noreferrer');
      },
    });

  return (
    <div className={compact ? '' : 'flex flex-col items-start gap-2'}>
      <Button
        onClick={open}
        disabled={!classroom.open || join.isPending}
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'md' : 'lg'}
        className={big ? 'h-16 px-10 text-xl' : ''}
      >
        <Video aria-hidden className="size-5" />
        {join.isPending ? t('join.opening') : compact ? t('join.join') : t('join.joinSession')}
      </Button>
      {!compact && (
        <p className={mutedClass}>
          {classroom.open
            ? t('join.open', { time: format.clock(classroom.closesAt) })
            : t('join.opensAt', { time: format.when(classroom.opensAt) })}
        </p>
      )}
      {join.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(join.error)}
        </p>
      )}
      {room && (
        <a
          href={room}
          target="_blank"
          rel="noopener noreferrer"
          className={`${textLinkClass} text-sm`}
        >
          {t('join.fallback')}
        </a>
      )}
    </div>
  );
}

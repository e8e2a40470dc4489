import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useDownloadCalendar } from '@/features/booking/api/download-calendar';

/** "Add to calendar": the booking's .ics, downloaded with the user's token. */
export function CalendarButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const download = useDownloadCalendar();
  return (
    <Button
      variant="secondary"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(bookingId, { onError: () => toast.error(t('booked.downloadFailed')) })
      }
    >
      <CalendarPlus aria-hidden className="size-5" />
      {t('booked.addToCalendar')}
    </Button>
  );
}

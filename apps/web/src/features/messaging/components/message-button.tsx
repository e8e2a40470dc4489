import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useStartConversation } from '@/features/messaging/api/start-conversation';

/** On a booking's page: opens the conversation with the other side of the booking. */
export function MessageButton({ bookingId, asTutor }: { bookingId: string; asTutor: boolean }) {
  const { t } = useTranslation('messaging');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(bookingId, {
            onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
          })
        }
      >
        <MessageCircle className="size-4" aria-hidden />
        {start.isPending ? t('start.opening') : t(asTutor ? 'start.tutor' : 'start.family')}
      </Button>
      {start.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(start.error)}
        </p>
      )}
    </div>
  );
}

import { maxReasonLength, type NoShowParty } from '@nibras/contracts/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';

const partyText = { tutor: 'actions.noShowTutor', student: 'actions.noShowStudent' } as const;

/**
 * Records that the other side did not come: a tutor reports the student, a family the tutor
 * (the API refuses a side reporting itself), with what happened.
 */
export function NoShowDialog({
  party,
  open,
  onOpenChange,
  pending,
  failure,
  onSubmit,
}: {
  party: NoShowParty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: { party: NoShowParty; reason?: string }) => void;
}) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const submit = () => {
    const trimmed = reason.trim();
    onSubmit({ party, ...(trimmed ? { reason: trimmed } : {}) });
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.noShowTitle')}
      description={t(partyText[party])}
    >
      <div className="mt-4 flex flex-col gap-4">
        <TextareaField
          label={t('actions.reasonOptional')}
          dir="auto"
          maxLength={maxReasonLength}
          length={reason.length}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex justify-end">
          <Button onClick={submit} disabled={pending} aria-busy={pending}>
            {pending ? t('actions.working') : t('actions.noShowSubmit')}
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}

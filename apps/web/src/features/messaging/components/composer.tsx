import { messagingLimits } from '@nibras/contracts/messaging';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '@/lib/count-format';
import { controlBaseClass, labelClass } from '@/components/form/field-styles';
import { Button } from '@/components/ui/button';
import { useSendMessage } from '@/features/messaging/api/send-message';
import { useFailureText } from '@/features/messaging/hooks/use-failure-text';
import { mutedClass } from './styles';

/** Where the text being written is kept, per person and conversation (issue 33). */
export const draftKey = (viewerId: string, conversationId: string) =>
  `nibras-draft:${viewerId}:${conversationId}`;

function readDraft(key: string) {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string) {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Blocked storage: the text lives as long as the page.
  }
}

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line; a failed text stays to try again.
 * The text being written is kept in this browser until sent, so going offline, reloading or
 * leaving the page loses nothing; sent offline, it goes when the network is back.
 */
export function Composer({
  conversationId,
  viewerId,
}: {
  conversationId: string;
  viewerId: string;
}) {
  const { t } = useTranslation('messaging');
  const counted = useCountFormat();
  const errorText = useFailureText('body');
  const send = useSendMessage(viewerId);
  const storageKey = draftKey(viewerId, conversationId);
  const [text, setText] = useState(() => readDraft(storageKey));
  useEffect(() => writeDraft(storageKey, text), [storageKey, text]);
  // One key per text: a retry of the same text after a lost answer is not posted twice.
  const idempotencyKey = useRef<string | null>(null);
  const id = useId();
  const hasText = text.trim().length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!hasText || send.isPending || text.length > messagingLimits.bodyMax) return;
    idempotencyKey.current ??= crypto.randomUUID();
    send.mutate(
      { conversationId, input: { body: text }, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          setText('');
          idempotencyKey.current = null;
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 dark:border-slate-800">
      <label htmlFor={`${id}-text`} className={labelClass}>
        {t('composer.label')}
      </label>
      <div className="mt-1 flex items-end gap-2">
        <textarea
          id={`${id}-text`}
          dir="auto"
          rows={2}
          value={text}
          maxLength={messagingLimits.bodyMax}
          readOnly={send.isPending}
          aria-describedby={`${id}-hint ${id}-count${send.isError ? ` ${id}-error` : ''}`}
          aria-invalid={send.isError || undefined}
          onChange={(event) => {
            setText(event.target.value);
            idempotencyKey.current = null;
          }}
          onKeyDown={onKeyDown}
          className={`${controlBaseClass} min-h-12 flex-1 resize-y`}
        />
        <Button type="submit" disabled={!hasText || send.isPending}>
          <SendHorizontal className="size-4 rtl:-scale-x-100" aria-hidden />
          {send.isPending ? t('composer.sending') : t('composer.send')}
        </Button>
      </div>
      {send.isPaused && (
        <p role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-200">
          {t('composer.queued')}
        </p>
      )}
      <div className="mt-1 flex flex-wrap justify-between gap-2">
        <p id={`${id}-hint`} className={mutedClass}>
          {t('composer.hint')}
        </p>
        <p id={`${id}-count`} className={mutedClass}>
          {t('composer.counter', {
            used: counted(text.length).n,
            ...counted(messagingLimits.bodyMax),
          })}
        </p>
      </div>
      {send.isError && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {errorText(send.error)}
        </p>
      )}
    </form>
  );
}

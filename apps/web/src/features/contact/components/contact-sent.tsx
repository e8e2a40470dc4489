import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import type { ContactSent as Sent } from './contact-form';

/** The confirmation that replaces the form: what happens next, and a way to write again. */
export function ContactSent({ sent, onWriteAgain }: { sent: Sent; onWriteAgain: () => void }) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the confirmation, not on the vanished button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <CircleCheck className="mx-auto size-14 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 outline-none dark:text-white"
      >
        {t('sent.title')}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-200">{sent.message ?? t('sent.body')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('sent.receipt')}{' '}
        <bdi dir="ltr" className="font-semibold">
          {sent.email}
        </bdi>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onWriteAgain}>
          {t('sent.again')}
        </Button>
        <ButtonLink to="/">{t('sent.home')}</ButtonLink>
      </div>
    </div>
  );
}

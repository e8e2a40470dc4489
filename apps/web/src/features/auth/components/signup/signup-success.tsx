import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/components/ui/live-announcer';
import { Button, ButtonLink } from '@/components/ui/button';
import { withNext } from '@/features/auth/hooks/use-next-path';
import { ResendConfirmationButton } from '@/features/auth/components/resend-confirmation-button';

/** After signup: the account waits for its email to be confirmed. */
export function SignupSuccess({
  email,
  returnTo,
  onStartOver,
}: {
  email: string;
  returnTo: string | null;
  onStartOver?: () => void;
}) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('signup.success.title');
  // The form and its button are gone: focus the result in their place and read it out, once
  // (not again when the language changes under it).
  const [arrival] = useState(title);
  useEffect(() => {
    heading.current?.focus();
    announce(arrival);
  }, [arrival]);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <MailCheck className="size-8" aria-hidden />
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        {title}
      </h2>
      <p className="max-w-md text-slate-700 dark:text-slate-200">
        {t('signup.success.body', { email })}
      </p>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">
        {t('signup.success.noEmail')}
      </p>
      <ResendConfirmationButton email={email} />
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <ButtonLink to={withNext('/login', returnTo)}>{t('signup.success.goToLogin')}</ButtonLink>
        {onStartOver && (
          <Button variant="ghost" onClick={onStartOver}>
            {t('signup.success.startOver')}
          </Button>
        )}
      </div>
    </div>
  );
}

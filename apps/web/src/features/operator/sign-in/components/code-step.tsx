import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryCode, totpCode } from '@nibras/contracts/operator-sign-in';
import type { LoginResponse } from '@nibras/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { verifySecondFactor } from '@/features/operator/sign-in/api/operator-sign-in';
import { CodeField } from './code-field';
import { SignInError } from './sign-in-error';

const codeSchema = z.object({ code: totpCode });
const recoverySchema = z.object({ recoveryCode });

const linkButtonClass =
  'text-sm font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300';

/** The second factor: the app's current code, or (the phone lost) one of the recovery codes. */
export function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: LoginResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('operator');
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = useMutation({ mutationFn: verifySecondFactor, onSuccess: onSignedIn });
  return (
    <div className="space-y-5">
      <SignInError error={verify.error} />
      {useRecovery ? (
        <RecoveryForm
          busy={verify.isPending}
          onSubmit={(code) => verify.mutate({ challenge, recoveryCode: code })}
        />
      ) : (
        <TotpForm busy={verify.isPending} onSubmit={(code) => verify.mutate({ challenge, code })} />
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => {
            verify.reset();
            setUseRecovery(!useRecovery);
          }}
        >
          {useRecovery ? t('signIn.code.useApp') : t('signIn.code.useRecovery')}
        </button>
        <button type="button" className={linkButtonClass} onClick={onRestart}>
          {t('signIn.startOver')}
        </button>
      </div>
    </div>
  );
}

function TotpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation('operator');
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}
      className="space-y-5"
      aria-busy={busy}
    >
      <CodeField
        label={t('signIn.code.label')}
        hint={t('signIn.code.hint')}
        autoFocus
        error={form.formState.errors.code}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {t('signIn.code.submit')}
      </Button>
    </form>
  );
}

function RecoveryForm({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation('operator');
  const form = useForm<z.input<typeof recoverySchema>, unknown, z.output<typeof recoverySchema>>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { recoveryCode: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ recoveryCode: code }) => onSubmit(code))}
      className="space-y-5"
      aria-busy={busy}
    >
      <TextField
        label={t('signIn.code.recoveryLabel')}
        hint={t('signIn.code.recoveryHint')}
        autoComplete="off"
        dir="ltr"
        autoFocus
        error={form.formState.errors.recoveryCode}
        {...form.register('recoveryCode')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {t('signIn.code.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  totpCode,
  type OperatorEnrolled,
  type OperatorEnrolment,
} from '@nibras/contracts/operator-sign-in';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { confirmEnrolment } from '@/features/operator/sign-in/api/operator-sign-in';
import { CodeField } from './code-field';
import { SignInError } from './sign-in-error';

const codeSchema = z.object({ code: totpCode });

/** Adding Nibras to an authenticator app: the QR code or the key by hand, then its first code. */
export function EnrolStep({
  challenge,
  enrolment,
  onEnrolled,
  onRestart,
}: {
  challenge: string;
  enrolment: OperatorEnrolment;
  onEnrolled: (enrolled: OperatorEnrolled) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('operator');
  const confirm = useMutation({ mutationFn: confirmEnrolment, onSuccess: onEnrolled });
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  // Groups of four, as apps show keys: easier to copy by eye.
  const groupedKey = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 ps-5 text-slate-700 dark:text-slate-200">
        <li>{t('signIn.enrol.stepApp')}</li>
        <li>{t('signIn.enrol.stepScan')}</li>
        <li>{t('signIn.enrol.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3">
        <img
          src={enrolment.qrCode}
          alt={t('signIn.enrol.qrAlt')}
          width={200}
          height={200}
          className="rounded-xl border border-slate-200 bg-white p-2"
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('signIn.enrol.manual')}</p>
        <code
          dir="ltr"
          className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {groupedKey}
        </code>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ code }) => confirm.mutate({ challenge, code }))}
        className="space-y-5"
        aria-busy={confirm.isPending}
      >
        <SignInError error={confirm.error} />
        <CodeField
          label={t('signIn.code.label')}
          hint={t('signIn.code.hint')}
          error={form.formState.errors.code}
          {...form.register('code')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
          {t('signIn.enrol.submit')}
        </Button>
      </form>
      <button
        type="button"
        className="text-sm font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
        onClick={onRestart}
      >
        {t('signIn.startOver')}
      </button>
    </div>
  );
}

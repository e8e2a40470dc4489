import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';

/** The ten recovery codes, shown this once: copy or download them before going on. */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: string[];
  onContinue: () => void;
}) {
  const { t } = useTranslation('operator');
  const [copied, setCopied] = useState(false);
  const text = `${t('signIn.recovery.fileTitle')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'nibras-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-6">
      <FormAlert tone="success">{t('signIn.recovery.once')}</FormAlert>
      <ul
        dir="ltr"
        aria-label={t('signIn.recovery.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {t('signIn.recovery.copy')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {t('signIn.recovery.download')}
        </Button>
        <p role="status" className="self-center text-sm text-emerald-800 dark:text-emerald-300">
          {copied ? t('signIn.recovery.copied') : ''}
        </p>
      </div>
      <Button type="button" size="lg" className="w-full" onClick={onContinue}>
        {t('signIn.recovery.continue')}
      </Button>
    </div>
  );
}

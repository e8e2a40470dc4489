import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const providers = ['Apple', 'Google', 'Meta'] as const;

/**
 * "Or continue with" (SPEC.md section 2). No provider is configured yet, so the buttons are
 * shown disabled with the reason, rather than hidden or failing when clicked.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const reasonId = useId();
  return (
    <div className="mt-8">
      <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        <span>{t('login.orContinueWith')}</span>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              disabled
              aria-describedby={reasonId}
              className="h-11 w-full cursor-not-allowed rounded-xl border border-slate-300 bg-slate-50 text-sm font-semibold text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400"
            >
              {provider}
            </button>
          </li>
        ))}
      </ul>
      <p id={reasonId} className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('login.socialUnavailable')}
      </p>
    </div>
  );
}

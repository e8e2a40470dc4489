import { socialProviderNames, type SocialProvider } from '@nibras/contracts/social-providers';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '@/lib/runtime-config';
import { socialSignInUrl } from '@/features/auth/api/social-sign-in-url';
import { useNextPath } from '@/features/auth/hooks/use-next-path';

/** docs/shared/SPEC.md's order on the sign-in screen. */
const shownOrder: SocialProvider[] = ['apple', 'google', 'meta'];

const tileClass =
  'flex h-11 w-full items-center justify-center rounded-xl border text-sm font-semibold';

/**
 * "Or continue with" (docs/shared/SPEC.md section 2): one button for each provider the server is configured
 * for (it says which in /config.js), leading through the API to the provider and back. With none
 * configured there is nothing to continue with, so nothing is shown (issue 30): never buttons
 * that fail, nor ones that cannot be used.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const next = useNextPath();
  const configured = runtimeConfig().socialProviders;
  const available = shownOrder.filter((provider) => configured.includes(provider));
  if (available.length === 0) return null;
  return (
    <div className="mt-8">
      <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        <span>{t('login.orContinueWith')}</span>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <ul className="mt-4 flex gap-2 *:flex-1">
        {available.map((provider) => (
          <li key={provider}>
            {/* A page navigation: the API sends the browser on to the provider. */}
            <a
              href={socialSignInUrl(provider, next)}
              className={`${tileClass} border-slate-300 bg-white text-slate-900 hover:border-indigo-700 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:border-amber-300 dark:hover:bg-slate-700`}
            >
              <span aria-hidden>{socialProviderNames[provider]}</span>
              <span className="sr-only">
                {t('login.continueWith', { provider: socialProviderNames[provider] })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

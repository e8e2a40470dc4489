import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { offerToSavePreferredLanguage } from '@/lib/preferred-language';
import { useThemeStore } from '@/lib/theme';

const toggleClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-slate-300 px-3 text-sm font-bold text-slate-700 transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800 dark:border-slate-600 dark:text-slate-100 dark:hover:border-amber-300/60 dark:hover:bg-slate-800 dark:hover:text-amber-300';

/**
 * Shows AR while the page is in English and EN otherwise (docs/shared/SPEC.md section 2). Signed in, a switch
 * also offers to send the account's emails in the new language.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const english = i18n.resolvedLanguage !== 'ar';
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={toggleClass}
      disabled={!hydrated}
      onClick={() => {
        const next = english ? 'ar' : 'en';
        setLanguage(next);
        void offerToSavePreferredLanguage(next);
      }}
      aria-label={english ? t('nav.switchToArabic') : t('nav.switchToEnglish')}
    >
      {english ? 'AR' : 'EN'}
    </button>
  );
}

/**
 * The label names what a press does, so it needs no pressed state as well. The icon follows
 * the root's data-theme in CSS, so a prerendered page shows a dark visitor's from the first
 * frame; the label, which CSS cannot set, follows the saved theme once hydrated.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const hydrated = useHydrated();
  const dark = hydrated && theme === 'dark';
  return (
    <button
      type="button"
      className={toggleClass}
      onClick={toggleTheme}
      disabled={!hydrated}
      aria-label={dark ? t('nav.lightMode') : t('nav.darkMode')}
    >
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
